// ADR 172: the terms (regulamin) as published on 13 July 2025 — version 1, seeded when the document
// has no version yet (seed.server.ts). spec: public §2 /regulamin (§1–§8, a contact e-mail), §9.
// Markdown as the editor shows it; the page renders it through the site's markdown renderer.
export const TERMS_V1 = `Zasady korzystania z serwisu Viralne Produkty: co oferujemy, jak działa konto, czym są linki afiliacyjne i za co odpowiadamy. Kontakt w sprawie Regulaminu: [kontakt@viralneprodukty.pl](mailto:kontakt@viralneprodukty.pl).

## §1. Postanowienia ogólne {#postanowienia-ogolne}

1. Niniejszy regulamin (dalej: „Regulamin”) określa zasady korzystania z serwisu internetowego Viralne Produkty (dalej: „Serwis”), rodzaje i zakres usług świadczonych w Serwisie drogą elektroniczną, warunki zawierania i rozwiązywania umów o świadczenie tych usług oraz tryb postępowania reklamacyjnego.
2. Regulamin jest regulaminem, o którym mowa w art. 8 ustawy z dnia 18 lipca 2002 r. o świadczeniu usług drogą elektroniczną.
3. Serwis prowadzi zespół Viralne Produkty (dalej: „Usługodawca”). Z Usługodawcą można się kontaktować pod adresem e-mail [kontakt@viralneprodukty.pl](mailto:kontakt@viralneprodukty.pl).
4. Korzystanie z Serwisu, w tym założenie i prowadzenie Konta, jest bezpłatne. Regulamin jest dostępny nieodpłatnie na stronie Serwisu w formie, która umożliwia jego pobranie, wydrukowanie i zapisanie.
5. Każdy Użytkownik jest obowiązany przestrzegać Regulaminu od chwili rozpoczęcia korzystania z Serwisu.

## §2. Definicje {#definicje}

- **Serwis** – serwis internetowy Viralne Produkty wraz z blogiem, katalogiem produktów i Kontami Użytkowników.
- **Usługodawca** – podmiot prowadzący Serwis, wskazany w §1 ust. 3.
- **Użytkownik** – każda osoba korzystająca z Serwisu, także bez zakładania Konta.
- **Konto** – chroniony hasłem zbiór danych i ustawień Użytkownika, który się zarejestrował, umożliwiający korzystanie z listy życzeń (wishlist), polubień i opinii.
- **Produkt** – opis produktu prezentowanego w katalogu Serwisu. Serwis nie sprzedaje Produktów.
- **Sklep partnerski** – zewnętrzny sklep lub platforma sprzedażowa (np. Temu, AliExpress, Amazon), do której prowadzą Linki afiliacyjne.
- **Link afiliacyjny** – odnośnik do Sklepu partnerskiego, za którego pośrednictwem Usługodawca może otrzymać prowizję od zakupu.
- **Opinia** – ocena w skali od 1 do 5 gwiazdek wraz z komentarzem, dodana do Produktu przez zalogowanego Użytkownika.
- **Treści** – opisy Produktów, wpisy na blogu, recenzje, zestawienia, ostrzeżenia (Scam Alert), zdjęcia i inne materiały publikowane w Serwisie.

## §3. Zasady korzystania z serwisu {#zasady-korzystania}

1. Serwis ma charakter informacyjny. Prezentuje Produkty popularne w mediach społecznościowych, recenzje, zestawienia i ostrzeżenia przed nieuczciwymi ofertami oraz odsyła do Sklepów partnerskich. Umowy sprzedaży Użytkownik zawiera bezpośrednio ze sprzedawcą w Sklepie partnerskim, na warunkach tego sklepu.
2. Do korzystania z Serwisu potrzebne jest urządzenie z dostępem do Internetu i aktualną przeglądarką internetową. Do logowania przeglądarka musi przyjmować pliki cookies, a do rejestracji potrzebny jest aktywny adres e-mail.
3. Użytkownik zobowiązuje się korzystać z Serwisu zgodnie z prawem, Regulaminem i dobrymi obyczajami, a w szczególności nie:
   - publikować treści bezprawnych, obraźliwych, wulgarnych ani naruszających dobra osobiste innych osób;
   - zamieszczać reklam, spamu ani treści promujących własną działalność bez zgody Usługodawcy;
   - podszywać się pod inne osoby, w tym pod członków redakcji Serwisu;
   - podejmować działań zakłócających pracę Serwisu lub naruszających jego bezpieczeństwo, w tym masowo i automatycznie pobierać z niego danych.
4. Opinia powinna opisywać własne doświadczenia Użytkownika z Produktem. Każdy Użytkownik może dodać jedną Opinię do danego Produktu. Dodając Opinię, Użytkownik potwierdza, że jest ona zgodna z prawdą i z Regulaminem.
5. Usługodawca nie sprawdza, czy autor Opinii kupił Produkt lub z niego korzystał. Opinia oznaczona jako zweryfikowana została napisana przez członka redakcji Serwisu. Usługodawca nie publikuje Opinii zamówionych ani opłaconych przez sprzedawców i nie zmienia treści Opinii Użytkowników.
6. Usługodawca może usunąć Opinię lub inną treść Użytkownika, która narusza prawo lub Regulamin. Autor zostanie o tym poinformowany wiadomością e-mail wraz z uzasadnieniem.

## §4. Rejestracja i konto {#rejestracja-i-konto}

1. Rejestracja jest dobrowolna i bezpłatna. Aby założyć Konto, należy wypełnić formularz rejestracyjny (imię lub nazwa, adres e-mail, hasło), zaakceptować Regulamin i [Politykę prywatności](/polityka-prywatnosci) oraz kliknąć link aktywacyjny wysłany na podany adres e-mail.
2. Umowa o prowadzenie Konta zostaje zawarta z chwilą potwierdzenia adresu e-mail, na czas nieokreślony. Osoba niepełnoletnia może założyć Konto za zgodą swojego przedstawiciela ustawowego.
3. Hasło musi mieć co najmniej 8 znaków, w tym wielką literę, cyfrę i znak specjalny. Użytkownik powinien zachować hasło w tajemnicy. W ustawieniach Konta można włączyć logowanie dwuetapowe.
4. Użytkownik może w każdej chwili, bez podawania przyczyny, wypowiedzieć umowę, usuwając Konto w ustawieniach Konta lub wysyłając prośbę na adres [kontakt@viralneprodukty.pl](mailto:kontakt@viralneprodukty.pl). Usługodawca potwierdza przyjęcie żądania w ciągu 24 godzin.
5. Usługodawca może wypowiedzieć umowę o prowadzenie Konta z zachowaniem 14-dniowego okresu wypowiedzenia z ważnych przyczyn, w szczególności z powodu uporczywego naruszania Regulaminu, a w razie rażącego naruszenia prawa może niezwłocznie zablokować Konto. Usługodawca informuje Użytkownika o przyczynie wiadomością e-mail.

## §5. Linki afiliacyjne {#linki-afiliacyjne}

1. Serwis zawiera Linki afiliacyjne. Jeżeli Użytkownik przejdzie przez taki link do Sklepu partnerskiego i dokona tam zakupu, Usługodawca może otrzymać od tego sklepu prowizję. Cena płacona przez Użytkownika nie zmienia się.
2. Linki afiliacyjne prowadzą przez adres Serwisu zaczynający się od \`/go/\`, który zlicza kliknięcie i przekierowuje do Sklepu partnerskiego. Linki są oznaczone jako sponsorowane, a przy odnośnikach do sklepów Serwis informuje o ich afiliacyjnym charakterze.
3. Prowizje nie wpływają na oceny ani na kolejność Produktów w katalogu. Kolejność zależy od sortowania wybranego przez Użytkownika (popularność, data dodania, ocena, cena).
4. Ceny podawane w Serwisie mają charakter orientacyjny. Wiążąca jest cena i dostępność w Sklepie partnerskim w chwili składania zamówienia.
5. Usługodawca nie jest stroną umowy sprzedaży. Reklamacje Produktów, zwroty i odstąpienia od umowy należy kierować do sprzedawcy. Szczegóły programu opisuje strona [Program afiliacyjny](/afiliacja).

## §6. Odpowiedzialność {#odpowiedzialnosc}

1. Treści mają charakter informacyjny i wyrażają opinię redakcji lub Użytkowników. Nie stanowią porady specjalistycznej ani gwarancji jakości Produktów. Usługodawca dokłada starań, aby Treści były rzetelne i aktualne, jednak ceny, dostępność i parametry Produktów mogą się zmieniać.
2. Usługodawca nie odpowiada za działanie Sklepów partnerskich i innych stron zewnętrznych, za sprzedawane tam produkty ani za realizację zamówień.
3. Za treść Opinii odpowiada jej autor. Każdy może zgłosić treść, która w jego ocenie jest bezprawna, pisząc na adres [kontakt@viralneprodukty.pl](mailto:kontakt@viralneprodukty.pl) i wskazując treść oraz powód zgłoszenia. Usługodawca rozpatruje zgłoszenia niezwłocznie i usuwa lub blokuje dostęp do treści bezprawnych.
4. Usługodawca może czasowo ograniczyć dostęp do Serwisu z powodu prac technicznych lub awarii, starając się, aby przerwy były jak najkrótsze.
5. Reklamacje dotyczące działania Serwisu można składać na adres [kontakt@viralneprodukty.pl](mailto:kontakt@viralneprodukty.pl). Usługodawca odpowiada na reklamację w ciągu 14 dni od jej otrzymania.
6. Postanowienia Regulaminu nie wyłączają ani nie ograniczają odpowiedzialności Usługodawcy wobec konsumentów w zakresie, w jakim nie pozwalają na to bezwzględnie obowiązujące przepisy prawa.

## §7. Prawa autorskie {#prawa-autorskie}

1. Treści, układ graficzny i logo Serwisu podlegają ochronie na podstawie ustawy z dnia 4 lutego 1994 r. o prawie autorskim i prawach pokrewnych. Wolno z nich korzystać w ramach dozwolonego użytku, w tym cytować fragmenty z podaniem źródła i linkiem do Serwisu. Inne wykorzystanie wymaga zgody Usługodawcy.
2. Nazwy i znaki towarowe sklepów, producentów i serwisów społecznościowych należą do ich właścicieli i są używane wyłącznie w celu wskazania Produktu lub sklepu.
3. Dodając Opinię, Użytkownik udziela Usługodawcy nieodpłatnej, niewyłącznej licencji, bez ograniczeń terytorialnych, na publikowanie Opinii w Serwisie przez czas jej udostępniania w Serwisie, i oświadcza, że przysługują mu prawa do jej treści.

## §8. Postanowienia końcowe {#postanowienia-koncowe}

1. Usługodawca może zmienić Regulamin z ważnych przyczyn, takich jak zmiana przepisów prawa lub zmiana zakresu usług. O zmianie informuje na stronie Serwisu, a Użytkowników posiadających Konto także wiadomością e-mail, co najmniej 14 dni przed jej wejściem w życie. Użytkownik, który nie akceptuje zmian, może usunąć Konto.
2. W sprawach nieuregulowanych stosuje się prawo polskie. Wybór prawa nie pozbawia konsumenta ochrony, jaką zapewniają mu przepisy prawa państwa jego zwykłego pobytu, których nie można wyłączyć umową.
3. Konsument może skorzystać z pozasądowych sposobów rozpatrywania sporów, w szczególności z pomocy miejskiego lub powiatowego rzecznika konsumentów. Informacje na ten temat udostępnia Prezes Urzędu Ochrony Konkurencji i Konsumentów na stronie uokik.gov.pl.
4. Pytania dotyczące Regulaminu prosimy kierować na adres [kontakt@viralneprodukty.pl](mailto:kontakt@viralneprodukty.pl).
5. Regulamin obowiązuje od {{obowiazuje-od}}
`;
