import { FileText, FolderTree, History, KeyRound, LayoutDashboard, Mail, MessageSquare, Package, QrCode, Scale, Settings, Tags, Users, type LucideIcon } from "lucide-react";
import { NavLink, useRouteLoaderData } from "react-router";
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
export function AdminNav() {
  const user = useOptionalUser();
  const t = useT();
  const format = useFormat();
  // The layout's loader data; absent in its error boundary (the menu is then shown without badges).
  const badges = useRouteLoaderData<{ badges: Partial<Record<AdminSectionKey, number>> }>("routes/admin/layout")?.badges ?? {};
  const items = (Object.keys(ADMIN_SECTIONS) as AdminSectionKey[]).filter((key) => can(user, ADMIN_SECTIONS[key].permission));
  return (
    <nav aria-label={t("admin.nav.label")}>
      {/* On a phone the items wrap: a sideways strip showed three of nine and hid the current one (review, session 30). */}
      <ul className="flex flex-wrap gap-1.5 md:flex-col md:gap-2">
        {items.map((key) => {
          const { to, labelKey } = ADMIN_SECTIONS[key];
          const Icon = ICONS[key];
          return (
            <li key={key}>
              <NavLink
                to={to}
                end={key === "overview"}
                className={({ isActive }) =>
                  `flex items-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                    isActive ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
                  }`
                }
              >
                <Icon aria-hidden className="size-4" />
                {t(labelKey)}
                {badges[key] ? (
                  <span className="ml-auto rounded-full bg-amber-500 px-2 text-xs font-bold text-slate-950">
                    <span aria-hidden>{format.count(badges[key])}</span>
                    <span className="sr-only">{`(${t("admin.nav.waiting", { count: format.count(badges[key]) })})`}</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
