import { Link } from "react-router";
import { LegalDocument, Mail, type LegalSectionData } from "../components/legal-document";
import { LEGAL_EFFECTIVE_TEXT, MAILBOXES, STATIC_PAGES } from "../pages";

// spec: public §2 /regulamin — §1–§8, a contact e-mail, effective 13 July 2025, breadcrumb, SEO metadata.
const SECTIONS: LegalSectionData[] = [
  {
    id: "postanowienia-ogolne",
    title: "§1. Postanowienia ogólne",
    body: (
      <ol>
        <li>
          Niniejszy regulamin (dalej: „Regulamin”) określa zasady korzystania z serwisu internetowego Viralne Produkty
          (dalej: „Serwis”), rodzaje i zakres usług świadczonych w Serwisie drogą elektroniczną, warunki zawierania i
          rozwiązywania umów o świadczenie tych usług oraz tryb postępowania reklamacyjnego.
        </li>
        <li>
          Regulamin jest regulaminem, o którym mowa w art. 8 ustawy z dnia 18 lipca 2002 r. o świadczeniu usług drogą
          elektroniczną.
        </li>
        <li>
          Serwis prowadzi zespół Viralne Produkty (dalej: „Usługodawca”). Z Usługodawcą można się kontaktować pod adresem
          e-mail <Mail to={MAILBOXES.contact} />.
        </li>
        <li>
          Korzystanie z Serwisu, w tym założenie i prowadzenie Konta, jest bezpłatne. Regulamin jest dostępny nieodpłatnie
          na stronie Serwisu w formie, która umożliwia jego pobranie, wydrukowanie i zapisanie.
        </li>
        <li>Każdy Użytkownik jest obowiązany przestrzegać Regulaminu od chwili rozpoczęcia korzystania z Serwisu.</li>
      </ol>
    ),
  },
  {
    id: "definicje",
    title: "§2. Definicje",
    body: (
      <ul>
        <li><strong>Serwis</strong> – serwis internetowy Viralne Produkty wraz z blogiem, katalogiem produktów i Kontami Użytkowników.</li>
        <li><strong>Usługodawca</strong> – podmiot prowadzący Serwis, wskazany w §1 ust. 3.</li>
        <li><strong>Użytkownik</strong> – każda osoba korzystająca z Serwisu, także bez zakładania Konta.</li>
        <li><strong>Konto</strong> – chroniony hasłem zbiór danych i ustawień Użytkownika, który się zarejestrował, umożliwiający korzystanie z listy życzeń (wishlist), polubień i opinii.</li>
        <li><strong>Produkt</strong> – opis produktu prezentowanego w katalogu Serwisu. Serwis nie sprzedaje Produktów.</li>
        <li><strong>Sklep partnerski</strong> – zewnętrzny sklep lub platforma sprzedażowa (np. Temu, AliExpress, Amazon), do której prowadzą Linki afiliacyjne.</li>
        <li><strong>Link afiliacyjny</strong> – odnośnik do Sklepu partnerskiego, za którego pośrednictwem Usługodawca może otrzymać prowizję od zakupu.</li>
        <li><strong>Opinia</strong> – ocena w skali od 1 do 5 gwiazdek wraz z komentarzem, dodana do Produktu przez zalogowanego Użytkownika.</li>
        <li><strong>Treści</strong> – opisy Produktów, wpisy na blogu, recenzje, zestawienia, ostrzeżenia (Scam Alert), zdjęcia i inne materiały publikowane w Serwisie.</li>
      </ul>
    ),
  },
  {
    id: "zasady-korzystania",
    title: "§3. Zasady korzystania z serwisu",
    body: (
      <>
        <ol>
          <li>
            Serwis ma charakter informacyjny. Prezentuje Produkty popularne w mediach społecznościowych, recenzje,
            zestawienia i ostrzeżenia przed nieuczciwymi ofertami oraz odsyła do Sklepów partnerskich. Umowy sprzedaży
            Użytkownik zawiera bezpośrednio ze sprzedawcą w Sklepie partnerskim, na warunkach tego sklepu.
          </li>
          <li>
            Do korzystania z Serwisu potrzebne jest urządzenie z dostępem do Internetu i aktualną przeglądarką
            internetową. Do logowania przeglądarka musi przyjmować pliki cookies, a do rejestracji potrzebny jest
            aktywny adres e-mail.
          </li>
          <li>
            Użytkownik zobowiązuje się korzystać z Serwisu zgodnie z prawem, Regulaminem i dobrymi obyczajami, a w
            szczególności nie:
            <ul>
              <li>publikować treści bezprawnych, obraźliwych, wulgarnych ani naruszających dobra osobiste innych osób;</li>
              <li>zamieszczać reklam, spamu ani treści promujących własną działalność bez zgody Usługodawcy;</li>
              <li>podszywać się pod inne osoby, w tym pod członków redakcji Serwisu;</li>
              <li>podejmować działań zakłócających pracę Serwisu lub naruszających jego bezpieczeństwo, w tym masowo i automatycznie pobierać z niego danych.</li>
            </ul>
          </li>
          <li>
            Opinia powinna opisywać własne doświadczenia Użytkownika z Produktem. Każdy Użytkownik może dodać jedną
            Opinię do danego Produktu. Dodając Opinię, Użytkownik potwierdza, że jest ona zgodna z prawdą i z Regulaminem.
          </li>
          <li>
            Usługodawca nie sprawdza, czy autor Opinii kupił Produkt lub z niego korzystał. Opinia oznaczona jako
            zweryfikowana została napisana przez członka redakcji Serwisu. Usługodawca nie publikuje Opinii zamówionych
            ani opłaconych przez sprzedawców i nie zmienia treści Opinii Użytkowników.
          </li>
          <li>
            Usługodawca może usunąć Opinię lub inną treść Użytkownika, która narusza prawo lub Regulamin. Autor zostanie
            o tym poinformowany wiadomością e-mail wraz z uzasadnieniem.
          </li>
        </ol>
      </>
    ),
  },
  {
    id: "rejestracja-i-konto",
    title: "§4. Rejestracja i konto",
    body: (
      <ol>
        <li>
          Rejestracja jest dobrowolna i bezpłatna. Aby założyć Konto, należy wypełnić formularz rejestracyjny (imię lub
          nazwa, adres e-mail, hasło), zaakceptować Regulamin i <Link to="/polityka-prywatnosci">Politykę prywatności</Link>{" "}
          oraz kliknąć link aktywacyjny wysłany na podany adres e-mail.
        </li>
        <li>
          Umowa o prowadzenie Konta zostaje zawarta z chwilą potwierdzenia adresu e-mail, na czas nieokreślony. Osoba
          niepełnoletnia może założyć Konto za zgodą swojego przedstawiciela ustawowego.
        </li>
        <li>
          Hasło musi mieć co najmniej 8 znaków, w tym wielką literę, cyfrę i znak specjalny. Użytkownik powinien
          zachować hasło w tajemnicy. W ustawieniach Konta można włączyć logowanie dwuetapowe.
        </li>
        <li>
          Użytkownik może w każdej chwili, bez podawania przyczyny, wypowiedzieć umowę, usuwając Konto w ustawieniach
          Konta lub wysyłając prośbę na adres <Mail to={MAILBOXES.contact} />. Usługodawca potwierdza przyjęcie
          żądania w ciągu 24 godzin.
        </li>
        <li>
          Usługodawca może wypowiedzieć umowę o prowadzenie Konta z zachowaniem 14-dniowego okresu wypowiedzenia z ważnych
          przyczyn, w szczególności z powodu uporczywego naruszania Regulaminu, a w razie rażącego naruszenia prawa może
          niezwłocznie zablokować Konto. Usługodawca informuje Użytkownika o przyczynie wiadomością e-mail.
        </li>
      </ol>
    ),
  },
  {
    id: "linki-afiliacyjne",
    title: "§5. Linki afiliacyjne",
    body: (
      <ol>
        <li>
          Serwis zawiera Linki afiliacyjne. Jeżeli Użytkownik przejdzie przez taki link do Sklepu partnerskiego i dokona
          tam zakupu, Usługodawca może otrzymać od tego sklepu prowizję. Cena płacona przez Użytkownika nie zmienia się.
        </li>
        <li>
          Linki afiliacyjne prowadzą przez adres Serwisu zaczynający się od <code>/go/</code>, który zlicza kliknięcie i
          przekierowuje do Sklepu partnerskiego. Linki są oznaczone jako sponsorowane, a przy odnośnikach do sklepów
          Serwis informuje o ich afiliacyjnym charakterze.
        </li>
        <li>
          Prowizje nie wpływają na oceny ani na kolejność Produktów w katalogu. Kolejność zależy od sortowania wybranego
          przez Użytkownika (popularność, data dodania, ocena, cena).
        </li>
        <li>
          Ceny podawane w Serwisie mają charakter orientacyjny. Wiążąca jest cena i dostępność w Sklepie partnerskim w
          chwili składania zamówienia.
        </li>
        <li>
          Usługodawca nie jest stroną umowy sprzedaży. Reklamacje Produktów, zwroty i odstąpienia od umowy należy kierować
          do sprzedawcy. Szczegóły programu opisuje strona <Link to="/afiliacja">Program afiliacyjny</Link>.
        </li>
      </ol>
    ),
  },
  {
    id: "odpowiedzialnosc",
    title: "§6. Odpowiedzialność",
    body: (
      <ol>
        <li>
          Treści mają charakter informacyjny i wyrażają opinię redakcji lub Użytkowników. Nie stanowią porady
          specjalistycznej ani gwarancji jakości Produktów. Usługodawca dokłada starań, aby Treści były rzetelne i
          aktualne, jednak ceny, dostępność i parametry Produktów mogą się zmieniać.
        </li>
        <li>
          Usługodawca nie odpowiada za działanie Sklepów partnerskich i innych stron zewnętrznych, za sprzedawane tam
          produkty ani za realizację zamówień.
        </li>
        <li>
          Za treść Opinii odpowiada jej autor. Każdy może zgłosić treść, która w jego ocenie jest bezprawna, pisząc na
          adres <Mail to={MAILBOXES.contact} /> i wskazując treść oraz powód zgłoszenia. Usługodawca rozpatruje
          zgłoszenia niezwłocznie i usuwa lub blokuje dostęp do treści bezprawnych.
        </li>
        <li>
          Usługodawca może czasowo ograniczyć dostęp do Serwisu z powodu prac technicznych lub awarii, starając się, aby
          przerwy były jak najkrótsze.
        </li>
        <li>
          Reklamacje dotyczące działania Serwisu można składać na adres <Mail to={MAILBOXES.contact} />. Usługodawca
          odpowiada na reklamację w ciągu 14 dni od jej otrzymania.
        </li>
        <li>
          Postanowienia Regulaminu nie wyłączają ani nie ograniczają odpowiedzialności Usługodawcy wobec konsumentów w
          zakresie, w jakim nie pozwalają na to bezwzględnie obowiązujące przepisy prawa.
        </li>
      </ol>
    ),
  },
  {
    id: "prawa-autorskie",
    title: "§7. Prawa autorskie",
    body: (
      <ol>
        <li>
          Treści, układ graficzny i logo Serwisu podlegają ochronie na podstawie ustawy z dnia 4 lutego 1994 r. o prawie
          autorskim i prawach pokrewnych. Wolno z nich korzystać w ramach dozwolonego użytku, w tym cytować fragmenty z
          podaniem źródła i linkiem do Serwisu. Inne wykorzystanie wymaga zgody Usługodawcy.
        </li>
        <li>
          Nazwy i znaki towarowe sklepów, producentów i serwisów społecznościowych należą do ich właścicieli i są używane
          wyłącznie w celu wskazania Produktu lub sklepu.
        </li>
        <li>
          Dodając Opinię, Użytkownik udziela Usługodawcy nieodpłatnej, niewyłącznej licencji, bez ograniczeń
          terytorialnych, na publikowanie Opinii w Serwisie przez czas jej udostępniania w Serwisie, i oświadcza, że
          przysługują mu prawa do jej treści.
        </li>
      </ol>
    ),
  },
  {
    id: "postanowienia-koncowe",
    title: "§8. Postanowienia końcowe",
    body: (
      <ol>
        <li>
          Usługodawca może zmienić Regulamin z ważnych przyczyn, takich jak zmiana przepisów prawa lub zmiana zakresu
          usług. O zmianie informuje na stronie Serwisu, a Użytkowników posiadających Konto także wiadomością e-mail, co
          najmniej 14 dni przed jej wejściem w życie. Użytkownik, który nie akceptuje zmian, może usunąć Konto.
        </li>
        <li>
          W sprawach nieuregulowanych stosuje się prawo polskie. Wybór prawa nie pozbawia konsumenta ochrony, jaką
          zapewniają mu przepisy prawa państwa jego zwykłego pobytu, których nie można wyłączyć umową.
        </li>
        <li>
          Konsument może skorzystać z pozasądowych sposobów rozpatrywania sporów, w szczególności z pomocy miejskiego
          lub powiatowego rzecznika konsumentów. Informacje na ten temat udostępnia Prezes Urzędu Ochrony Konkurencji i
          Konsumentów na stronie uokik.gov.pl.
        </li>
        <li>
          Pytania dotyczące Regulaminu prosimy kierować na adres <Mail to={MAILBOXES.contact} />.
        </li>
        <li>Regulamin obowiązuje od {LEGAL_EFFECTIVE_TEXT}</li>
      </ol>
    ),
  },
];

export function TermsPage({ appUrl }: { appUrl: string }) {
  return (
    <LegalDocument
      page={STATIC_PAGES.terms}
      appUrl={appUrl}
      sections={SECTIONS}
      lead={
        <p>
          Zasady korzystania z serwisu Viralne Produkty: co oferujemy, jak działa konto, czym są linki afiliacyjne i za
          co odpowiadamy. Kontakt w sprawie Regulaminu: <Mail to={MAILBOXES.contact} />.
        </p>
      }
    />
  );
}
