import { Link } from "react-router";
import { DataTable } from "~/components/ui/data-table";
import { LegalDocument, Mail, type LegalSectionData } from "../components/legal-document";
import { useSiteSettings } from "~/features/site-settings/use-site-settings";
import { STATIC_PAGES } from "../pages";
import { COOKIES, RETENTION } from "./retention";

// spec: public §2 /cookies, effective 13 July 2025. Lists only the cookies the site really sets;
// ADR 017: views are counted without a cookie, so browsing without an account stores nothing unless
// the visitor picks a theme (or an action leaves a one-time message).
const SECTIONS: LegalSectionData[] = [
  {
    id: "czym-sa-cookies",
    title: "1. Czym są pliki cookies",
    body: (
      <p>
        Pliki cookies („ciasteczka”) to niewielkie pliki tekstowe, które strona internetowa zapisuje w Twojej
        przeglądarce i odczytuje przy kolejnych wizytach. Pozwalają na przykład zapamiętać logowanie.
      </p>
    ),
  },
  {
    id: "jakie-cookies",
    title: "2. Jakie pliki cookies ustawiamy",
    body: (
      <>
        <p>
          Serwis ustawia wyłącznie własne pliki cookies, wymienione poniżej. Pliki logowania pojawiają się
          dopiero wtedy, gdy logujesz się do Konta; bez logowania zapisujemy tylko wybrany przez Ciebie motyw
          kolorów i jednorazowy komunikat po niektórych akcjach:
        </p>
        {/* Phone: one card per cookie; wider screens: the table. */}
        <ul className="mt-4! list-none! space-y-3 pl-0! sm:hidden">
          {COOKIES.map((c) => (
            <li key={c.name} className="rounded-xl border border-slate-200 p-4 text-sm dark:border-slate-800">
              <p className="mt-0! font-mono text-xs font-semibold break-all">{c.name}</p>
              <p className="mt-2!">{c.purpose}</p>
              <p className="mt-2!"><strong>Rodzaj:</strong> {c.kind}</p>
              <p className="mt-1!"><strong>Czas przechowywania:</strong> {c.lifetime}</p>
            </li>
          ))}
        </ul>
        <DataTable
          caption="Pliki cookies ustawiane przez Serwis"
          className="hidden sm:block"
          tableClassName="min-w-[36rem]"
          columns={[
            { key: "name", header: "Nazwa", cell: (c) => c.name, rowHeader: true, className: "font-mono text-xs break-all" },
            { key: "purpose", header: "Cel", cell: (c) => c.purpose },
            { key: "kind", header: "Rodzaj", cell: (c) => c.kind },
            { key: "lifetime", header: "Czas przechowywania", cell: (c) => c.lifetime },
          ]}
          rows={COOKIES}
          rowKey={(c) => c.name}
        />
        <p>
          Przy połączeniu szyfrowanym nazwy plików zaczynające się od <code>vp.</code> mają przedrostek <code>__Secure-</code>. Jeśli przeglądasz
          Serwis bez logowania i nie zmieniasz motywu, nie zapisujemy w Twoim urządzeniu żadnych plików cookies
          ani identyfikatorów.
          Przeglądarka zapamiętuje jedynie, do zamknięcia karty, miejsce przewinięcia odwiedzonych stron (w pamięci{" "}
          <code>sessionStorage</code>), aby przycisk „Wstecz” wracał w to samo miejsce. Te dane nie są do nas wysyłane.
        </p>
      </>
    ),
  },
  {
    id: "wyswietlenia",
    title: "3. Jak liczymy wyświetlenia bez plików cookies",
    body: (
      <>
        <p>
          Aby liczniki wyświetleń Produktów były rzetelne, kolejne wejścia tej samej osoby na stronę danego Produktu
          liczymy jako jedno wyświetlenie na 30 minut. Nie używamy do tego plików cookies ani niczego nie zapisujemy
          w Twoim urządzeniu.
        </p>
        <p>
          Korzystamy wyłącznie z danych, które przeglądarka i tak przesyła z każdym żądaniem strony: z adresu IP
          i identyfikatora przeglądarki (nagłówka <code>User-Agent</code>). Na serwerze tworzymy z nich, razem
          z oznaczeniem Produktu, pseudonimowy skrót kryptograficzny z tajnym kluczem, który zmienia się codziennie.
          Nie zapisujemy samego adresu IP ani identyfikatora przeglądarki. Skrót jest inny dla każdego Produktu
          i każdego dnia, więc nie pozwala powiązać Twoich wizyt z różnych dni. Przechowujemy go przez{" "}
          {RETENTION.viewHashes}, a potem automatycznie usuwamy. Nie łączymy go z Kontem i nie używamy go do
          profilowania ani reklamy.
        </p>
        <p>
          Dane te przetwarzamy na podstawie naszego prawnie uzasadnionego interesu, którym są statystyki popularności
          produktów (art. 6 ust. 1 lit. f RODO), w sposób opisany w{" "}
          <Link to="/polityka-prywatnosci">Polityce prywatności</Link>.
        </p>
      </>
    ),
  },
  {
    id: "czego-nie-uzywamy",
    title: "4. Czego nie używamy",
    body: (
      <>
        <ul>
          <li>reklamowych plików cookies podmiotów trzecich ani śledzenia między stronami;</li>
          <li>analitycznych ani statystycznych plików cookies – wyświetlenia liczymy bez nich (punkt 3);</li>
          <li>zewnętrznych narzędzi analitycznych i pikseli serwisów społecznościowych;</li>
          <li>plików cookies do profilowania lub dopasowywania reklam.</li>
        </ul>
        <p>
          Filmy i profile w serwisach społecznościowych udostępniamy jako zwykłe odnośniki. Po przejściu do Sklepu
          partnerskiego lub serwisu społecznościowego obowiązują zasady tamtej strony: sklep może zapisać własne pliki
          cookies, np. aby przypisać nam prowizję od zakupu (więcej na stronie{" "}
          <Link to="/afiliacja">Program afiliacyjny</Link>).
        </p>
      </>
    ),
  },
  {
    id: "podstawa-prawna",
    title: "5. Podstawa prawna",
    body: (
      <>
        <p>
          Zasady zapisywania informacji w urządzeniu użytkownika i uzyskiwania do nich dostępu określa art. 399 ustawy
          z dnia 12 lipca 2024 r. – Prawo komunikacji elektronicznej. Pliki logowania są niezbędne do świadczenia
          usługi, o którą prosisz (korzystanie z Konta), podobnie jak zapamiętanie wybranego przez Ciebie motywu
          i jednorazowy komunikat o wykonanej akcji, dlatego nie wymagają zgody. Innych plików cookies nie
          ustawiamy, dlatego nie wyświetlamy banera z prośbą o zgodę.
        </p>
        <p>
          Liczenie wyświetleń (punkt 3) niczego nie zapisuje w Twoim urządzeniu; dane, z których korzysta,
          przetwarzamy na podstawie art. 6 ust. 1 lit. f RODO.
        </p>
      </>
    ),
  },
  {
    id: "okresy",
    title: "6. Jak długo przechowujemy pliki cookies",
    body: (
      <ul>
        <li>pliki sesyjne – do zamknięcia przeglądarki lub wylogowania;</li>
        <li>plik sesji logowania z opcją „Zapamiętaj mnie” – 30 dni od ostatniego odnowienia;</li>
        <li>plik zaufanego urządzenia – 30 dni;</li>
        <li>
          pliki analityczne – nie używamy żadnych; gdybyśmy je wprowadzili, to tylko za Twoją zgodą i na okres{" "}
          {RETENTION.analyticsCookies};
        </li>
        <li>pozostałe pliki długoterminowe – {RETENTION.longTermCookies}.</li>
      </ul>
    ),
  },
  {
    id: "zarzadzanie",
    title: "7. Jak zarządzać plikami cookies",
    body: (
      <>
        <p>
          W ustawieniach przeglądarki możesz przejrzeć i usunąć zapisane pliki cookies oraz zablokować ich zapisywanie dla
          wszystkich stron lub tylko dla wybranych. Odpowiednie opcje znajdziesz zwykle w menu:
        </p>
        <ul>
          <li><strong>Chrome i Edge:</strong> Ustawienia → Prywatność i bezpieczeństwo → Pliki cookie i inne dane witryn;</li>
          <li><strong>Firefox:</strong> Ustawienia → Prywatność i bezpieczeństwo → Ciasteczka i dane witryn;</li>
          <li><strong>Safari:</strong> Ustawienia → Prywatność → Zarządzaj danymi witryn.</li>
        </ul>
        <p>
          Zablokowanie plików logowania uniemożliwi zalogowanie się do Konta; przeglądanie Serwisu bez logowania
          działa bez plików cookies (bez nich Serwis nie zapamięta tylko wybranego motywu).
        </p>
      </>
    ),
  },
  {
    id: "kontakt",
    title: "8. Zmiany i kontakt",
    body: (
      <p>
        Jeśli zaczniemy używać innych plików cookies, najpierw zaktualizujemy tę politykę, a gdy przepisy tego
        wymagają – poprosimy o Twoją zgodę. Pytania dotyczące plików cookies i prywatności prosimy kierować na adres{" "}
        <PrivacyMailbox />.
      </p>
    ),
  },
];

/** The privacy mailbox as the owner set it (ADR 179); the policy's text is the code's. */
function PrivacyMailbox() {
  return <Mail to={useSiteSettings().mailboxes.privacy} />;
}

export function CookiesPage({ appUrl }: { appUrl: string }) {
  return (
    <LegalDocument
      page={STATIC_PAGES.cookies}
      appUrl={appUrl}
      sections={SECTIONS}
      lead={<p>Jakie pliki cookies zapisuje serwis Viralne Produkty, po co i na jak długo – bez ukrytych trackerów.</p>}
    />
  );
}
