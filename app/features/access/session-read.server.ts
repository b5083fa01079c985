// ADR 115: the session check of every signed-in request without Better Auth's endpoint machinery.
// `auth().api.getSession` costs 3–4 ms per request (its endpoint context, a Drizzle query built per
// call, output filtering): most of a member's answer from the shared page (ADR 114) and a tenth of a
// signed-in render. Here: the same signed cookie check (HMAC-SHA256 of the token with the auth
// secret, constant-time compare) and one prepared query for the session and its user. Anything
// else (no or a bad signature, no such session, expired, due for its daily renewal) goes to Better
// Auth, which answers, deletes or renews exactly as before: this path only ever says "valid, not due".
import { eq, sql } from "drizzle-orm";
import { createHmac, timingSafeEqual } from "node:crypto";
import { onDatabaseChange } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared.server";
import { permissions, rolePermissions, roles, session, user, userRoleAssignments, userSettings } from "~/db/schema";
import { auth } from "~/features/accounts/auth.server";
import { pageSettingsOf, type PageSettings } from "~/features/accounts/theme.server";
import { cookieValue } from "~/utils/cookie-header";
import { accessOf, type Access, type GrantRow } from "./access-grants";
import { activeAssignment } from "./active-assignment.server";

type AuthBasics = { cookieName: string; secret: string; expiresInMs: number; updateAgeMs: number };
let basics: Promise<AuthBasics> | undefined;
onDatabaseChange(() => (basics = undefined)); // read from the auth instance, which starts again too

/** Better Auth's own settings (cookie name with its `__Secure-` prefix on https, secret, session ages). */
function authBasics(): Promise<AuthBasics> {
  basics ??= auth().$context.then((ctx) => ({
    cookieName: ctx.authCookies.sessionToken.name,
    secret: ctx.secret,
    expiresInMs: ctx.sessionConfig.expiresIn * 1000,
    updateAgeMs: ctx.sessionConfig.updateAge * 1000,
  }));
  return basics;
}

/** The token of a signed cookie value `token.signature` whose signature is right, else null. */
export function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac("sha256", secret).update(token).digest("base64"));
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

// ADR 138: what every signed-in request reads next, in the session's own round trip: the grants of
// the user's active role assignments, as loadAccess reads them (ADR 018), one JSON array.
const grantsOfUser = sql<GrantRow[] | string>`(
  select coalesce(json_agg(json_build_object('role', ${roles.name}, 'permission', ${permissions.name}, 'permissionActive', ${permissions.isActive})), '[]'::json)
  from ${userRoleAssignments}
  inner join ${roles} on ${roles.id} = ${userRoleAssignments.roleId}
  left join ${rolePermissions} on ${rolePermissions.roleId} = ${roles.id}
  left join ${permissions} on ${permissions.id} = ${rolePermissions.permissionId}
  where ${userRoleAssignments.userId} = ${user.id} and ${activeAssignment()})`;

const sessionQuery = preparedQuery("session_by_token", (executor) =>
  executor
    .select({
      sessionId: session.id,
      expiresAt: session.expiresAt,
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt,
      grants: grantsOfUser,
      theme: userSettings.theme, // and their look and language (ADR 138)
      language: userSettings.language,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(userSettings, eq(userSettings.userId, user.id))
    .where(eq(session.token, sql.placeholder("token"))),
);

export type SessionRow = {
  sessionId: string;
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean | null;
  createdAt: Date;
};

/** A session read directly: its user, their roles and permissions now, and their page settings. */
export type DirectSession = SessionRow & { access: Access; pageSettings: PageSettings };

/** A valid session that is not due for renewal, or null: then ask Better Auth. */
export async function readValidSession(cookieHeader: string): Promise<DirectSession | null> {
  const { cookieName, secret, expiresInMs, updateAgeMs } = await authBasics();
  const value = cookieValue(cookieHeader, cookieName);
  const token = value && verifiedToken(value, secret);
  if (!token) return null;
  const [row] = await sessionQuery().execute({ token });
  if (!row) return null;
  const expiresAt = new Date(row.expiresAt).getTime();
  const now = Date.now();
  // Better Auth renews a session once `updateAge` has passed since it was last set to `expiresIn`.
  if (!(expiresAt >= now) || expiresAt - expiresInMs + updateAgeMs <= now) return null;
  const { grants, theme, language, ...found } = row;
  return {
    ...found,
    createdAt: new Date(row.createdAt),
    access: accessOf(typeof grants === "string" ? (JSON.parse(grants) as GrantRow[]) : grants),
    pageSettings: pageSettingsOf({ theme, language }),
  };
}
