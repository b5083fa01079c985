import { ChevronDown, FileText, FolderTree, History, KeyRound, LayoutDashboard, Mail, MessageSquare, Package, QrCode, Scale, Settings, Tags, Users, type LucideIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { matchPath, NavLink, useLocation, useRouteLoaderData } from "react-router";
import { can } from "~/features/access/permissions";
import { useOptionalUser } from "~/features/access/use-optional-user";
import { useFormat, useT } from "~/i18n/i18n";
import { ADMIN_SECTIONS, type AdminSectionKey } from "../sections";

const ICONS: Record<AdminSectionKey, LucideIcon> = {
  overview: LayoutDashboard,
  products: Package,
  blog: FileText,
  reviews: MessageSquare,
  categories: FolderTree,
  tags: Tags,
  productCodes: QrCode,
  users: Users,
  roles: KeyRound,
  activity: History,
  documents: Scale,
  settings: Settings,
  newsletter: Mail,
};

// spec: admin §2 Admin panel sections — the side menu, one item per section the user may open (ADR 018).
// Session 37 review: on a phone the wrapped items took 246 px above every page's title (a sideways
// strip, session 30, hid the current one). There the menu is a disclosure that names the current
// section and what waits; it works without JavaScript and closes when a section opens.
export function AdminNav() {
  const user = useOptionalUser();
  const t = useT();
  const format = useFormat();
  const location = useLocation();
  const disclosure = useRef<HTMLDetailsElement>(null);
  // Every navigation closes it, the current section's own link too (it clears that list's filters).
  useEffect(() => {
    if (disclosure.current) disclosure.current.open = false;
  }, [location.key]);
  // The layout's loader data; absent in its error boundary (the menu is then shown without badges).
  const badges = useRouteLoaderData<{ badges: Partial<Record<AdminSectionKey, number>> }>("routes/admin/layout")?.badges ?? {};
  const items = (Object.keys(ADMIN_SECTIONS) as AdminSectionKey[]).filter((key) => can(user, ADMIN_SECTIONS[key].permission));
  const current = items.find((key) => matchPath({ path: ADMIN_SECTIONS[key].to, end: key === "overview" }, location.pathname));
  const waiting = items.reduce((sum, key) => sum + (badges[key] ?? 0), 0);
  const list = (className: string) => (
    <ul className={className}>
      {items.map((key) => (
        <li key={key}>
          <SectionLink section={key} badge={badges[key]} />
        </li>
      ))}
    </ul>
  );
  return (
    <nav aria-label={t("admin.nav.label")}>
      <details
        ref={disclosure}
        onKeyDown={(event) => {
          if (event.key !== "Escape" || !event.currentTarget.open) return;
          event.currentTarget.open = false;
          event.currentTarget.querySelector("summary")?.focus();
        }}
        className="group rounded-lg border border-slate-200 md:hidden dark:border-slate-700"
      >
        <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-3 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
          <span className="text-slate-600 dark:text-slate-300">{t("admin.nav.menu")}</span>
          <span className="min-w-0 truncate">{current ? t(ADMIN_SECTIONS[current].labelKey) : null}</span>
          {waiting ? (
            <span className="rounded-full bg-amber-500 px-2 text-xs font-bold text-slate-950">
              <span aria-hidden>{format.count(waiting)}</span>
              <span className="sr-only">{`(${t("admin.nav.waiting", { count: format.count(waiting) })})`}</span>
            </span>
          ) : null}
          <ChevronDown aria-hidden className="ml-auto size-4 transition-transform group-open:rotate-180" />
        </summary>
        {list("grid grid-cols-2 gap-1.5 border-t border-slate-200 p-2 dark:border-slate-700")}
      </details>
      {list("hidden md:flex md:flex-col md:gap-2")}
    </nav>
  );
}

function SectionLink({ section, badge }: { section: AdminSectionKey; badge?: number }) {
  const t = useT();
  const format = useFormat();
  const { to, labelKey } = ADMIN_SECTIONS[section];
  const Icon = ICONS[section];
  return (
    <NavLink
      to={to}
      end={section === "overview"}
      className={({ isActive }) =>
        `flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:whitespace-nowrap ${
          isActive ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        }`
      }
    >
      <Icon aria-hidden className="size-4 shrink-0" />
      <span className="min-w-0">{t(labelKey)}</span>
      {badge ? (
        <span className="ml-auto rounded-full bg-amber-500 px-2 text-xs font-bold text-slate-950">
          <span aria-hidden>{format.count(badge)}</span>
          <span className="sr-only">{`(${t("admin.nav.waiting", { count: format.count(badge) })})`}</span>
        </span>
      ) : null}
    </NavLink>
  );
}
