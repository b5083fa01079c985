// Deep icon imports in the app shell (ADR 099, vite.config.ts appShell), not the "lucide-react" barrel.
import ChevronDown from "lucide-react/icons/chevron-down";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import LogOut from "lucide-react/icons/log-out";
import UserRound from "lucide-react/icons/user-round";
import { Fragment, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Form, href, Link } from "react-router";
import { can, type PermissionHolder } from "~/features/access/permissions";
import { useT } from "~/i18n/i18n";
import { useCloseOutside } from "~/components/ui/use-close-outside";

type MenuUser = PermissionHolder & { email: string };

const CLOSE_DELAY_MS = 300; // spec: public §9 user menu close delay

const itemClass =
  "flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800";

/**
 * spec: public §2 Header — the e-mail, Mój profil, Panel Admin (only with admin:access, ADR 018), Wyloguj się;
 * closes 300 ms after the pointer leaves. ADR 150: a native <details> disclosure, so it opens and its
 * links and sign-out form work without JavaScript and before hydration; the script adds the rest:
 * ArrowDown opens it, arrows move between items, Escape closes it and returns focus to the summary,
 * and it closes when focus or a click goes elsewhere.
 */
export function UserMenu({ user }: { user: MenuUser }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  const items = () => [...(rootRef.current?.querySelectorAll<HTMLElement>("[data-menu-item]") ?? [])];
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };

  useEffect(() => () => clearTimeout(closeTimer.current), []);
  // Opened natively before hydration: the state catches up (the toggle event came before React did).
  useEffect(() => {
    if (rootRef.current?.open) setOpen(true);
  }, []);
  useCloseOutside(rootRef, open, () => setOpen(false));

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    // The element's own state: the browser's toggle event (which updates `open`) comes a task after
    // a key on the summary opened it, and an Escape pressed at once must still close it.
    const details = event.currentTarget;
    const isOpen = details.open;
    if (event.key === "Escape" && isOpen) {
      event.preventDefault();
      details.open = false;
      setOpen(false);
      summaryRef.current?.focus();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      if (!isOpen) {
        details.open = true;
        setOpen(true);
        requestAnimationFrame(() => focusItem(step === 1 ? 0 : -1));
      } else focusItem(current === -1 ? (step === 1 ? 0 : -1) : current + step);
    } else if (isOpen && (event.key === "Home" || event.key === "End")) {
      event.preventDefault();
      focusItem(event.key === "Home" ? 0 : -1);
    }
  };

  return (
    <details
      ref={rootRef}
      open={open}
      // The browser toggles it (a click, Enter or Space on the summary); the state follows.
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="group/account relative"
      onPointerEnter={cancelClose}
      // The element's own state, not `open`: the toggle event that updates it comes a task after the
      // click, and a pointer that leaves at once must still close it (a CI flake, session 28).
      onPointerLeave={(e) => e.pointerType === "mouse" && e.currentTarget.open && scheduleClose()}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <summary
        ref={summaryRef}
        className="flex max-w-56 cursor-pointer list-none items-center gap-1 rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden"
      >
        <span className="sr-only">{t("userMenu.account")}</span>
        {/* ADR 114: the shared member page's placeholder until the browser has the user (hydration). */}
        {user.email ? (
          <span className="truncate">{user.email}</span>
        ) : (
          <span aria-hidden className="inline-block h-3.5 w-28 rounded bg-slate-200 dark:bg-slate-700" />
        )}
        <ChevronDown aria-hidden className="size-4 shrink-0 transition-transform group-open/account:rotate-180" />
      </summary>
      {/* In the phone menu it opens in place, under its button (spec review, session 39: positioned, it hung
          off the menu panel at the screen's right edge, over the page). */}
      <div className="z-50 mt-2 rounded-xl border border-slate-200 bg-white p-1 dark:border-slate-700 dark:bg-slate-900 md:absolute md:right-0 md:w-64 md:max-w-[calc(100vw-2rem)] md:shadow-lg">
        {/* ADR 150: only the e-mail waits for the member's data (ADR 114); the links work before hydration. */}
        <p className="vp-own border-b border-slate-100 px-3 py-2 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-300">
          {t("userMenu.signedInAs")}{" "}
          {/* Breaks at "@" or "." first, mid-word only when a part is longer than the line. */}
          <span className="font-medium wrap-anywhere text-slate-800 dark:text-slate-100">
            {(user.email ?? "").split(/(?=[@.])/).map((part, i) => (
              <Fragment key={i}>
                {i > 0 && <wbr />}
                {part}
              </Fragment>
            ))}
          </span>
        </p>
        <ul className="pt-1">
          <li>
            <Link to={href("/profil")} data-menu-item className={itemClass} onClick={() => setOpen(false)}>
              <UserRound aria-hidden className="size-4" />
              {t("userMenu.profile")}
            </Link>
          </li>
          {can(user, "admin:access") && (
            <li>
              <Link to={href("/admin")} data-menu-item className={itemClass} onClick={() => setOpen(false)}>
                <LayoutDashboard aria-hidden className="size-4" />
                {t("userMenu.admin")}
              </Link>
            </li>
          )}
          <li>
            {/* A document post: a sign-out lost on the way shows the browser's error, never the home page still signed in (ADR 151). */}
            <Form method="post" action={href("/wyloguj")} reloadDocument>
              <button type="submit" data-menu-item className={itemClass}>
                <LogOut aria-hidden className="size-4" />
                {t("userMenu.logout")}
              </button>
            </Form>
          </li>
        </ul>
      </div>
    </details>
  );
}
