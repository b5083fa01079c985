import { Link } from "react-router";
import { DataTable } from "~/components/ui/data-table";
import { LegalDocument, Mail, type LegalSectionData } from "../components/legal-document";
import { MAILBOXES, STATIC_PAGES } from "../pages";

// spec: public §2 /afiliacja (ten sections), §9 Affiliate programme; DESIGN §5 affiliate disclosure.
export const PARTNERS: { shop: string; kind: string; commission: string; window: string }[] = [
  { shop: "Temu", kind: "globalny marketplace", commission: "1–10%", window: "24 godziny" },
  { shop: "AliExpress", kind: "międzynarodowy marketplace", commission: "3–8%", window: "15 dni" },
  { shop: "Amazon (amazon.pl)", kind: "regionalny marketplace", commission: "2–6%", window: "30 dni" },
  { shop: "Inne sklepy", kind: "sklepy internetowe", commission: "zmienna", window: "zależnie od programu" },
];

const SECTIONS: LegalSectionData[] = [
  {
    id: "czym-jest-afiliacja",
    title: "1. Czym jest program afiliacyjny",
    body: (
      <p>
        Serwis Viralne Produkty uczestniczy w programach partnerskich (afiliacyjnych) sklepów internetowych. Jeśli po
        kliknięciu naszego linku kupisz produkt w sklepie partnerskim, sklep może wypłacić nam prowizję od wartości
        zakupu. Dzięki temu możemy bezpłatnie udostępniać katalog, recenzje i ostrzeżenia przed oszustwami.
      </p>
    ),
  },
  {
    id: "jak-dzialaja-linki",
    title: "2. Jak działają nasze linki",
    body: (
      <>
        <p>
          Przyciski prowadzące do sklepów nie kierują bezpośrednio na stronę sklepu. Najpierw trafiasz na nasz adres
          zaczynający się od <code>/go/</code>, który zapisuje, że link został kliknięty (produkt, sklep i strona, z
          której przeszedłeś), a następnie natychmiast przekierowuje Cię do sklepu. Dzięki temu wiemy, które produkty
          naprawdę Was interesują.
        </p>
        <p>
          Linki do sklepów mają atrybut <code>rel="sponsored"</code>, który informuje wyszukiwarki, że są to linki
          partnerskie, a nie niezależne rekomendacje stron trzecich.
        </p>
      </>
    ),
  },
  {
    id: "sklepy-partnerskie",
    title: "3. Sklepy partnerskie i prowizje",
    body: (
      <>
        <p>Obecnie współpracujemy z następującymi sklepami. Stawki prowizji ustalają sklepy i zależą od kategorii produktu.</p>
        <DataTable
          caption="Sklepy partnerskie, prowizje i okna decyzyjne"
          columns={[
            { key: "shop", header: "Sklep", cell: (p) => p.shop, rowHeader: true },
            { key: "kind", header: "Rodzaj", cell: (p) => p.kind },
            { key: "commission", header: "Prowizja", cell: (p) => p.commission },
            { key: "window", header: "Okno decyzyjne", cell: (p) => p.window },
          ]}
          rows={PARTNERS}
          rowKey={(p) => p.shop}
        />
      </>
    ),
  },
  {
    id: "okno-decyzyjne",
    title: "4. Co oznacza okno decyzyjne",
    body: (
      <p>
        Okno decyzyjne to czas od kliknięcia linku, w którym sklep przypisuje nam prowizję od Twojego zakupu. Na przykład
        przy oknie 24 godzin prowizja należy się, jeśli zamówienie złożysz w ciągu doby od przejścia do sklepu. Do
        przypisania zakupu sklep używa własnych plików cookies, zapisywanych już na jego stronie.
      </p>
    ),
  },
  {
    id: "koszt-dla-ciebie",
    title: "5. Czy płacisz więcej?",
    body: (
      <p>
        Nie. Cena produktu jest taka sama, niezależnie od tego, czy wejdziesz do sklepu przez nasz link, czy
        bezpośrednio. Prowizję wypłaca sklep z własnej marży.
      </p>
    ),
  },
  {
    id: "niezaleznosc",
    title: "6. Niezależność recenzji",
    body: (
      <ul>
        <li>Prowizje nie wpływają na nasze oceny. Piszemy także negatywne recenzje i ostrzeżenia Scam Alert o produktach dostępnych w sklepach partnerskich.</li>
        <li>Sklepy ani producenci nie płacą nam za publikację recenzji, wyższą ocenę ani odznakę „Zweryfikowany”.</li>
        <li>Kolejność produktów w katalogu zależy wyłącznie od wybranego sortowania (popularność, data dodania, ocena, cena), a nie od wysokości prowizji.</li>
      </ul>
    ),
  },
  {
    id: "oznaczenia",
    title: "7. Jak oznaczamy treści afiliacyjne",
    body: (
      <p>
        Przy przyciskach prowadzących do sklepów informujemy, że są to linki afiliacyjne, a w stopce każdej strony
        przypominamy, że za zakupy przez nasze linki możemy otrzymać prowizję. Jeśli kiedyś opublikujemy treść
        sponsorowaną, czyli przygotowaną na zlecenie i za wynagrodzeniem, oznaczymy ją wyraźnie jako reklamę.
      </p>
    ),
  },
  {
    id: "dane-osobowe",
    title: "8. Dane osobowe i pliki cookies",
    body: (
      <p>
        Kliknięcie linku zapisujemy w statystykach bez przekazywania sklepowi Twoich danych osobowych. Zasady przetwarzania
        tych informacji opisuje <Link to="/polityka-prywatnosci">Polityka prywatności</Link>, a pliki cookies – strona{" "}
        <Link to="/cookies">Polityka cookies</Link>. Na stronie sklepu obowiązuje jego własna polityka prywatności.
      </p>
    ),
  },
  {
    id: "zakupy-i-reklamacje",
    title: "9. Zakupy, zwroty i reklamacje",
    body: (
      <>
        <p>
          Umowę sprzedaży zawierasz ze sprzedawcą w sklepie partnerskim, a nie z nami. Zwroty, odstąpienie od umowy i
          reklamacje załatwiasz bezpośrednio ze sprzedawcą, na zasadach jego regulaminu i przepisów prawa.
        </p>
        <p>
          Przed zakupem na platformach typu marketplace sprawdź, kto jest sprzedawcą i skąd wysyła towar, jaki jest koszt
          i czas dostawy oraz jakie są warunki zwrotu. Ceny i dostępność w Serwisie mają charakter orientacyjny – wiążąca
          jest oferta w sklepie.
        </p>
      </>
    ),
  },
  {
    id: "kontakt",
    title: "10. Kontakt",
    body: (
      <ul>
        <li>sprawy ogólne i zgłoszenia treści: <Mail to={MAILBOXES.contact} /></li>
        <li>współpraca afiliacyjna i pytania o linki partnerskie: <Mail to={MAILBOXES.affiliate} /></li>
        <li>dane osobowe i prywatność: <Mail to={MAILBOXES.privacy} /></li>
      </ul>
    ),
  },
];

export function AffiliatePage({ appUrl }: { appUrl: string }) {
  return (
    <LegalDocument
      page={STATIC_PAGES.affiliate}
      appUrl={appUrl}
      sections={SECTIONS}
      lead={
        <p>
          Viralne Produkty utrzymuje się z prowizji od zakupów przez linki partnerskie. Wyjaśniamy otwarcie, jak to
          działa i dlaczego nie wpływa to na nasze recenzje.
        </p>
      }
    />
  );
}
