import { LayoutDashboard } from "lucide-react";
import { NavLink } from "react-router";

// spec: admin §2 Admin panel sections — the side menu. Only sections that exist are listed; the
// products and blog sections join this list when their pages are built.
const SECTIONS = [{ to: "/admin", label: "Przegląd", Icon: LayoutDashboard, end: true }] as const;

export function AdminNav() {
  return (
    <nav aria-label="Menu panelu administracyjnego">
      <ul className="flex gap-2 overflow-x-auto md:flex-col md:overflow-visible">
        {SECTIONS.map(({ to, label, Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                `flex items-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                  isActive
                    ? "bg-brand-600 text-white"
                    : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
                }`
              }
            >
              <Icon aria-hidden className="size-4" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
