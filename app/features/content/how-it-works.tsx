import AlertTriangle from "lucide-react/icons/triangle-exclamation-point";
import ArrowRight from "lucide-react/icons/arrow-right";
import BadgeCheck from "lucide-react/icons/badge-check";
import Star from "lucide-react/icons/star";
import TrendingUp from "lucide-react/icons/trending-up";
import { Link } from "react-router";
import { StaticPage } from "./components/static-page";
import { STATIC_PAGES } from "./pages";

// spec: public §2 /jak-to-dziala — three steps, verification criteria, badge legend, five categories,
// links to /produkty and /rejestracja.
export type CategoryLink = { name: string; slug: string; productCount: number };

const STEPS = [
  { title: "Wyłapujemy viralowe hity", text: "Śledzimy TikToka i Instagrama i wybieramy produkty, o których wszyscy mówią – od gadżetów kuchennych po kosmetyki." },
  { title: "Sprawdzamy je według kryteriów", text: "Porównujemy oferty, czytamy opinie kupujących i oceniamy, czy produkt spełnia obietnice z filmów." },
  { title: "Publikujemy uczciwy werdykt", text: "Opisujemy zalety i wady, oznaczamy produkt odznakami i podajemy linki do sklepów z najlepszą ofertą." },
] as const;

const CRITERIA = [
  "Wiarygodność sprzedawcy: historia sklepu, liczba i treść opinii kupujących.",
  "Zgodność opisu z rzeczywistością: czy zdjęcia i filmy pokazują ten sam produkt, który przychodzi w paczce.",
  "Cena na tle rynku: porównanie ofert w różnych sklepach, z uwzględnieniem kosztów dostawy.",
  "Bezpieczeństwo: oznakowanie CE przy elektronice i zabawkach, materiały i ostrzeżenia producenta.",
  "Warunki zakupu: czas dostawy, możliwość zwrotu i reklamacji.",
] as const;

const BADGES = [
  { icon: BadgeCheck, name: "Zweryfikowany", className: "bg-emerald-100 text-emerald-800", text: "Produkt przeszedł naszą weryfikację według kryteriów opisanych powyżej." },
  { icon: TrendingUp, name: "Na topie", className: "bg-brand-100 text-brand-700", text: "Produkt jest teraz szczególnie popularny w mediach społecznościowych i w naszym katalogu." },
  { icon: Star, name: "Wysoko oceniany", className: "bg-amber-100 text-amber-900", text: "Średnia ocen użytkowników wynosi 4 gwiazdki lub więcej." },
  { icon: AlertTriangle, name: "Scam Alert", className: "bg-red-100 text-red-800", text: "Ostrzegamy: oferta wprowadza w błąd, produkt jest podróbką lub nie działa tak, jak obiecuje reklama." },
] as const;

function categoryHref(name: string) {
  return `/produkty?${new URLSearchParams({ category: name })}`;
}

export function HowItWorksPage({ appUrl, categories }: { appUrl: string; categories: CategoryLink[] }) {
  return (
    <StaticPage
      page={STATIC_PAGES.howItWorks}
      appUrl={appUrl}
      lead={<p>Od filmu na TikToku do uczciwej recenzji: tak powstaje każdy wpis w katalogu Viralne Produkty.</p>}
    >
      <div className="space-y-14">
        <section aria-labelledby="kroki">
          <h2 id="kroki" className="text-2xl font-bold tracking-tight">Trzy kroki</h2>
          <ol className="mt-6 grid gap-6 md:grid-cols-3">
            {STEPS.map((s, i) => (
              <li key={s.title} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
                <span aria-hidden className="grid size-10 place-items-center rounded-full bg-brand-600 font-bold text-white">{i + 1}</span>
                <h3 className="mt-4 text-lg font-semibold">{s.title}</h3>
                <p className="mt-2 text-slate-600 dark:text-slate-300">{s.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="kryteria" className="max-w-prose">
          <h2 id="kryteria" className="text-2xl font-bold tracking-tight">Kryteria weryfikacji</h2>
          <p className="mt-3 text-slate-600 dark:text-slate-300">Zanim oznaczymy produkt jako zweryfikowany, sprawdzamy:</p>
          <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700 dark:text-slate-200">
            {CRITERIA.map((c) => <li key={c}>{c}</li>)}
          </ul>
        </section>

        <section aria-labelledby="odznaki">
          <h2 id="odznaki" className="text-2xl font-bold tracking-tight">Co oznaczają odznaki</h2>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            {BADGES.map(({ icon: Icon, name, className, text }) => (
              <div key={name} className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
                <dt>
                  <span className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${className}`}>
                    <Icon aria-hidden className="size-4" />
                    {name}
                  </span>
                </dt>
                <dd className="mt-3 text-slate-600 dark:text-slate-300">{text}</dd>
              </div>
            ))}
          </dl>
        </section>

        {categories.length > 0 && (
          <section aria-labelledby="kategorie">
            <h2 id="kategorie" className="text-2xl font-bold tracking-tight">Popularne kategorie</h2>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
              {categories.map((c) => (
                <li key={c.slug}>
                  <Link
                    to={categoryHref(c.name)}
                    className="flex h-full flex-col rounded-2xl border border-slate-200 p-4 hover:border-brand-600 hover:bg-brand-50 dark:border-slate-800 dark:hover:bg-slate-900"
                  >
                    <span className="font-semibold">{c.name}</span>
                    <span className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                      {c.productCount} {productsWord(c.productCount)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}

        <section aria-labelledby="zacznij" className="rounded-3xl bg-brand-50 px-6 py-10 text-center sm:px-12 dark:bg-slate-900">
          <h2 id="zacznij" className="text-2xl font-bold tracking-tight">Zacznij przeglądać</h2>
          <p className="mx-auto mt-3 max-w-xl text-slate-700 dark:text-slate-200">
            Przejrzyj katalog sprawdzonych produktów albo załóż konto, aby zapisywać ulubione i dodawać opinie.
          </p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/produkty" className="inline-flex items-center justify-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
              Zobacz produkty <ArrowRight aria-hidden className="size-4" />
            </Link>
            <Link to="/rejestracja" className="rounded-full border border-brand-600 px-6 py-3 font-semibold text-brand-700 hover:bg-white dark:text-brand-100 dark:hover:bg-slate-800">
              Załóż konto
            </Link>
          </div>
        </section>
      </div>
    </StaticPage>
  );
}

/** Polish plural of "produkt" (1 produkt, 2–4 produkty, 5+ produktów, 12–14 produktów). */
export function productsWord(n: number): string {
  if (n === 1) return "produkt";
  const last = n % 10;
  const lastTwo = n % 100;
  return last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? "produkty" : "produktów";
}
