import { Link } from "react-router";
import { DataTable } from "~/components/ui/data-table";
import { LegalDocument, Mail, type LegalSectionData } from "../components/legal-document";
import { MAILBOXES, STATIC_PAGES } from "../pages";
import { RETENTION } from "./retention";

// spec: public §2 /polityka-prywatnosci, §9 Policy text (retention periods). Must agree with /cookies.
// ADR 017: views are counted without cookies, from a daily-rotating keyed hash of IP + user agent.
const PURPOSES: [purpose: string, basis: string][] = [
  ["Założenie i prowadzenie Konta, logowanie, lista życzeń, polubienia i Opinie", "art. 6 ust. 1 lit. b RODO – wykonanie umowy o prowadzenie Konta"],
  ["Wiadomości związane z Kontem: link aktywacyjny, reset hasła, ważne zmiany Regulaminu", "art. 6 ust. 1 lit. b RODO – wykonanie umowy"],
  ["Wiadomości o nowych produktach i trendach (newsletter)", "art. 6 ust. 1 lit. a RODO – Twoja zgoda, którą możesz wycofać w ustawieniach Konta"],
  ["Bezpieczeństwo Serwisu: ochrona przed nadużyciami, limity prób logowania, dzienniki serwera", "art. 6 ust. 1 lit. f RODO – nasz prawnie uzasadniony interes"],
  ["Liczenie wyświetleń Produktów bez plików cookies (bez profilowania i reklam)", "art. 6 ust. 1 lit. f RODO – prawnie uzasadniony interes: statystyki popularności produktów"],
  ["Statystyki kliknięć w linki do sklepów (bez profilowania i reklam)", "art. 6 ust. 1 lit. f RODO – prawnie uzasadniony interes: rzetelne liczniki i rozliczenia z programami partnerskimi"],
  ["Odpowiedzi na wiadomości i zgłoszenia, rozpatrywanie reklamacji", "art. 6 ust. 1 lit. f RODO – prawnie uzasadniony interes: komunikacja z Tobą"],
  ["Ustalenie, dochodzenie lub obrona roszczeń", "art. 6 ust. 1 lit. f RODO – prawnie uzasadniony interes"],
];

const SECTIONS: LegalSectionData[] = [
  {
    id: "administrator",
    title: "1. Administrator danych",
    body: (
      <>
        <p>
          Administratorem Twoich danych osobowych jest Usługodawca prowadzący serwis Viralne Produkty, opisany w{" "}
          <Link to="/regulamin">Regulaminie</Link> (dalej: „my”). We wszystkich sprawach dotyczących danych osobowych
          możesz pisać na adres <Mail to={MAILBOXES.privacy} />.
        </p>
        <p>
          Dane przetwarzamy zgodnie z rozporządzeniem Parlamentu Europejskiego i Rady (UE) 2016/679 (dalej: „RODO”) oraz
          ustawą z dnia 10 maja 2018 r. o ochronie danych osobowych.
        </p>
      </>
    ),
  },
  {
    id: "jakie-dane",
    title: "2. Jakie dane przetwarzamy",
    body: (
      <ul>
        <li><strong>Dane Konta:</strong> imię lub nazwa, adres e-mail, hasło (wyłącznie w postaci zabezpieczonego skrótu), data rejestracji, ustawienia i udzielone zgody.</li>
        <li><strong>Aktywność w Serwisie:</strong> lista życzeń, polubienia i Opinie wraz z datą dodania.</li>
        <li><strong>Dane techniczne:</strong> adres IP, typ urządzenia i przeglądarki, czas żądań oraz informacje o sesji logowania.</li>
        <li><strong>Statystyki kliknięć:</strong> kliknięcia w linki do sklepów (Produkt, sklep, strona, z której nastąpiło przejście, a u zalogowanych – identyfikator Konta).</li>
        <li>
          <strong>Statystyki wyświetleń:</strong> wyświetlenia Produktów liczymy bez plików cookies i bez zapisywania
          czegokolwiek w Twoim urządzeniu. Aby wejście tej samej osoby na stronę Produktu liczyło się raz na 30 minut,
          z adresu IP, identyfikatora przeglądarki (nagłówka <code>User-Agent</code>) i oznaczenia Produktu tworzymy
          pseudonimowy skrót kryptograficzny z tajnym kluczem zmienianym codziennie. Zapisujemy tylko ten skrót – bez
          adresu IP i identyfikatora przeglądarki. Jest on inny dla każdego Produktu i każdego dnia, więc nie pozwala
          powiązać Twoich wizyt z różnych dni. Przechowujemy go przez {RETENTION.viewHashes}, a potem automatycznie
          usuwamy.
        </li>
        <li><strong>Korespondencja:</strong> adres e-mail i treść wiadomości, które do nas wysyłasz.</li>
      </ul>
    ),
  },
  {
    id: "cele-i-podstawy",
    title: "3. Cele i podstawy prawne",
    body: (
      <>
        <p>Przetwarzamy dane tylko w określonych celach i na podstawach wskazanych w art. 6 RODO:</p>
        <DataTable
          caption="Cele przetwarzania danych i ich podstawy prawne"
          columns={[
            { key: "purpose", header: "Cel", cell: ([purpose]) => purpose },
            { key: "basis", header: "Podstawa prawna", cell: ([, basis]) => basis },
          ]}
          rows={PURPOSES}
          rowKey={([purpose]) => purpose}
        />
        <p>
          Podanie danych jest dobrowolne, ale bez adresu e-mail i hasła nie można założyć Konta. Nie podejmujemy wobec
          Ciebie decyzji opartych wyłącznie na zautomatyzowanym przetwarzaniu, w tym profilowaniu, które wywoływałyby
          skutki prawne lub w podobny sposób istotnie na Ciebie wpływały.
        </p>
      </>
    ),
  },
  {
    id: "odbiorcy",
    title: "4. Odbiorcy danych",
    body: (
      <>
        <p>Twoje dane mogą otrzymać wyłącznie:</p>
        <ul>
          <li>dostawcy usług, z których korzystamy przy prowadzeniu Serwisu – hostingu i serwerów, bazy danych, przechowywania plików oraz wysyłki poczty e-mail – działający na nasze zlecenie na podstawie umów powierzenia przetwarzania danych (art. 28 RODO);</li>
          <li>organy publiczne, gdy obowiązek przekazania danych wynika z przepisów prawa.</li>
        </ul>
        <p>
          Nie sprzedajemy danych i nie przekazujemy ich Sklepom partnerskim. Po przejściu do sklepu przez link
          afiliacyjny obowiązuje polityka prywatności tego sklepu. Co do zasady nie przekazujemy danych poza Europejski
          Obszar Gospodarczy; jeśli byłoby to konieczne, zrobimy to wyłącznie z zabezpieczeniami z rozdziału V RODO, np.
          standardowymi klauzulami umownymi.
        </p>
      </>
    ),
  },
  {
    id: "okres-przechowywania",
    title: "5. Jak długo przechowujemy dane",
    body: (
      <ul>
        <li><strong>Dane Konta i aktywność</strong> – przez czas posiadania Konta. Po usunięciu Konta usuwamy je lub trwale anonimizujemy, chyba że są nam potrzebne do obrony przed roszczeniami.</li>
        <li><strong>Dane techniczne</strong> (dzienniki serwera, dane sesji, statystyki kliknięć) – {RETENTION.technical}.</li>
        <li><strong>Skróty służące do liczenia wyświetleń</strong> – {RETENTION.viewHashes}, potem usuwamy je automatycznie. Same liczniki wyświetleń Produktów są sumami i nie zawierają danych osobowych.</li>
        <li><strong>Dane kontaktowe i korespondencja</strong> – {RETENTION.contact} od zakończenia sprawy, ze względu na możliwe roszczenia.</li>
        <li><strong>Dane przetwarzane na podstawie zgody</strong> – do jej wycofania.</li>
        <li><strong>Długoterminowe pliki cookies</strong> – {RETENTION.longTermCookies}. Analitycznych plików cookies nie używamy; gdybyśmy je wprowadzili, to tylko za Twoją zgodą i na okres {RETENTION.analyticsCookies}. Konkretne okresy dla każdego pliku podaje <Link to="/cookies">Polityka cookies</Link>.</li>
      </ul>
    ),
  },
  {
    id: "twoje-prawa",
    title: "6. Twoje prawa",
    body: (
      <>
        <p>Masz prawo do:</p>
        <ul>
          <li>dostępu do swoich danych i otrzymania ich kopii (art. 15 RODO);</li>
          <li>sprostowania danych (art. 16 RODO);</li>
          <li>usunięcia danych (art. 17 RODO) – także przez usunięcie Konta w jego ustawieniach;</li>
          <li>ograniczenia przetwarzania (art. 18 RODO);</li>
          <li>przenoszenia danych, które nam przekazałeś (art. 20 RODO);</li>
          <li>sprzeciwu wobec przetwarzania opartego na naszym prawnie uzasadnionym interesie (art. 21 RODO);</li>
          <li>wycofania zgody w dowolnym momencie, bez wpływu na zgodność z prawem przetwarzania sprzed jej wycofania (art. 7 ust. 3 RODO).</li>
        </ul>
        <p>
          Aby skorzystać z tych praw, napisz na adres <Mail to={MAILBOXES.privacy} />. Odpowiemy bez zbędnej zwłoki, nie
          później niż w ciągu miesiąca.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "7. Pliki cookies",
    body: (
      <p>
        Serwis ustawia tylko własne pliki cookies: pliki logowania (plik sesji logowania, jego pliki pomocnicze
        i znacznik działającego JavaScriptu) dopiero wtedy, gdy logujesz się do Konta, a także – tylko gdy o to
        poprosisz – wybrany motyw kolorów oraz jednorazowy komunikat po wykonanej akcji. Przeglądanie Serwisu bez
        logowania nie zapisuje w Twoim urządzeniu żadnych innych plików cookies – także wyświetlenia Produktów
        liczymy bez nich (punkt 2). Nie używamy
        analitycznych ani reklamowych plików cookies, również podmiotów trzecich. Szczegóły opisuje{" "}
        <Link to="/cookies">Polityka cookies</Link>.
      </p>
    ),
  },
  {
    id: "bezpieczenstwo",
    title: "8. Bezpieczeństwo danych",
    body: (
      <p>
        Stosujemy szyfrowane połączenie (HTTPS), przechowujemy hasła wyłącznie w postaci skrótu kryptograficznego,
        umożliwiamy logowanie dwuetapowe i ograniczamy dostęp do danych do osób, które go potrzebują w związku z pełnioną
        funkcją.
      </p>
    ),
  },
  {
    id: "skarga",
    title: "9. Skarga do organu nadzorczego",
    body: (
      <>
        <p>
          Jeśli uważasz, że przetwarzamy Twoje dane niezgodnie z prawem, masz prawo wnieść skargę do organu nadzorczego:
        </p>
        <p className="rounded-xl bg-slate-50 p-4 dark:bg-slate-900">
          Prezes Urzędu Ochrony Danych Osobowych (PUODO)
          <br />
          ul. Stawki 2, 00-193 Warszawa
          <br />
          <a href="https://uodo.gov.pl" rel="noopener noreferrer">uodo.gov.pl</a>
        </p>
        <p>Zachęcamy, by najpierw napisać do nas – postaramy się wyjaśnić sprawę.</p>
      </>
    ),
  },
  {
    id: "zmiany",
    title: "10. Zmiany polityki",
    body: (
      <p>
        Politykę aktualizujemy, gdy zmieniają się przepisy lub sposób działania Serwisu. O istotnych zmianach informujemy
        na stronie Serwisu, a posiadaczy Konta także e-mailem. Aktualna wersja zawsze jest dostępna pod tym adresem.
      </p>
    ),
  },
];

export function PrivacyPage({ appUrl }: { appUrl: string }) {
  return (
    <LegalDocument
      page={STATIC_PAGES.privacy}
      appUrl={appUrl}
      sections={SECTIONS}
      lead={<p>Wyjaśniamy, jakie dane zbieramy, po co, komu je powierzamy, jak długo je przechowujemy i jakie masz prawa.</p>}
    />
  );
}
