import { BadgeCheck, Flame, MessageSquareText, Search, ShieldAlert, ShoppingBag, Users } from "lucide-react";
import { Link } from "react-router";

const FEATURES = [
  { Icon: BadgeCheck, title: "Weryfikacja produktów", text: "Zamawiamy, testujemy i oznaczamy produkty, które spełniają obietnice z filmików." },
  { Icon: ShieldAlert, title: "Ostrzeżenia przed oszustwami", text: "Oznaczenie Scam Alert pokazuje, czego lepiej nie kupować, i wyjaśnia dlaczego." },
  { Icon: Flame, title: "Aktualne trendy", text: "Śledzimy TikToka i Instagrama, żeby najgłośniejsze hity trafiały do katalogu od razu." },
  { Icon: MessageSquareText, title: "Opinie kupujących", text: "Oceny i recenzje od osób, które naprawdę kupiły produkt – po jednej na osobę." },
];

export function FeaturesSection() {
  return (
    <section aria-labelledby="dlaczego" className="bg-slate-50 py-14 dark:bg-slate-900">
      <div className="container-page">
        <h2 id="dlaczego" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Dlaczego Viralne Produkty?
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-sm dark:bg-slate-950">
              <Icon aria-hidden className="size-8 text-brand-600 dark:text-brand-100" />
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const STEPS = [
  { Icon: Search, title: "Znajdź produkt", text: "Wyszukaj hit z filmiku po nazwie albo po kodzie produktu, np. EL-SM-001." },
  { Icon: BadgeCheck, title: "Sprawdź opinie i oznaczenia", text: "Zobacz, czy produkt jest zweryfikowany, jak go oceniają inni i czy nie jest oszustwem." },
  { Icon: ShoppingBag, title: "Kup w sprawdzonym sklepie", text: "Przejdź do sklepu przez nasz link – cena się nie zmienia, a Ty wspierasz nasze testy." },
];

export function HowItWorksSection() {
  return (
    <section aria-labelledby="jak-to-dziala" className="container-page py-14">
      <h2 id="jak-to-dziala" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Jak to działa?
      </h2>
      <ol className="mt-8 grid gap-6 md:grid-cols-3">
        {STEPS.map(({ Icon, title, text }, i) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white">{i + 1}</span>
            <div>
              <h3 className="flex items-center gap-2 font-semibold">
                <Icon aria-hidden className="size-4 text-brand-700 dark:text-brand-100" />
                {title}
              </h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{text}</p>
            </div>
          </li>
        ))}
      </ol>
      <Link to="/jak-to-dziala" className="mt-8 inline-block font-semibold text-brand-700 underline dark:text-brand-100">
        Dowiedz się więcej o tym, jak sprawdzamy produkty
      </Link>
    </section>
  );
}

export function CommunitySection({ loggedIn }: { loggedIn: boolean }) {
  return (
    <section aria-labelledby="spolecznosc" className="container-page pb-16">
      <div className="flex flex-col items-start gap-6 rounded-3xl bg-gradient-to-br from-brand-700 to-accent-600 p-8 text-white sm:p-12 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <Users aria-hidden className="size-10" />
          <h2 id="spolecznosc" className="mt-3 text-2xl font-bold sm:text-3xl">
            Dołącz do społeczności
          </h2>
          <p className="mt-2 text-white/90">
            Zapisuj produkty na wishliście, oceniaj to, co kupiłeś, i pomagaj innym omijać internetowe buble.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          {loggedIn ? (
            <Link to="/profil" className="rounded-full bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50">
              Przejdź do profilu
            </Link>
          ) : (
            <Link to="/rejestracja" className="rounded-full bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50">
              Załóż darmowe konto
            </Link>
          )}
          <Link to="/blog" className="rounded-full border border-white px-6 py-3 font-semibold text-white hover:bg-white/10">
            Czytaj bloga
          </Link>
        </div>
      </div>
    </section>
  );
}
