import { Link } from "react-router";
import { TableScroll } from "../components/prose";
import { LegalDocument, Mail, type LegalSectionData } from "../components/legal-document";
import { MAILBOXES, STATIC_PAGES } from "../pages";
import { COOKIES, RETENTION } from "./retention";

// spec: public §2 /cookies, effective 13 July 2025. Lists only the cookies the site really sets.
const SECTIONS: LegalSectionData[] = [
  {
    id: "czym-sa-cookies",
    title: "1. Czym są pliki cookies",
    body: (
      <p>
        Pliki cookies („ciasteczka”) to niewielkie pliki tekstowe, które strona internetowa zapisuje w Twojej
        przeglądarce i odczytuje przy kolejnych wizytach. Pozwalają na przykład pamiętać, że jesteś zalogowany.
      </p>
    ),
  },
  {
    id: "jakie-cookies",
    title: "2. Jakie pliki cookies ustawiamy",
    body: (
      <>
        <p>Serwis ustawia wyłącznie własne pliki cookies wymienione poniżej:</p>
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
        <TableScroll label="Pliki cookies ustawiane przez Serwis" className="hidden sm:block">
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
            <caption className="sr-only">Pliki cookies ustawiane przez Serwis</caption>
            <thead>
              <tr className="border-b border-slate-300 dark:border-slate-700">
                <th scope="col" className="py-2 pr-4 font-semibold">Nazwa</th>
                <th scope="col" className="py-2 pr-4 font-semibold">Cel</th>
                <th scope="col" className="py-2 pr-4 font-semibold">Rodzaj</th>
                <th scope="col" className="py-2 font-semibold">Czas przechowywania</th>
              </tr>
            </thead>
            <tbody>
              {COOKIES.map((c) => (
                <tr key={c.name} className="border-b border-slate-200 align-top dark:border-slate-800">
                  <th scope="row" className="py-2 pr-4 font-mono text-xs font-normal break-all">{c.name}</th>
                  <td className="py-2 pr-4">{c.purpose}</td>
                  <td className="py-2 pr-4">{c.kind}</td>
                  <td className="py-2">{c.lifetime}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <p>
          Przy połączeniu szyfrowanym nazwy plików logowania mają przedrostek <code>__Secure-</code>. Pliki logowania
          pojawiają się dopiero wtedy, gdy się zalogujesz; osoba przeglądająca Serwis bez Konta otrzymuje wyłącznie plik{" "}
          <code>vp_vid</code>, zapisywany dopiero przy liczeniu wyświetlenia produktu.
        </p>
      </>
    ),
  },
  {
    id: "czego-nie-uzywamy",
    title: "3. Czego nie używamy",
    body: (
      <>
        <ul>
          <li>reklamowych plików cookies podmiotów trzecich ani śledzenia między stronami;</li>
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
    title: "4. Podstawa prawna",
    body: (
      <>
        <p>
          Zasady zapisywania informacji w urządzeniu użytkownika określa art. 399 ustawy z dnia 12 lipca 2024 r. –
          Prawo komunikacji elektronicznej. Pliki logowania są niezbędne do świadczenia usługi, o którą prosisz
          (korzystanie z Konta), dlatego nie wymagają zgody.
        </p>
        <p>
          Plik <code>vp_vid</code> zapisujemy po to, aby liczniki wyświetleń w Serwisie były rzetelne. Wynikające z niego
          dane przetwarzamy na podstawie naszego prawnie uzasadnionego interesu (art. 6 ust. 1 lit. f RODO), w sposób
          opisany w <Link to="/polityka-prywatnosci">Polityce prywatności</Link>. Możesz w każdej chwili usunąć ten plik
          lub zablokować jego zapisywanie – Serwis będzie działał tak samo.
        </p>
      </>
    ),
  },
  {
    id: "okresy",
    title: "5. Jak długo przechowujemy pliki cookies",
    body: (
      <ul>
        <li>pliki sesyjne – do zamknięcia przeglądarki lub wylogowania;</li>
        <li>plik sesji logowania z opcją „Zapamiętaj mnie” – 30 dni od ostatniego odnowienia;</li>
        <li>pliki analityczne – {RETENTION.analyticsCookies} (nasz jedyny taki plik, <code>vp_vid</code>, wygasa po roku);</li>
        <li>pozostałe pliki długoterminowe – {RETENTION.longTermCookies}.</li>
      </ul>
    ),
  },
  {
    id: "zarzadzanie",
    title: "6. Jak zarządzać plikami cookies",
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
        <p>Zablokowanie plików logowania uniemożliwi zalogowanie się do Konta; pozostałe funkcje Serwisu będą działać.</p>
      </>
    ),
  },
  {
    id: "kontakt",
    title: "7. Zmiany i kontakt",
    body: (
      <p>
        Jeśli zaczniemy używać innych plików cookies, najpierw zaktualizujemy tę politykę. Pytania dotyczące plików
        cookies i prywatności prosimy kierować na adres <Mail to={MAILBOXES.privacy} />.
      </p>
    ),
  },
];

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
