// ADR 201: Better Auth deletes an expired session only when its cookie comes back, and an expired
// verification row (e-mail link, reset link, e-mail-change undo) only when it is used. Sessions hold
// the address and user agent of a sign-in ("dane techniczne", the privacy policy's 12 months), so the
// hourly maintenance deletes them a day after they expired, and verification rows a week after.
import { sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { session, verification } from "~/db/schema";
import { TECHNICAL_DATA_MONTHS } from "~/features/content/legal/retention";

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
