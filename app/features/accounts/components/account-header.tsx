// Deep icon import, like the user menu's (ADR 099).
import LogOut from "lucide-react/icons/log-out";
import { Form, href, NavLink } from "react-router";
import { secondaryButtonClass } from "~/components/ui/classes";
import { formatDate } from "~/features/catalog/format";
import { useLocale, useT } from "~/i18n/i18n";

type Summary = { displayName: string; email: string; joinedAt: string | null; wishlistCount: number; reviewCount: number };

// spec: public §2 Account area — name (or e-mail before '@', or 'Użytkownik'), e-mail, join date.
export function AccountHeader({ summary }: { summary: Summary }) {
  const t = useT();
  const locale = useLocale();
  const joined = summary.joinedAt ? formatDate(summary.joinedAt, locale) : "";
  return (
    <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-6 dark:border-slate-800">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="break-words text-3xl font-bold tracking-tight">{summary.displayName}</h1>
        <p className="break-all text-slate-700 dark:text-slate-300">{summary.email}</p>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("account.joined", { date: joined || t("account.joinedUnknown") })}</p>
      </div>
      {/* ADR 150: signing out is on the account page itself too, a plain POST that works without JavaScript. */}
      {/* A document post: a sign-out lost on the way shows the browser's error, never the home page still signed in (ADR 151). */}
      <Form method="post" action={href("/wyloguj")} reloadDocument>
        <button type="submit" className={secondaryButtonClass}>
          <LogOut aria-hidden className="size-4" />
          {t("userMenu.logout")}
        </button>
      </Form>
    </header>
  );
}

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-block whitespace-nowrap border-b-2 px-3 py-3 text-sm font-semibold ${
    isActive
      ? "border-brand-600 text-brand-700 dark:border-brand-100 dark:text-brand-100"
      : "border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
  }`;

/** Tabs are plain links (aria-current on the active one): they work without JavaScript. */
export function AccountTabs({ wishlistCount, reviewCount }: { wishlistCount: number; reviewCount: number }) {
  const tr = useT();
  const tabs = [
    { to: href("/profil"), label: tr("account.tab.profile"), end: true },
    { to: href("/profil/wishlist"), label: tr("account.tab.wishlist", { count: wishlistCount }) },
    { to: href("/profil/recenzje"), label: tr("account.tab.reviews", { count: reviewCount }) },
    { to: href("/profil/bezpieczenstwo"), label: tr("account.tab.security") },
    { to: href("/profil/ustawienia"), label: tr("account.tab.settings") },
  ];
  return (
    <nav aria-label={tr("account.sections")} className="border-b border-slate-200 dark:border-slate-800">
      <ul className="flex flex-wrap gap-x-1">
        {tabs.map((t) => (
          <li key={t.to}>
            <NavLink to={t.to} end={t.end} className={tabClass} preventScrollReset>
              {t.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
