import { Link, useMatches } from "react-router";
import { useT, type MessageKey } from "~/i18n/i18n";
import { useSiteSettings } from "~/features/site-settings/use-site-settings";
import { warsawDay } from "~/utils/format";
import { Logo } from "./logo";
import { ThemeSwitcher } from "./theme-switcher";

const COLUMNS: readonly { title: MessageKey; links: readonly (readonly [MessageKey, string])[] }[] = [
  {
    title: "footer.catalogue",
    links: [
      ["footer.allProducts", "/produkty"],
      ["footer.trending", "/produkty?trending=true"],
      ["footer.newest", "/produkty?sort=newest"],
      ["header.blog", "/blog"],
    ],
  },
  {
    title: "footer.site",
    links: [
      ["footer.about", "/o-nas"],
      ["footer.howItWorks", "/jak-to-dziala"],
      ["footer.contact", "/kontakt"],
      ["footer.affiliate", "/afiliacja"],
    ],
  },
  {
    title: "footer.legal",
    links: [
      ["footer.terms", "/regulamin"],
      ["footer.privacy", "/polityka-prywatnosci"],
      ["footer.cookies", "/cookies"],
    ],
  },
];

// Issue #14 (ADR 099): the footer's utility lists are named once in app.css (.vp-footer, …), not
// repeated in every page's HTML; the column links are styled by .vp-footer-links a.

/** Route modules may set `handle = { hideFooter: true }` (spec: the blog post page has no footer). */
export function SiteFooter() {
  const t = useT();
  const matches = useMatches();
  // ADR 179: the description and the profiles are the owner's (Ustawienia strony).
  const settings = useSiteSettings();
  if (matches.some((m) => (m.handle as { hideFooter?: boolean } | undefined)?.hideFooter)) return null;
  return (
    <footer className="vp-footer">
      <div className="container-page grid gap-10 py-12 md:grid-cols-4">
        <div>
          <Logo />
          <p className="vp-muted mt-4 text-sm">
            {settings.footerDescription ?? t("footer.about.text")}
          </p>
          {settings.social.length > 0 && (
            // WCAG 2.2 SC 2.5.8 (review, session 40): not in a sentence, so each link is a 24 px target.
            <ul className="mt-4 flex flex-wrap gap-x-4 text-sm">
              {settings.social.map((p) => (
                <li key={p.network}>
                  <a href={p.href} rel="noopener noreferrer" target="_blank" className="vp-link inline-block py-1 font-medium">
                    {p.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {COLUMNS.map((col) => (
          <nav key={col.title} aria-label={t(col.title)}>
            <h2 className="vp-footer-heading">{t(col.title)}</h2>
            <ul className="vp-footer-links">
              {col.links.map(([label, href]) => (
                <li key={href}>
                  <Link to={href}>
                    {t(label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="vp-footer-bottom">
        {/* The header shows the switcher on wide screens only; phones (and pages seen without it) use this one. */}
        <ThemeSwitcher className="mb-4 flex justify-center" />
        <p>© {warsawDay().slice(0, 4)} {t("footer.rights")}</p>
        <p className="mt-1">
          {t("footer.affiliateNote")} <Link to="/afiliacja" className="underline">{t("footer.learnMore")}</Link>.
        </p>
      </div>
    </footer>
  );
}
