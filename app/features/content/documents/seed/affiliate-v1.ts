// ADR 172: the affiliate programme page as published on 13 July 2025 — version 1, seeded when the
// document has no version yet (seed.server.ts). spec: public §2 /afiliacja (ten sections), §9 Affiliate
// programme; DESIGN §5 affiliate disclosure.
// Markdown as the editor shows it; the page renders it through the site's markdown renderer.
export const AFFILIATE_V1 = `Viralne Produkty utrzymuje się z prowizji od zakupów przez linki partnerskie. Wyjaśniamy otwarcie, jak to działa i dlaczego nie wpływa to na nasze recenzje.

## 1. Czym jest program afiliacyjny {#czym-jest-afiliacja}

Serwis Viralne Produkty uczestniczy w programach partnerskich (afiliacyjnych) sklepów internetowych. Jeśli po kliknięciu naszego linku kupisz produkt w sklepie partnerskim, sklep może wypłacić nam prowizję od wartości zakupu. Dzięki temu możemy bezpłatnie udostępniać katalog, recenzje i ostrzeżenia przed oszustwami.

## 2. Jak działają nasze linki {#jak-dzialaja-linki}

Przyciski prowadzące do sklepów nie kierują bezpośrednio na stronę sklepu. Najpierw trafiasz na nasz adres zaczynający się od \`/go/\`, który zapisuje, że link został kliknięty (produkt, sklep i strona, z której przeszedłeś), a następnie natychmiast przekierowuje Cię do sklepu. Dzięki temu wiemy, które produkty naprawdę Was interesują.

Linki do sklepów mają atrybut \`rel="sponsored"\`, który informuje wyszukiwarki, że są to linki partnerskie, a nie niezależne rekomendacje stron trzecich.

## 3. Sklepy partnerskie i prowizje {#sklepy-partnerskie}

Obecnie współpracujemy z następującymi sklepami. Stawki prowizji ustalają sklepy i zależą od kategorii produktu.

| Sklep | Rodzaj | Prowizja | Okno decyzyjne |
| --- | --- | --- | --- |
| Temu | globalny marketplace | 1–10% | 24 godziny |
| AliExpress | międzynarodowy marketplace | 3–8% | 15 dni |
| Amazon (amazon.pl) | regionalny marketplace | 2–6% | 30 dni |
| Inne sklepy | sklepy internetowe | zmienna | zależnie od programu |

## 4. Co oznacza okno decyzyjne {#okno-decyzyjne}

Okno decyzyjne to czas od kliknięcia linku, w którym sklep przypisuje nam prowizję od Twojego zakupu. Na przykład przy oknie 24 godzin prowizja należy się, jeśli zamówienie złożysz w ciągu doby od przejścia do sklepu. Do przypisania zakupu sklep używa własnych plików cookies, zapisywanych już na jego stronie.

## 5. Czy płacisz więcej? {#koszt-dla-ciebie}

Nie. Cena produktu jest taka sama, niezależnie od tego, czy wejdziesz do sklepu przez nasz link, czy bezpośrednio. Prowizję wypłaca sklep z własnej marży.

## 6. Niezależność recenzji {#niezaleznosc}

- Prowizje nie wpływają na nasze oceny. Piszemy także negatywne recenzje i ostrzeżenia Scam Alert o produktach dostępnych w sklepach partnerskich.
- Sklepy ani producenci nie płacą nam za publikację recenzji, wyższą ocenę ani odznakę „Zweryfikowany”.
- Kolejność produktów w katalogu zależy wyłącznie od wybranego sortowania (popularność, data dodania, ocena, cena), a nie od wysokości prowizji.

## 7. Jak oznaczamy treści afiliacyjne {#oznaczenia}

Przy przyciskach prowadzących do sklepów informujemy, że są to linki afiliacyjne, a w stopce każdej strony przypominamy, że za zakupy przez nasze linki możemy otrzymać prowizję. Jeśli kiedyś opublikujemy treść sponsorowaną, czyli przygotowaną na zlecenie i za wynagrodzeniem, oznaczymy ją wyraźnie jako reklamę.

## 8. Dane osobowe i pliki cookies {#dane-osobowe}

Kliknięcie linku zapisujemy w statystykach bez przekazywania sklepowi Twoich danych osobowych. Zasady przetwarzania tych informacji opisuje [Polityka prywatności](/polityka-prywatnosci), a pliki cookies – strona [Polityka cookies](/cookies). Na stronie sklepu obowiązuje jego własna polityka prywatności.

## 9. Zakupy, zwroty i reklamacje {#zakupy-i-reklamacje}

Umowę sprzedaży zawierasz ze sprzedawcą w sklepie partnerskim, a nie z nami. Zwroty, odstąpienie od umowy i reklamacje załatwiasz bezpośrednio ze sprzedawcą, na zasadach jego regulaminu i przepisów prawa.

Przed zakupem na platformach typu marketplace sprawdź, kto jest sprzedawcą i skąd wysyła towar, jaki jest koszt i czas dostawy oraz jakie są warunki zwrotu. Ceny i dostępność w Serwisie mają charakter orientacyjny – wiążąca jest oferta w sklepie.

## 10. Kontakt {#kontakt}

- sprawy ogólne i zgłoszenia treści: [kontakt@viralneprodukty.pl](mailto:kontakt@viralneprodukty.pl)
- współpraca afiliacyjna i pytania o linki partnerskie: [afiliacja@viralneprodukty.pl](mailto:afiliacja@viralneprodukty.pl)
- dane osobowe i prywatność: [prywatnosc@viralneprodukty.pl](mailto:prywatnosc@viralneprodukty.pl)
`;
