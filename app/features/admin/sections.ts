import { href } from "react-router";
import type { Permission } from "~/features/access/permissions";
import type { MessageKey } from "~/i18n/i18n";

/**
 * spec: admin §2 Admin panel sections; OWNERSHIP section permissions (ADR 018). The side menu shows a
 * section only to users holding its permission; each section's loader and action begin with
 * `requirePermission(request, context, ADMIN_SECTIONS.<key>.permission)` (ADR 144).
 * `label` is the spec's Polish name; the menu shows `labelKey` in the user's language (ADR 089).
 */
export const ADMIN_SECTIONS = {
  overview: { to: href("/admin"), label: "Przegląd", labelKey: "admin.section.overview", permission: "admin:access" },
  products: { to: href("/admin/produkty"), label: "Produkty", labelKey: "admin.section.products", permission: "product:update" },
  blog: { to: href("/admin/blog"), label: "Blog", labelKey: "admin.section.blog", permission: "blog:update" },
  // ADR 185: the trend newsletter to the members who asked for it (newsletter:send, editors and admins); beside the blog, where editors work.
  newsletter: { to: href("/admin/newsletter"), label: "Newsletter", labelKey: "admin.section.newsletter", permission: "newsletter:send" },
  reviews: { to: href("/admin/opinie"), label: "Opinie", labelKey: "admin.section.reviews", permission: "review:moderate" },
  // ADR 132: the category tree is catalogue editing, so the products permission opens it.
  categories: { to: href("/admin/kategorie"), label: "Kategorie", labelKey: "admin.section.categories", permission: "product:update" },
  // ADR 171: tags across all products (rename, merge, remove) are catalogue editing too.
  tags: { to: href("/admin/tagi"), label: "Tagi", labelKey: "admin.section.tags", permission: "product:update" },
  productCodes: { to: href("/admin/kody"), label: "Kody produktów", labelKey: "admin.section.productCodes", permission: "product-code:manage" },
  users: { to: href("/admin/uzytkownicy"), label: "Użytkownicy", labelKey: "admin.section.users", permission: "user:read" },
  roles: { to: href("/admin/role"), label: "Role", labelKey: "admin.section.roles", permission: "role:read" },
  // ADR 160: the change log; the administrators' by default (a custom role can be given log:read).
  activity: { to: href("/admin/dziennik"), label: "Dziennik zmian", labelKey: "admin.section.activity", permission: "log:read" },
  // ADR 172: the legal documents (regulamin, polityka prywatności, afiliacja), the administrators' by default.
  documents: { to: href("/admin/dokumenty"), label: "Dokumenty", labelKey: "admin.section.documents", permission: "legal-document:update" },
  // ADR 179: the footer, the contact mailboxes and the announcement bar, the administrators' by default.
  settings: { to: href("/admin/ustawienia"), label: "Ustawienia strony", labelKey: "admin.section.settings", permission: "site-settings:update" },
} as const satisfies Record<string, { to: string; label: string; labelKey: MessageKey; permission: Permission }>;

export type AdminSectionKey = keyof typeof ADMIN_SECTIONS;

/** 'Ta sekcja jest w trakcie rozwoju.' — any other /admin/… path (spec: admin §2), with status 404. */
export const SECTION_IN_PROGRESS = "Ta sekcja jest w trakcie rozwoju.";
