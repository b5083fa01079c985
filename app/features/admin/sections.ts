import { href } from "react-router";
import type { Permission } from "~/features/access/permissions";

/**
 * spec: admin §2 Admin panel sections; OWNERSHIP section permissions (ADR 018). The side menu shows a
 * section only to users holding its permission; each section's route module guards itself with
 * `export const middleware = [requirePermissionMiddleware(ADMIN_SECTIONS.<key>.permission)]`.
 */
export const ADMIN_SECTIONS = {
  overview: { to: href("/admin"), label: "Przegląd", permission: "admin:access" },
  products: { to: href("/admin/produkty"), label: "Produkty", permission: "product:update" },
  blog: { to: href("/admin/blog"), label: "Blog", permission: "blog:update" },
  productCodes: { to: href("/admin/kody"), label: "Kody produktów", permission: "product-code:manage" },
  users: { to: href("/admin/uzytkownicy"), label: "Użytkownicy", permission: "user:read" },
  roles: { to: href("/admin/role"), label: "Role", permission: "role:read" },
} as const satisfies Record<string, { to: string; label: string; permission: Permission }>;

export type AdminSectionKey = keyof typeof ADMIN_SECTIONS;

/** 'Ta sekcja jest w trakcie rozwoju.' — any other /admin/… path (spec: admin §2), with status 404. */
export const SECTION_IN_PROGRESS = "Ta sekcja jest w trakcie rozwoju.";
