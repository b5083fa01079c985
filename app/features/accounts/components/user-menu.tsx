import { ChevronDown } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";

type MenuUser = { email: string; isAdmin: boolean };

const CLOSE_DELAY_MS = 300; // spec: public §9 user menu close delay

// spec: public §2 Header — e-mail, Mój profil, Panel Admin (administrators only), Wyloguj się.
export function UserMenu({ user }: { user: MenuUser }) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const cancelClose = () => clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  return (
    <div
      className="relative"
      onMouseEnter={cancelClose}
      onMouseLeave={scheduleClose}
      onKeyDown={(e) => e.key === "Escape" && setOpen(false)}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls="user-menu"
        onClick={() => setOpen((v) => !v)}
        className="flex max-w-56 items-center gap-1 rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        <span className="truncate">{user.email}</span>
        <ChevronDown aria-hidden className="size-4 shrink-0" />
      </button>
      {open && (
        <div
          id="user-menu"
          className="absolute right-0 z-50 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <p className="truncate px-3 py-2 text-xs text-slate-600 dark:text-slate-300">{user.email}</p>
          <Link to="/profil" onClick={() => setOpen(false)} className="block rounded-lg px-3 py-2 text-sm hover:bg-slate-100 dark:hover:bg-slate-800">
            Mój profil
          </Link>
          {user.isAdmin && (
            <Link to="/admin" onClick={() => setOpen(false)} className="block rounded-lg px-3 py-2 text-sm hover:bg-slate-100 dark:hover:bg-slate-800">
              Panel Admin
            </Link>
          )}
          <Form method="post" action="/wyloguj">
            <button type="submit" className="block w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800">
              Wyloguj się
            </button>
          </Form>
        </div>
      )}
    </div>
  );
}
