// Deep icon imports in the app shell (ADR 099: vite.config.ts appShell): the "lucide-react" barrel would
// pull every icon of the app into the shell chunk.
import X from "lucide-react/icons/x";
import { CompactIcon } from "~/components/ui/compact-icon";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { useOptionalUser } from "~/features/access/use-optional-user";
import { UserMenu } from "~/features/accounts/components/user-menu";
import { SearchBox } from "~/features/search/components/search-box";
import { useT } from "~/i18n/i18n";
import { useHydrated } from "~/utils/use-hydrated";
import { usePageTarget } from "~/utils/use-page-target";
import { Logo } from "./logo";
import { ThemeSwitcher } from "./theme-switcher";
import { useCloseOutside } from "~/components/ui/use-close-outside";
import { contentTarget, focusForTheMove, useContentTargetId } from "./route-focus";

// Issue #14 (ADR 099): the header's utility lists are named in app.css (.vp-header, .vp-nav-link, …);
// the active link's colour follows NavLink's aria-current="page".

// spec: public §2 Header — logo, search with suggestions, Produkty, Blog, account links or user menu.
// `before`: what stands above the header (the announcement bar, ADR 179), after the skip link, which
// stays the first thing the keyboard reaches.
// `accountKnown`: false on an error page the root loader did not answer for (a request refused before
// it ran, e.g. a body that is no form): there it is unknown whether anyone is signed in, so the header
// offers "Moje konto" instead of telling a signed-in person to log in (review, session 35).
export function SiteHeader({ before, accountKnown = true }: { before?: ReactNode; accountKnown?: boolean }) {
  const t = useT();
  const user = useOptionalUser();
  const contentId = useContentTargetId();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const hydrated = useHydrated();
  const menu = useRef<HTMLDetailsElement>(null);
  const menuButton = useRef<HTMLElement>(null);
  const searchButton = useRef<HTMLButtonElement>(null);
  // Session 22 review: the phone menu and search close when the page changes (a link outside them,
  // e.g. the next page of a list), not only through their own links: once the navigation starts.
  const page = usePageTarget();
  const [shownAt, setShownAt] = useState(page);
  if (shownAt !== page) {
    setShownAt(page);
    setMenuOpen(false);
    setSearchOpen(false);
  }
  // Opened natively before hydration: the state catches up (its toggle event came before React did).
  useEffect(() => {
    if (menu.current?.open) setMenuOpen(true);
  }, []);
  // It lies over the page: a tap or a focus outside it closes it, as the account menu does.
  useCloseOutside(menu, menuOpen, () => setMenuOpen(false), { onFocus: true });
  return (
    <>
      <a
        href={`#${contentId}`}
        className="vp-skip"
        onClick={() => {
          const target = contentTarget(contentId);
          if (target) focusForTheMove(target);
        }}
      >
        {t("header.skipToContent")}
      </a>
      {before}
      <header className="vp-header">
        <div className="container-page flex h-16 items-center gap-3">
          <Link to="/" className="shrink-0" aria-label={t("header.homeLink")}>
            <Logo />
          </Link>
          <div className="hidden flex-1 md:block">
            <SearchBox />
          </div>
          <nav aria-label={t("header.mainNav")} className="hidden items-center gap-1 md:flex">
            <NavLink to="/produkty" className="vp-nav-link">
              {t("header.products")}
            </NavLink>
            <NavLink to="/blog" className="vp-nav-link">
              Blog
            </NavLink>
          </nav>
          <ThemeSwitcher className="hidden md:block" />
          <div className="hidden items-center gap-2 md:flex">{user ? <UserMenu user={user} /> : accountKnown ? <AuthLinks /> : <AccountLink />}</div>
          <div className="ml-auto flex items-center gap-1 md:hidden">
            {/* Without JavaScript (and before hydration) the phone's search is the search page's own form. */}
            {hydrated ? (
              <button ref={searchButton} type="button" className="vp-icon-btn" aria-expanded={searchOpen} aria-controls="mobile-search" onClick={() => setSearchOpen((v) => !v)}>
                <SpriteIcon name="search" className="size-5" />
                <span className="sr-only">{t("header.search")}</span>
              </button>
            ) : (
              <Link to="/szukaj" className="vp-icon-btn">
                <SpriteIcon name="search" className="size-5" />
                <span className="sr-only">{t("header.search")}</span>
              </Link>
            )}
            {/* ADR 150: a native disclosure, so the phone menu (and the account menu in it) opens without
                JavaScript and before hydration; the state follows the browser's toggle. */}
            <details
              ref={menu}
              open={menuOpen}
              onToggle={(event) => setMenuOpen(event.currentTarget.open)}
              className="group/menu"
              // Escape closes it like the account menu and the dialogs, and hands focus back to its summary.
              // An open account menu inside answers Escape itself first.
              // The element's own state: its toggle event (which updates menuOpen) comes a task after Enter
              // on the summary opened it, and an Escape pressed at once must still close it.
              onKeyDown={(event) => {
                const details = event.currentTarget;
                if (event.key !== "Escape" || event.defaultPrevented || !details.open) return;
                details.open = false;
                setMenuOpen(false);
                menuButton.current?.focus();
              }}
            >
              <summary ref={menuButton} className="vp-icon-btn flex cursor-pointer list-none [&::-webkit-details-marker]:hidden">
                <CompactIcon icon={X} aria-hidden className="hidden size-5 group-open/menu:block" />
                <SpriteIcon name="menu" className="size-5 group-open/menu:hidden" />
                <span className="sr-only">Menu</span>
              </summary>
              {/* Below the whole header bar (the sticky header is its containing block), over the page. */}
              <nav
                id="mobile-menu"
                aria-label={t("header.mobileNav")}
                className="absolute inset-x-0 top-full border-b border-slate-200 bg-white shadow-md dark:border-slate-800 dark:bg-slate-950"
              >
                <div className="container-page flex flex-col gap-1 pb-4 pt-2">
                  <NavLink to="/produkty" className="vp-nav-link" onClick={() => setMenuOpen(false)}>
                    {t("header.products")}
                  </NavLink>
                  <NavLink to="/blog" className="vp-nav-link" onClick={() => setMenuOpen(false)}>
                    Blog
                  </NavLink>
                  <div className="mt-2 border-t border-slate-200 pt-3 dark:border-slate-800">{user ? <UserMenu user={user} /> : accountKnown ? <AuthLinks /> : <AccountLink />}</div>
                </div>
              </nav>
            </details>
          </div>
        </div>
        {searchOpen && (
          <div
            id="mobile-search"
            className="container-page pb-3 md:hidden"
            // Escape closes the suggestions first (the search box takes that one); then the panel, with
            // focus back on its button, like the menus and dialogs (shopper review, session 36).
            onKeyDown={(event) => {
              if (event.key !== "Escape" || event.defaultPrevented) return;
              setSearchOpen(false);
              searchButton.current?.focus();
            }}
          >
            <SearchBox autoFocus />
          </div>
        )}
      </header>
    </>
  );
}

function AccountLink() {
  const t = useT();
  return (
    <Link to="/profil" className="vp-nav-link">
      {t("header.account")}
    </Link>
  );
}

function AuthLinks() {
  const t = useT();
  return (
    <div className="flex items-center gap-2">
      <Link to="/logowanie" className="vp-nav-link">
        {t("header.login")}
      </Link>
      <Link to="/rejestracja" className="vp-btn-register">
        {t("header.register")}
      </Link>
    </div>
  );
}
