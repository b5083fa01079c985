import { createHash, randomUUID } from "node:crypto";
import { isIP } from "node:net";
import { and, eq, gt, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { rateLimit } from "~/db/schema";

// ADR 014: abuse limits live in the database (DESIGN §7: several app processes share them), in
// Better Auth's `rate_limit` table. Our keys start with "app:" and never contain "|" (Better Auth's
// keys are "ip|path"). For our rows `last_request` holds the moment the window ENDS, so Better
// Auth's pruning (rows whose last_request is older than its longest window) only ever removes
// windows that are already over.

export type LimitRule = { name: string; window: number; max: number };

export const LIMITS = {
  signInIp: { name: "sign-in:ip", window: 15 * 60, max: 30 },
  signInAccount: { name: "sign-in:account", window: 15 * 60, max: 5 },
  // ADR 205: a browser with a valid device proof for the account is counted here, per (account, device).
  signInDevice: { name: "sign-in:device", window: 15 * 60, max: 10 },
  signUpIp: { name: "sign-up:ip", window: 60 * 60, max: 20 },
  signUpAccount: { name: "sign-up:account", window: 60 * 60, max: 5 },
  resetIp: { name: "reset:ip", window: 15 * 60, max: 10 },
  resetAccount: { name: "reset:account", window: 15 * 60, max: 3 },
  resendIp: { name: "resend:ip", window: 15 * 60, max: 10 },
  resendAccount: { name: "resend:account", window: 15 * 60, max: 3 },
  twoFactorIp: { name: "two-factor:ip", window: 15 * 60, max: 20 },
  twoFactorAccount: { name: "two-factor:account", window: 15 * 60, max: 5 },
  passwordCheck: { name: "password-check:user", window: 15 * 60, max: 5 },
  // Each accepted e-mail change request sends a message to an address the user typed.
  emailChange: { name: "email-change:user", window: 60 * 60, max: 3 },
  // Each review written, changed or deleted empties the page cache of every process (ratings are on
  // every card, ADR 112): a member looping on it kept the cache empty for everyone (review, session 30).
  reviewWrite: { name: "review-write:user", window: 10 * 60, max: 30 },
  // ADR 162: each report lands in a moderator's queue; a member is not a source of hundreds an hour.
  reviewReport: { name: "review-report:user", window: 60 * 60, max: 20 },
  // ADR 170: each "Sprawdź teraz" sends up to a few requests per shop link from the server.
  linkCheck: { name: "link-check:user", window: 10 * 60, max: 10 },
  // ADR 185: "Wyślij próbnie do mnie" sends a whole issue to the editor's mailbox (review, session 35: unbounded).
  newsletterTest: { name: "newsletter-test:user", window: 10 * 60, max: 5 },
  // A member's own change that drops the cached pages of the products they reviewed (name, show_reviews,
  // public_profile, a deletion request or its cancelling): a loop kept 200 pages off the cache for
  // everyone (hostile review, session 39). Past the limit the change is saved and the pages follow at their TTL.
  reviewedPagesDrop: { name: "reviewed-pages-drop:user", window: 10 * 60, max: 10 },
  // Each deletion request mails the member and revokes every session; cancelling and asking again in a
  // loop is no use of the right (hostile review, session 39: 36 requests and mails in 12 s).
  deletionRequest: { name: "deletion-request:user", window: 60 * 60, max: 3 },
  // ADR 203: "Pobierz moje dane" builds a file of every row of the account; a few an hour are plenty.
  dataExport: { name: "data-export:user", window: 60 * 60, max: 5 },
} as const satisfies Record<string, LimitRule>;

export type LimitResult = { allowed: boolean; retryAfter: number };

export class RateLimitedError extends Error {
  constructor(
    readonly rule: LimitRule,
    readonly retryAfter: number,
  ) {
    super(`Rate limited: ${rule.name}`);
  }
}

/** Subjects (e-mail addresses, IPs) are hashed: the table never holds who tried to sign in. */
export function limitKey(rule: LimitRule, subject: string): string {
  const digest = createHash("sha256").update(subject.toLowerCase()).digest("base64url").slice(0, 32);
  return `app:${rule.name}:${digest}`;
}

/**
 * Counts one attempt atomically (one INSERT … ON CONFLICT … RETURNING, safe across processes).
 * Allowed while the count stays at or under `max`; once over, the counter freezes at max + 1 until
 * the window ends, so attempts made while blocked do not extend the block.
 */
export async function hit(rule: LimitRule, subject: string, now: number = Date.now()): Promise<LimitResult> {
  const key = limitKey(rule, subject);
  const end = now + rule.window * 1000;
  const result = await db.execute<{ count: number | string; last_request: number | string }>(sql`
    INSERT INTO ${rateLimit} (id, key, count, last_request)
    VALUES (${randomUUID()}, ${key}, 1, ${end})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE
        WHEN ${rateLimit}.last_request <= ${now} THEN 1
        WHEN ${rateLimit}.count > ${rule.max} THEN ${rateLimit}.count
        ELSE ${rateLimit}.count + 1 END,
      last_request = CASE WHEN ${rateLimit}.last_request <= ${now} THEN ${end} ELSE ${rateLimit}.last_request END
    RETURNING count, last_request`);
  const row = result.rows[0]!;
  const count = Number(row.count);
  const windowEnd = Number(row.last_request);
  return { allowed: count <= rule.max, retryAfter: Math.max(1, Math.ceil((windowEnd - now) / 1000)) };
}

/** Throws `RateLimitedError` when the attempt is over the limit. */
export async function consume(rule: LimitRule, subject: string): Promise<void> {
  const result = await hit(rule, subject);
  if (!result.allowed) throw new RateLimitedError(rule, result.retryAfter);
}

/** Gives one attempt back (a sign-in that turned out to be correct does not count as a failure). */
export async function refund(rule: LimitRule, subject: string, now: number = Date.now()): Promise<void> {
  await db
    .update(rateLimit)
    .set({ count: sql`${rateLimit.count} - 1` })
    .where(and(eq(rateLimit.key, limitKey(rule, subject)), gt(rateLimit.count, 0), gt(rateLimit.lastRequest, now)));
}

/** Forgets the counter (after a successful sign-in the account's failures start again from 0). */
export async function clear(rule: LimitRule, subject: string): Promise<void> {
  await db.delete(rateLimit).where(eq(rateLimit.key, limitKey(rule, subject)));
}

/**
 * The client address. Express trusts X-Forwarded-For only from loopback (`trust proxy`), and the
 * server passes the resolved address on in X-Forwarded-For as a single value; a list or a malformed
 * value is not trusted. Without one, every such request shares the "unknown" bucket.
 */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.trim();
  if (forwarded && !forwarded.includes(",") && isIP(forwarded)) return forwarded.replace(/^::ffff:/, "");
  return "unknown";
}
