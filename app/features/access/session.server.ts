import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { db } from "~/db/client.server";
import { permissions, rolePermissions, roles, userRoleAssignments } from "~/db/schema";
import { auth } from "~/features/accounts/auth.server";
import { ADMIN_ROLE_NAME, type Permission } from "./permissions";

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
  isAdmin: boolean;
};

/** Who is asking: set once per request by `sessionMiddleware` on the root route. */
export const userContext = createContext<SessionUser | null>(null);

// DESIGN §5: an assignment counts only while active and not past its expiry, checked per request.
const activeAssignment = (userId: string) =>
  and(
    eq(userRoleAssignments.userId, userId),
    eq(userRoleAssignments.isActive, true),
    or(isNull(userRoleAssignments.expiresAt), gt(userRoleAssignments.expiresAt, sql`now()`)),
    eq(roles.isActive, true),
  );

export async function loadAccess(userId: string): Promise<{ roles: string[]; permissions: Permission[] }> {
  const rows = await db
    .select({ role: roles.name, permission: permissions.name, permissionActive: permissions.isActive })
    .from(userRoleAssignments)
    .innerJoin(roles, eq(roles.id, userRoleAssignments.roleId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(activeAssignment(userId));
  const roleNames = [...new Set(rows.map((r) => r.role))];
  const granted = new Set<Permission>();
  for (const r of rows) if (r.permission && r.permissionActive) granted.add(r.permission as Permission);
  return { roles: roleNames, permissions: [...granted] };
}

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  // Requests without a session cookie (most anonymous traffic) never touch the database.
  if (!request.headers.get("cookie")?.includes("session_token")) return null;
  const result = await auth().api.getSession({ headers: request.headers }).catch(() => null);
  if (!result) return null;
  const access = await loadAccess(result.user.id);
  return {
    id: result.user.id,
    email: result.user.email,
    name: result.user.name,
    emailVerified: result.user.emailVerified,
    twoFactorEnabled: Boolean((result.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled),
    createdAt: new Date(result.user.createdAt),
    sessionId: result.session.id,
    roles: access.roles,
    permissions: access.permissions,
    isAdmin: access.roles.includes(ADMIN_ROLE_NAME),
  };
}

export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  context.set(userContext, await getSessionUser(request));
};

function loginRedirect(request: Request): never {
  const url = new URL(request.url);
  const from = url.pathname + url.search;
  throw redirect(`/logowanie?redirectTo=${encodeURIComponent(from)}`);
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

/** For mutating actions: the session decides, and the answer is 403 rather than a hidden button. */
export function requirePermission(request: Request, context: ContextReader, permission: Permission): SessionUser {
  const user = requireUser(request, context);
  if (!user.isAdmin && !user.permissions.includes(permission)) {
    throw new Response("Brak uprawnień do wykonania tej operacji.", { status: 403 });
  }
  return user;
}
