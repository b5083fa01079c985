import { eq } from "drizzle-orm";
import { createHmac, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { session, userSettings } from "~/db/schema";
import { auth } from "~/features/accounts/auth.server";
import { createUser } from "~/features/engagement/test-support";
import { cookieValue } from "~/utils/cookie-header";
import { readValidSession, verifiedToken } from "./session-read.server";
import { getSessionUser, loadAccess } from "./session.server";
import { assignRole } from "../../../tests/factories";

// ADR 115: the direct session read says only "valid, not due for renewal"; everything else is Better Auth's.

const DAY = 86_400_000;

async function signedIn(expiresInMs: number) {
  const member = await createUser({ email: `s-${randomUUID().slice(0, 8)}@test.local` });
  const token = randomUUID();
  await db.insert(session).values({ id: randomUUID(), userId: member.id, token, expiresAt: new Date(Date.now() + expiresInMs) });
  const ctx = await auth().$context;
  const signature = createHmac("sha256", ctx.secret).update(token).digest("base64");
  const cookie = `theme=dark; ${ctx.authCookies.sessionToken.name}=${encodeURIComponent(`${token}.${signature}`)}`;
  return { member, token, cookie, ctx };
}

const requestWith = (cookie: string) => new Request("http://localhost/produkty", { headers: { cookie } });

describe("direct session read (ADR 115)", () => {
  it("reads a freshly renewed session directly, with the same user Better Auth gives", async () => {
    const { member, cookie } = await signedIn(30 * DAY);
    const row = await readValidSession(cookie);
    expect(row).toMatchObject({ id: member.id, email: member.email, emailVerified: true });
    const viaBetterAuth = await auth().api.getSession({ headers: new Headers({ cookie }) });
    expect(row?.sessionId).toBe(viaBetterAuth?.session.id);
    expect((await getSessionUser(requestWith(cookie)))?.id).toBe(member.id);
  });

  it("never accepts a token without its signature, with another's, or under another name", async () => {
    const { token, cookie, ctx } = await signedIn(30 * DAY);
    const other = await signedIn(30 * DAY);
    const name = ctx.authCookies.sessionToken.name;
    const forged = [
      `${name}=${token}`,
      `${name}=${encodeURIComponent(`${token}.${"A".repeat(43)}=`)}`,
      `${name}=${encodeURIComponent(`${token}.${cookieValue(other.cookie, name)!.split(".").pop()}`)}`,
      cookie.replace(name, `x${name}`),
    ];
    for (const bad of forged) {
      expect(await readValidSession(bad), bad).toBeNull();
      expect(await getSessionUser(requestWith(bad)), bad).toBeNull();
    }
  });

  it("leaves an expired session to Better Auth, which refuses and deletes it", async () => {
    const { token, cookie } = await signedIn(-1000);
    expect(await readValidSession(cookie)).toBeNull();
    expect(await getSessionUser(requestWith(cookie))).toBeNull();
    expect(await db.select().from(session).where(eq(session.token, token))).toEqual([]);
  });

  it("leaves a session due for its daily renewal to Better Auth, which renews it", async () => {
    const { member, token, cookie } = await signedIn(28 * DAY);
    expect(await readValidSession(cookie)).toBeNull();
    expect((await getSessionUser(requestWith(cookie)))?.id).toBe(member.id);
    const [renewed] = await db.select().from(session).where(eq(session.token, token));
    expect(renewed!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
    // Renewed: read directly from now on.
    expect((await readValidSession(cookie))?.id).toBe(member.id);
  });

  it("brings the roles, permissions and page settings of now in the same read (ADR 138)", async () => {
    const { member, cookie } = await signedIn(30 * DAY);
    expect(await readValidSession(cookie)).toMatchObject({ access: { roles: [], permissions: [] }, pageSettings: { theme: "light", locale: "pl" } });
    await assignRole(member.id, "editor");
    await assignRole(member.id, "moderator", { expiresAt: new Date(Date.now() - 1000) }); // expired: grants nothing
    await assignRole(member.id, "admin", { isActive: false });
    await db
      .insert(userSettings)
      .values({ userId: member.id, theme: "dark", language: "en" })
      .onConflictDoUpdate({ target: userSettings.userId, set: { theme: "dark", language: "en" } });
    const direct = (await readValidSession(cookie))!;
    const separate = await loadAccess(member.id);
    expect(separate.roles).toEqual(["editor"]);
    expect(direct.access.roles).toEqual(separate.roles);
    expect([...direct.access.permissions].sort()).toEqual([...separate.permissions].sort());
    expect(direct.access.permissions).toContain("blog:update");
    expect(direct.pageSettings).toEqual({ theme: "dark", locale: "en" });
    const user = await getSessionUser(requestWith(cookie));
    expect([...user!.permissions].sort()).toEqual([...separate.permissions].sort());
    expect(user!.pageSettings).toEqual({ theme: "dark", locale: "en" }); // for the root loader's GETs
  });

  it("reads cookies as better-call does", () => {
    expect(cookieValue('a=1; vp.session_token="x%2Ey"; vp.session_token=z', "vp.session_token")).toBe("x.y");
    expect(cookieValue("vp.session_token=%E0%A4%A", "vp.session_token")).toBe("%E0%A4%A");
    expect(cookieValue("a=1", "vp.session_token")).toBeNull();
    const signature = createHmac("sha256", "s").update("t").digest("base64");
    expect(verifiedToken(`t.${signature}`, "s")).toBe("t");
    expect(verifiedToken(`t.${signature}`, "other")).toBeNull();
    expect(verifiedToken(`.${signature}`, "s")).toBeNull();
  });
});
