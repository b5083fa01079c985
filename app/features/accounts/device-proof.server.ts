import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { authSecret, config } from "~/config.server";
import { db } from "~/db/client.server";
import { account, user } from "~/db/schema";
import { cookieValues } from "~/utils/cookie-header";

// ADR 205 (OWASP "device cookies"): a browser that has signed in to an account before carries a proof
// of it, so guesses made elsewhere cannot lock its owner out (ADR 014's per-account limit). A proof is
// `<nonce>.<mac>`: a random nonce and an HMAC, under the app secret, over the account id, the account's
// stored password hash (a new password makes every older proof useless) and the nonce. No address and
// no account id in clear; one cookie holds the newest proofs of up to five accounts. Not "vp.*": the
// page cache ignores it (page-cache-keys.server.ts), and it is read only by the sign-in action.

export const DEVICE_COOKIE = "vp_device";
export const DEVICE_PROOFS_KEPT = 5;
/** A year; renewed with every sign-in. */
export const DEVICE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

const PART = "[A-Za-z0-9_-]{22}";
const PROOF = new RegExp(`^(${PART})\\.(${PART})$`);
const SEPARATOR = "~";

type Owner = { userId: string; stamp: string };

/** The subject of the per-(account, device) sign-in bucket, once a proof has been checked. */
export type DeviceProof = { userId: string; nonce: string; subject: string };

function mac(owner: Owner, nonce: string): string {
  return createHmac("sha256", authSecret())
    .update(`device-proof:v1\n${owner.userId}\n${owner.stamp}\n${nonce}`)
    .digest("base64url")
    .slice(0, 22);
}

/**
 * The well-formed proofs the request carries, from every `vp_device` cookie it sends (a sibling subdomain
 * may set one that comes first and would hide ours: hostile review, session 39) — at most three cookies
 * and five proofs each; anything else is dropped.
 */
function proofsIn(request: Request): string[] {
  return cookieValues(request.headers.get("cookie"), DEVICE_COOKIE)
    .slice(0, 3)
    .filter((value) => value.length <= 512)
    .flatMap((value) => value.split(SEPARATOR).filter((part) => PROOF.test(part)).slice(0, DEVICE_PROOFS_KEPT));
}

function matches(owner: Owner, proof: string): string | null {
  const [, nonce, given] = PROOF.exec(proof) ?? [];
  if (!nonce || !given) return null;
  const expected = Buffer.from(mac(owner, nonce));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? nonce : null;
}

async function owner(where: ReturnType<typeof eq>): Promise<Owner | null> {
  const [row] = await db
    .select({ userId: user.id, stamp: account.password })
    .from(user)
    .innerJoin(account, and(eq(account.userId, user.id), eq(account.providerId, "credential")))
    .where(where)
    .limit(1);
  return row?.stamp ? { userId: row.userId, stamp: row.stamp } : null;
}

/**
 * The valid proof this browser holds for the account `email` names, or null: no cookie, a forged,
 * altered or another account's proof, a proof from before the password last changed, or an address
 * with no account (which therefore behaves exactly like any other browser without a proof).
 */
export async function deviceProofFor(request: Request, email: string): Promise<DeviceProof | null> {
  const proofs = proofsIn(request);
  if (proofs.length === 0) return null;
  const found = await owner(eq(user.email, email));
  if (!found) return null;
  for (const proof of proofs) {
    const nonce = matches(found, proof);
    if (nonce) return { userId: found.userId, nonce, subject: `${found.userId}:${nonce}` };
  }
  return null;
}

/**
 * The Set-Cookie line after a completed sign-in of `userId`: a fresh proof for this account in front,
 * its older ones dropped, the other accounts' proofs kept up to five in all. Null for an account
 * without a password (it cannot sign in with one).
 */
export async function deviceCookieAfterSignIn(request: Request, userId: string): Promise<string | null> {
  const found = await owner(eq(user.id, userId));
  if (!found) return null;
  const nonce = randomBytes(16).toString("base64url");
  const others = proofsIn(request).filter((proof) => !matches(found, proof));
  const value = [`${nonce}.${mac(found, nonce)}`, ...others].slice(0, DEVICE_PROOFS_KEPT).join(SEPARATOR);
  const secure = config().appUrl.startsWith("https:") ? "; Secure" : "";
  return `${DEVICE_COOKIE}=${value}; Path=/; Max-Age=${DEVICE_COOKIE_MAX_AGE}; HttpOnly; SameSite=Lax${secure}`;
}

/** Adds the device proof of `userId` to a successful sign-in's headers. */
export async function withDeviceProof(request: Request, userId: string, headers: Headers): Promise<Headers> {
  const cookie = await deviceCookieAfterSignIn(request, userId);
  if (cookie) headers.append("Set-Cookie", cookie);
  return headers;
}
