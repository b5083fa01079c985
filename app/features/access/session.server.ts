import { and, eq, sql } from "drizzle-orm";
import { createContext, data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { db, type Executor } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared.server";
import { permissions, rolePermissions, roles, userRoleAssignments } from "~/db/schema";
import { auth } from "~/features/accounts/auth.server";
import type { PageSettings } from "~/features/accounts/theme.server";
import { accessOf, type Access } from "./access-grants";
import { activeAssignment } from "./active-assignment.server";
import { readValidSession, type SessionRow } from "./session-read.server";
import { can, type Permission } from "./permissions";
import type { ClientUser } from "./use-optional-user";
import { pageAddressOf } from "~/utils/page-address";

export { activeAssignment };

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  createdAt: Date;
  sessionId: string;
  roles: string[];
  permissions: Permission[];
  /**
   * ADR 138: theme and language as read with the session at the start of this request (a direct
   * read only). For GET answers; a POST's loaders run after its action, which may have changed them.
   */
  pageSettings?: PageSettings;
};

/** ADR 018: what the browser gets about the user (for `can`): permissions, never role names. */
export function clientUserOf(user: SessionUser): ClientUser {
  return { id: user.id, email: user.email, name: user.name, permissions: user.permissions };
}

/** Who is asking: set once per request by `sessionMiddleware` on the root route. */
export const userContext = createContext<SessionUser | null>(null);

// ADR 103: built once per database handle (read on every signed-in request).
const accessQuery = preparedQuery("user_access", (executor) =>
  executor
    .select({ role: roles.name, permission: permissions.name, permissionActive: permissions.isActive })
    .from(userRoleAssignments)
    .innerJoin(roles, eq(roles.id, userRoleAssignments.roleId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(userRoleAssignments.userId, sql.placeholder("userId")), activeAssignment())),
);

/** The roles and (active) permissions a user holds right now (ADR 018); read on every request. */
export async function loadAccess(userId: string, executor: Executor = db): Promise<Access> {
  return accessOf(await accessQuery(executor).execute({ userId }));
}

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  // Requests without a session cookie (most anonymous traffic) never touch the database.
  const cookie = request.headers.get("cookie");
  if (!cookie?.includes("session_token")) return null;
  // ADR 115: a valid session not due for renewal is read directly; anything else is Better Auth's.
  const found = (await readValidSession(cookie).catch(() => null)) ?? (await sessionFromBetterAuth(request));
  return found && sessionUserOf(found);
}

/** The session's user with the roles and permissions they hold now (ADR 018: read on every request). */
export async function sessionUserOf(found: SessionRow & { access?: Access; pageSettings?: PageSettings }): Promise<SessionUser> {
  // ADR 138: the direct session read brings them in its one query; Better Auth's session does not.
  const access = found.access ?? (await loadAccess(found.id));
  return {
    id: found.id,
    email: found.email,
    name: found.name,
    emailVerified: found.emailVerified,
    twoFactorEnabled: Boolean(found.twoFactorEnabled),
    createdAt: new Date(found.createdAt),
    sessionId: found.sessionId,
    roles: access.roles,
    permissions: access.permissions,
    pageSettings: found.pageSettings,
  };
}

async function sessionFromBetterAuth(request: Request): Promise<SessionRow | null> {
  const result = await auth().api.getSession({ headers: request.headers }).catch(() => null);
  if (!result) return null;
  const u = result.user as typeof result.user & { twoFactorEnabled?: boolean | null };
  return { sessionId: result.session.id, id: u.id, email: u.email, name: u.name, emailVerified: u.emailVerified, twoFactorEnabled: u.twoFactorEnabled ?? null, createdAt: new Date(u.createdAt) };
}

export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  context.set(userContext, await getSessionUser(request));
};

function loginRedirect(request: Request): never {
  throw redirect(`/logowanie?redirectTo=${encodeURIComponent(pageAddressOf(request))}`);
}

/** Layout middleware for guarded areas: anonymous visitors go to /logowanie carrying the origin. */
export const requireUserMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  if (!context.get(userContext)) loginRedirect(request);
};

type ContextReader = Readonly<RouterContextProvider>;

export function requireUser(request: Request, context: ContextReader): SessionUser {
  const user = context.get(userContext);
  if (!user) loginRedirect(request);
  return user;
}

export const FORBIDDEN_MESSAGE = "Brak uprawnień do wykonania tej operacji.";

/**
 * ADR 018 — at the top of EVERY action (and any loader that reads something guarded): anonymous →
 * /logowanie?redirectTo=…, signed in without `permission` → 403 with a Polish message. Returns the
 * session user, the only source of identity.
 */
export function requirePermission(request: Request, context: ContextReader, permission: Permission): SessionUser {
  const user = requireUser(request, context);
  if (!can(user, permission)) throw data(FORBIDDEN_MESSAGE, { status: 403 });
  return user;
}

/** requirePermission for an action open to the holders of any one of `permissions` (ADR 183: the panel's mails). */
export function requireAnyPermission(request: Request, context: ContextReader, permissions: readonly Permission[]): SessionUser {
  const user = requireUser(request, context);
  if (!permissions.some((permission) => can(user, permission))) throw data(FORBIDDEN_MESSAGE, { status: 403 });
  return user;
}

/**
 * ADR 018 — layout/route middleware guarding a whole area (and its client-side data requests):
 * anonymous → /logowanie carrying the origin; without `permission` a redirect of a page request when
 * `redirectTo` is given (the /admin entry: spec admin §2 → /profil), else (and for every action) 403. ADR 144: for pages use requirePermission
 * in the loader instead — a 403 thrown here comes before every loader, so the error page would render
 * without the root's user, theme and language, and outside the panel.
 */
export function requirePermissionMiddleware(permission: Permission, options: { redirectTo?: string } = {}): MiddlewareFunction<Response> {
  return async ({ request, context }) => {
    const user = context.get(userContext);
    if (!user) loginRedirect(request);
    if (!can(user, permission)) {
      // A page is left for `redirectTo`; an action sent anyway (a stale tab, a script) is refused with
      // a 403 and its reason, not answered by a redirect that hides the refusal (review, session 27).
      const reading = request.method === "GET" || request.method === "HEAD";
      if (options.redirectTo && reading) throw redirect(options.redirectTo);
      throw data(FORBIDDEN_MESSAGE, { status: 403 });
    }
  };
}
