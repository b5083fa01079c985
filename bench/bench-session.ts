// The bench's signed-in visitor: a real user and session written into the seeded database, and the
// session cookie Better Auth expects (token + "." + HMAC-SHA256 of it with the server's secret,
// URL-encoded). A forged cookie would skip the page cache but never reach a signed-in render.
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import type { Database } from "../app/db/client.server";
import { session, user } from "../app/db/schema";

export async function createBenchSession(db: Database): Promise<string> {
  const userId = randomUUID();
  const token = randomBytes(24).toString("base64url");
  await db.insert(user).values({ id: userId, name: "Bench User", email: `bench-${userId}@example.com`, emailVerified: true });
  await db.insert(session).values({ id: randomUUID(), token, userId, expiresAt: new Date(Date.now() + 7 * 86_400_000) });
  return token;
}

export function sessionCookie(token: string, secret: string): string {
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  return "vp.session_token=" + encodeURIComponent(`${token}.${signature}`);
}

/** Fails the run when the cookie does not sign in (the rows would measure anonymous pages). */
export async function assertSignedIn(base: string, cookie: string): Promise<void> {
  const response = await fetch(`${base}/api/auth/get-session`, { headers: { cookie } });
  const body = (await response.json().catch(() => null)) as { user?: { email?: string } } | null;
  if (!body?.user?.email?.startsWith("bench-")) throw new Error("the bench's session cookie does not sign in");
}
