import { Menu, Search, X } from "lucide-react";
import { CompactIcon } from "~/components/ui/compact-icon";
import { useState } from "react";
import { Link, NavLink } from "react-router";
import { useOptionalUser } from "~/features/access/use-optional-user";
import { UserMenu } from "~/features/accounts/components/user-menu";
import { SearchBox } from "~/features/search/components/search-box";
import { useT } from "~/i18n/i18n";
import { Logo } from "./logo";
import { ThemeSwitcher } from "./theme-switcher";

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800 ${
    isActive ? "text-brand-600 dark:text-brand-100" : "text-slate-700 dark:text-slate-200"
  }`;

// spec: public §2 Header — logo, search with suggestions, Produkty, Blog, account links or user menu.
export function SiteHeader() {
  const t = useT();
  const user = useOptionalUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <a href="#tresc" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:rounded focus:bg-white focus:px-3 focus:py-2 dark:focus:bg-slate-900">
        {t("header.skipToContent")}
      </a>
      <div className="container-page flex h-16 items-center gap-3">
        <Link to="/" className="shrink-0" aria-label={t("header.homeLink")}>
          <Logo />
        </Link>
        <div className="hidden flex-1 md:block">
          <SearchBox />
        </div>
        <nav aria-label={t("header.mainNav")} className="hidden items-center gap-1 md:flex">
          <NavLink to="/produkty" className={navClass}>
            {t("header.products")}
          </NavLink>
          <NavLink to="/blog" className={navClass}>
            Blog
          </NavLink>
        </nav>
        <ThemeSwitcher className="hidden md:block" />
        <div className="hidden items-center gap-2 md:flex">{user ? <UserMenu user={user} /> : <AuthLinks />}</div>
        <div className="ml-auto flex items-center gap-1 md:hidden">
          <button
            type="button"
            className="rounded-md p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
            aria-expanded={searchOpen}
            aria-controls="mobile-search"
            onClick={() => setSearchOpen((v) => !v)}
          >
            <CompactIcon icon={Search} aria-hidden className="size-5" />
            <span className="sr-only">{t("header.search")}</span>
          </button>
          <button
            type="button"
            className="rounded-md p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((v) => !v)}
          >
            {menuOpen ? <CompactIcon icon={X} aria-hidden className="size-5" /> : <CompactIcon icon={Menu} aria-hidden className="size-5" />}
            <span className="sr-only">Menu</span>
          </button>
        </div>
      </div>
      {searchOpen && (
        <div id="mobile-search" className="container-page pb-3 md:hidden">
          <SearchBox />
        </div>
      )}
      {menuOpen && (
        <nav id="mobile-menu" aria-label={t("header.mobileNav")} className="container-page flex flex-col gap-1 pb-4 md:hidden">
          <NavLink to="/produkty" className={navClass} onClick={() => setMenuOpen(false)}>
            {t("header.products")}
          </NavLink>
          <NavLink to="/blog" className={navClass} onClick={() => setMenuOpen(false)}>
            Blog
          </NavLink>
          <div className="mt-2 border-t border-slate-200 pt-3 dark:border-slate-800">
            {user ? <UserMenu user={user} /> : <AuthLinks />}
          </div>
        </nav>
      )}
    </header>
  );
}

function AuthLinks() {
  const t = useT();
  return (
    <div className="flex items-center gap-2">
      <Link to="/logowanie" className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800">
        {t("header.login")}
      </Link>
      <Link to="/rejestracja" className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
        {t("header.register")}
      </Link>
    </div>
  );
}
