// ADR 201: Better Auth deletes an expired session only when its cookie comes back, and an expired
// verification row (e-mail link, reset link, e-mail-change undo) only when it is used. Sessions hold
// the address and user agent of a sign-in ("dane techniczne", the privacy policy's 12 months), so the
// hourly maintenance deletes them a day after they expired, and verification rows a week after; and the
// rate-limit rows whose window is over.
import { sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { rateLimit, session, verification } from "~/db/schema";
import { TECHNICAL_DATA_MONTHS } from "~/features/content/legal/retention";
import { LONGEST_AUTH_WINDOW_SECONDS } from "./auth-rate-limit";

/**
 * How long an expired session row stays. One day: long enough that the maintenance never races
 * Better Auth's own handling of a cookie arriving just at expiry (it answers "signed out" and deletes
 * the row itself), short enough that nothing expired lingers; nobody reads an expired row (the
 * account's "Aktywne sesje" and the panel's open-session count both read unexpired ones only).
 */
export const EXPIRED_SESSION_DAYS = 1;

/**
 * Deletes the sessions expired more than EXPIRED_SESSION_DAYS ago, and those signed in more than
 * TECHNICAL_DATA_MONTHS ago whatever their expiry: every visit after a day renews a remembered
 * session (updateAge), so a monthly visitor's row, with the sign-in's address, lived for years
 * (code review, session 39). Such a person signs in again once a year. Returns how many.
 */
export async function pruneExpiredSessions(executor: Executor = db): Promise<number> {
  const deleted = await executor.execute<{ id: string }>(sql`
    DELETE FROM ${session}
    WHERE expires_at < now() - make_interval(days => ${EXPIRED_SESSION_DAYS})
      OR created_at < now() - make_interval(months => ${TECHNICAL_DATA_MONTHS})
    RETURNING id`);
  return deleted.rows.length;
}

/**
 * How long an expired verification row stays. A week: a reset or e-mail-change undo link opened
 * shortly after it expired still says "this link expired" (read from its row, password-reset.server.ts,
 * email-change-undo.server.ts) rather than "invalid"; an undo row holds the former address.
 */
export const EXPIRED_VERIFICATION_DAYS = 7;

/** Deletes the verification rows expired more than EXPIRED_VERIFICATION_DAYS ago. Returns how many. */
export async function pruneExpiredVerifications(executor: Executor = db): Promise<number> {
  const deleted = await executor.execute<{ id: string }>(sql`
    DELETE FROM ${verification} WHERE expires_at < now() - make_interval(days => ${EXPIRED_VERIFICATION_DAYS}) RETURNING id`);
  return deleted.rows.length;
}

/** Rows deleted per statement by `pruneExpiredRateLimits` (a short lock each on a busy table). */
export const RATE_LIMIT_PRUNE_BATCH = 5_000;

/**
 * Deletes the `rate_limit` rows whose window is over (ADR 014, 201): one row per address and path
 * (Better Auth's `ip|path`) and per hashed subject and rule (our `app:` rows) otherwise stayed for
 * ever. Better Auth 1.x prunes only when a request to its own HTTP endpoints resets an expired row of
 * the same key, which our form-driven flows (`auth().api`) never do. Our rows keep the window's END in
 * `last_request`, so they are over once it is in the past; Better Auth's keep the last request, so
 * theirs are over once it is older than the longest window it applies. Batched; returns how many.
 */
export async function pruneExpiredRateLimits(executor: Executor = db, now: number = Date.now(), batch: number = RATE_LIMIT_PRUNE_BATCH): Promise<number> {
  const authCutoff = now - LONGEST_AUTH_WINDOW_SECONDS * 1000;
  let total = 0;
  for (;;) {
    const deleted = await executor.execute<{ id: string }>(sql`
      DELETE FROM ${rateLimit} WHERE id IN (
        SELECT id FROM ${rateLimit}
        WHERE (key LIKE 'app:%' AND last_request < ${now}) OR (key NOT LIKE 'app:%' AND last_request < ${authCutoff})
        LIMIT ${batch})
      RETURNING id`);
    total += deleted.rows.length;
    if (deleted.rows.length < batch) return total;
  }
}
