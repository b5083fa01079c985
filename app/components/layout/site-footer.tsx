import { Link, useMatches } from "react-router";
import { Logo } from "./logo";
import { ThemeSwitcher } from "./theme-switcher";

const COLUMNS = [
  {
    title: "Katalog",
    links: [
      ["Wszystkie produkty", "/produkty"],
      ["Na topie", "/produkty?trending=true"],
      ["Nowości", "/produkty?sort=newest"],
      ["Blog", "/blog"],
    ],
  },
  {
    title: "Serwis",
    links: [
      ["O nas", "/o-nas"],
      ["Jak to działa", "/jak-to-dziala"],
      ["Kontakt", "/kontakt"],
      ["Program afiliacyjny", "/afiliacja"],
    ],
  },
  {
    title: "Informacje prawne",
    links: [
      ["Regulamin", "/regulamin"],
      ["Polityka prywatności", "/polityka-prywatnosci"],
      ["Polityka cookies", "/cookies"],
    ],
  },
] as const;

export const SOCIAL_PROFILES = [
  { name: "TikTok", href: "https://www.tiktok.com/@viralneprodukty" },
  { name: "Instagram", href: "https://www.instagram.com/viralneprodukty" },
] as const;

/** Route modules may set `handle = { hideFooter: true }` (spec: the blog post page has no footer). */
export function SiteFooter() {
  const matches = useMatches();
  if (matches.some((m) => (m.handle as { hideFooter?: boolean } | undefined)?.hideFooter)) return null;
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="container-page grid gap-10 py-12 md:grid-cols-4">
        <div>
          <Logo />
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
            Sprawdzamy produkty, które podbijają TikToka i Instagrama, zanim wydasz na nie pieniądze. Uczciwe
            recenzje, ostrzeżenia przed oszustwami i linki do sprawdzonych sklepów.
          </p>
          <ul className="mt-4 flex gap-3 text-sm">
            {SOCIAL_PROFILES.map((p) => (
              <li key={p.name}>
                <a href={p.href} rel="noopener noreferrer" target="_blank" className="font-medium text-brand-700 hover:underline dark:text-brand-100">
                  {p.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        {COLUMNS.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-900 dark:text-slate-100">{col.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {col.links.map(([label, href]) => (
                <li key={href}>
                  <Link to={href} className="text-slate-600 hover:text-brand-700 hover:underline dark:text-slate-300 dark:hover:text-brand-100">
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200 py-6 text-center text-xs text-slate-600 dark:border-slate-800 dark:text-slate-300">
        {/* The header shows the switcher on wide screens only; phones (and pages seen without it) use this one. */}
        <ThemeSwitcher className="mb-4 flex justify-center" />
        <p>© {new Date().getFullYear()} Viralne Produkty. Wszelkie prawa zastrzeżone.</p>
        <p className="mt-1">
          Serwis zawiera linki afiliacyjne: za zakupy przez nie możemy otrzymać prowizję, bez dodatkowych kosztów dla
          Ciebie. <Link to="/afiliacja" className="underline">Dowiedz się więcej</Link>.
        </p>
      </div>
    </footer>
  );
}
