import { requirePermissionMiddleware } from "~/features/access/session.server";

/**
 * spec: admin §2 Guarded admin route — the panel is entered with admin:access (ADR 018); a signed-in
 * user without it goes to /profil, an anonymous one to /logowanie carrying the origin. Each section
 * then checks its own permission (ADMIN_SECTIONS). Runs on the server for every request, including
 * client-side navigations (their data requests).
 */
export const requireAdminAccessMiddleware = requirePermissionMiddleware("admin:access", { redirectTo: "/profil" });
