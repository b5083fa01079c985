// ADR 172: the privacy policy as published on 13 July 2025 — version 1, seeded when the document has
// no version yet (seed.server.ts). spec: public §2 /polityka-prywatnosci, §9 Policy text: the retention
// periods are the code's facts ({{okres-…}}, document-facts.ts). Must agree with /cookies.
// Markdown as the editor shows it; the page renders it through the site's markdown renderer.
export const PRIVACY_V1 = `Wyjaśniamy, jakie dane zbieramy, po co, komu je powierzamy, jak długo je przechowujemy i jakie masz prawa.

## 1. Administrator danych {#administrator}

Administratorem Twoich danych osobowych jest Usługodawca prowadzący serwis Viralne Produkty, opisany w [Regulaminie](/regulamin) (dalej: „my”). We wszystkich sprawach dotyczących danych osobowych możesz pisać na adres [prywatnosc@viralneprodukty.pl](mailto:prywatnosc@viralneprodukty.pl).

Dane przetwarzamy zgodnie z rozporządzeniem Parlamentu Europejskiego i Rady (UE) 2016/679 (dalej: „RODO”) oraz ustawą z dnia 10 maja 2018 r. o ochronie danych osobowych.

## 2. Jakie dane przetwarzamy {#jakie-dane}

- **Dane Konta:** imię lub nazwa, adres e-mail, hasło (wyłącznie w postaci zabezpieczonego skrótu), data rejestracji, ustawienia i udzielone zgody.
- **Aktywność w Serwisie:** lista życzeń, polubienia i Opinie wraz z datą dodania.
- **Dane techniczne:** adres IP, typ urządzenia i przeglądarki, czas żądań oraz informacje o sesji logowania.
- **Statystyki kliknięć:** kliknięcia w linki do sklepów (Produkt, sklep, strona, z której nastąpiło przejście, a u zalogowanych – identyfikator Konta).
- **Statystyki wyświetleń:** wyświetlenia Produktów liczymy bez plików cookies i bez zapisywania czegokolwiek w Twoim urządzeniu. Aby wejście tej samej osoby na stronę Produktu liczyło się raz na 30 minut, z adresu IP, identyfikatora przeglądarki (nagłówka \`User-Agent\`) i oznaczenia Produktu tworzymy pseudonimowy skrót kryptograficzny z tajnym kluczem zmienianym codziennie. Zapisujemy tylko ten skrót – bez adresu IP i identyfikatora przeglądarki. Jest on inny dla każdego Produktu i każdego dnia, więc nie pozwala powiązać Twoich wizyt z różnych dni. Przechowujemy go przez {{okres-skroty-wyswietlen}}, a potem automatycznie usuwamy.
- **Korespondencja:** adres e-mail i treść wiadomości, które do nas wysyłasz.

## 3. Cele i podstawy prawne {#cele-i-podstawy}

Przetwarzamy dane tylko w określonych celach i na podstawach wskazanych w art. 6 RODO:

| Cel | Podstawa prawna |
| --- | --- |
| Założenie i prowadzenie Konta, logowanie, lista życzeń, polubienia i Opinie | art. 6 ust. 1 lit. b RODO – wykonanie umowy o prowadzenie Konta |
| Wiadomości związane z Kontem: link aktywacyjny, reset hasła, ważne zmiany Regulaminu | art. 6 ust. 1 lit. b RODO – wykonanie umowy |
| Wiadomości o nowych produktach i trendach (newsletter) | art. 6 ust. 1 lit. a RODO – Twoja zgoda, którą możesz wycofać w ustawieniach Konta |
| Bezpieczeństwo Serwisu: ochrona przed nadużyciami, limity prób logowania, dzienniki serwera | art. 6 ust. 1 lit. f RODO – nasz prawnie uzasadniony interes |
| Liczenie wyświetleń Produktów bez plików cookies (bez profilowania i reklam) | art. 6 ust. 1 lit. f RODO – prawnie uzasadniony interes: statystyki popularności produktów |
| Statystyki kliknięć w linki do sklepów (bez profilowania i reklam) | art. 6 ust. 1 lit. f RODO – prawnie uzasadniony interes: rzetelne liczniki i rozliczenia z programami partnerskimi |
| Odpowiedzi na wiadomości i zgłoszenia, rozpatrywanie reklamacji | art. 6 ust. 1 lit. f RODO – prawnie uzasadniony interes: komunikacja z Tobą |
| Ustalenie, dochodzenie lub obrona roszczeń | art. 6 ust. 1 lit. f RODO – prawnie uzasadniony interes |

Podanie danych jest dobrowolne, ale bez adresu e-mail i hasła nie można założyć Konta. Nie podejmujemy wobec Ciebie decyzji opartych wyłącznie na zautomatyzowanym przetwarzaniu, w tym profilowaniu, które wywoływałyby skutki prawne lub w podobny sposób istotnie na Ciebie wpływały.

## 4. Odbiorcy danych {#odbiorcy}

Twoje dane mogą otrzymać wyłącznie:

- dostawcy usług, z których korzystamy przy prowadzeniu Serwisu – hostingu i serwerów, bazy danych, przechowywania plików oraz wysyłki poczty e-mail – działający na nasze zlecenie na podstawie umów powierzenia przetwarzania danych (art. 28 RODO);
- organy publiczne, gdy obowiązek przekazania danych wynika z przepisów prawa.

Nie sprzedajemy danych i nie przekazujemy ich Sklepom partnerskim. Po przejściu do sklepu przez link afiliacyjny obowiązuje polityka prywatności tego sklepu. Co do zasady nie przekazujemy danych poza Europejski Obszar Gospodarczy; jeśli byłoby to konieczne, zrobimy to wyłącznie z zabezpieczeniami z rozdziału V RODO, np. standardowymi klauzulami umownymi.

## 5. Jak długo przechowujemy dane {#okres-przechowywania}

- **Dane Konta i aktywność** – przez czas posiadania Konta. Po usunięciu Konta usuwamy je lub trwale anonimizujemy, chyba że są nam potrzebne do obrony przed roszczeniami.
- **Dane techniczne** (dzienniki serwera, dane sesji, statystyki kliknięć) – {{okres-dane-techniczne}}.
- **Skróty służące do liczenia wyświetleń** – {{okres-skroty-wyswietlen}}, potem usuwamy je automatycznie. Same liczniki wyświetleń Produktów są sumami i nie zawierają danych osobowych.
- **Dane kontaktowe i korespondencja** – {{okres-dane-kontaktowe}} od zakończenia sprawy, ze względu na możliwe roszczenia.
- **Dane przetwarzane na podstawie zgody** – do jej wycofania.
- **Długoterminowe pliki cookies** – {{okres-cookies-dlugoterminowe}}. Analitycznych plików cookies nie używamy; gdybyśmy je wprowadzili, to tylko za Twoją zgodą i na okres {{okres-cookies-analityczne}}. Konkretne okresy dla każdego pliku podaje [Polityka cookies](/cookies).

## 6. Twoje prawa {#twoje-prawa}

Masz prawo do:

- dostępu do swoich danych i otrzymania ich kopii (art. 15 RODO);
- sprostowania danych (art. 16 RODO);
- usunięcia danych (art. 17 RODO) – także przez usunięcie Konta w jego ustawieniach;
- ograniczenia przetwarzania (art. 18 RODO);
- przenoszenia danych, które nam przekazałeś (art. 20 RODO);
- sprzeciwu wobec przetwarzania opartego na naszym prawnie uzasadnionym interesie (art. 21 RODO);
- wycofania zgody w dowolnym momencie, bez wpływu na zgodność z prawem przetwarzania sprzed jej wycofania (art. 7 ust. 3 RODO).

Aby skorzystać z tych praw, napisz na adres [prywatnosc@viralneprodukty.pl](mailto:prywatnosc@viralneprodukty.pl). Odpowiemy bez zbędnej zwłoki, nie później niż w ciągu miesiąca.

## 7. Pliki cookies {#cookies}

Serwis ustawia tylko własne pliki cookies: pliki logowania (plik sesji logowania, jego pliki pomocnicze i znacznik działającego JavaScriptu) dopiero wtedy, gdy logujesz się do Konta, a także – tylko gdy o to poprosisz – wybrany motyw kolorów oraz jednorazowy komunikat po wykonanej akcji. Przeglądanie Serwisu bez logowania nie zapisuje w Twoim urządzeniu żadnych innych plików cookies – także wyświetlenia Produktów liczymy bez nich (punkt 2). Nie używamy analitycznych ani reklamowych plików cookies, również podmiotów trzecich. Szczegóły opisuje [Polityka cookies](/cookies).

## 8. Bezpieczeństwo danych {#bezpieczenstwo}

Stosujemy szyfrowane połączenie (HTTPS), przechowujemy hasła wyłącznie w postaci skrótu kryptograficznego, umożliwiamy logowanie dwuetapowe i ograniczamy dostęp do danych do osób, które go potrzebują w związku z pełnioną funkcją.

## 9. Skarga do organu nadzorczego {#skarga}

Jeśli uważasz, że przetwarzamy Twoje dane niezgodnie z prawem, masz prawo wnieść skargę do organu nadzorczego:

> Prezes Urzędu Ochrony Danych Osobowych (PUODO)\\
> ul. Stawki 2, 00-193 Warszawa\\
> [uodo.gov.pl](https://uodo.gov.pl)

Zachęcamy, by najpierw napisać do nas – postaramy się wyjaśnić sprawę.

## 10. Zmiany polityki {#zmiany}

Politykę aktualizujemy, gdy zmieniają się przepisy lub sposób działania Serwisu. O istotnych zmianach informujemy na stronie Serwisu, a posiadaczy Konta także e-mailem. Aktualna wersja zawsze jest dostępna pod tym adresem.
`;
