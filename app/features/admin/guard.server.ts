import { redirect, type MiddlewareFunction } from "react-router";
import { userContext } from "~/features/access/session.server";
import type { SessionUser } from "~/features/access/session.server";

/** spec: admin §2 Guarded admin route — the panel needs the admin:access permission. */
export function canAccessAdmin(user: SessionUser | null): boolean {
  return Boolean(user && (user.isAdmin || user.permissions.includes("admin:access")));
}

/**
 * Layout middleware after `requireUserMiddleware` (which sends anonymous visitors to /logowanie with
 * the origin): a signed-in user without admin:access goes to /profil (spec: admin §2). Checked on
 * the server for every request, including client-side navigations (their data requests).
 */
export const requireAdminAccessMiddleware: MiddlewareFunction<Response> = async ({ context }) => {
  if (!canAccessAdmin(context.get(userContext))) throw redirect("/profil");
};
