// ADR 203 (RODO art. 7(1)): every change of a consent is recorded with its moment and source, in the
// same transaction as the change itself — the terms accepted at registration (with the version number
// in force that day) and the marketing consent (the trend newsletter, ADR 015) given or withdrawn from
// registration, the Ustawienia toggle, the Profil form, the newsletter's unsubscribe link or one-click.
// profiles.marketing_consent follows the newsletter setting: it is the consent as it stands now.
import { and, asc, desc, eq, lte, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { consentEvents, legalDocumentVersions, profiles, userSettings, type ConsentKind, type ConsentSource } from "~/db/schema";
import { warsawDay } from "~/utils/format";
import { setNotificationPreference } from "./settings.server";

export type ConsentEvent = { kind: ConsentKind; granted: boolean; source: ConsentSource; termsVersion: number | null; at: Date };

/** The number of the terms version in force on a Warsaw day (null before the first one applies). */
export async function termsVersionInForce(executor: Executor = db, today = warsawDay()): Promise<number | null> {
  const [row] = await executor
    .select({ number: legalDocumentVersions.number })
    .from(legalDocumentVersions)
    .where(and(eq(legalDocumentVersions.document, "terms"), eq(legalDocumentVersions.status, "published"), lte(legalDocumentVersions.effectiveFrom, today)))
    .orderBy(desc(legalDocumentVersions.effectiveFrom), desc(legalDocumentVersions.number))
    .limit(1);
  return row?.number ?? null;
}

export async function recordConsent(executor: Executor, userId: string, event: { kind: ConsentKind; granted: boolean; source: ConsentSource; termsVersion?: number | null }): Promise<void> {
  await executor.insert(consentEvents).values({ userId, kind: event.kind, granted: event.granted, source: event.source, termsVersion: event.termsVersion ?? null });
}

/** The newsletter flag now, read under the settings row's lock (two changes at once record one each, in order). */
async function marketingNow(tx: Executor, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ on: sql<boolean | null>`(${userSettings.notificationPreferences}->>'marketing_emails')::boolean` })
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .for("update");
  return row?.on === true;
}

/**
 * After the newsletter flag was written inside `tx`: keeps profiles.marketing_consent with it and records
 * the change when there was one. `before`: the flag read before the write (under its lock).
 */
export async function noteMarketingChange(tx: Executor, userId: string, before: boolean, after: boolean, source: ConsentSource): Promise<boolean> {
  if (before === after) return false;
  await tx.update(profiles).set({ marketingConsent: after, updatedAt: sql`now()` }).where(eq(profiles.id, userId));
  await recordConsent(tx, userId, { kind: "marketing", granted: after, source });
  return true;
}

/** Sets the trend newsletter (the marketing consent) and records the change in one transaction. Returns whether it changed. */
export async function setMarketingConsent(userId: string, granted: boolean, source: ConsentSource, executor: Executor = db): Promise<boolean> {
  return executor.transaction(async (tx) => {
    const before = await marketingNow(tx as unknown as Executor, userId);
    await setNotificationPreference(userId, "marketing_emails", granted, tx as unknown as Executor);
    return noteMarketingChange(tx as unknown as Executor, userId, before, granted, source);
  });
}

export { marketingNow as lockedMarketingFlag };

/** The person's consent history, oldest first (the export, the panel's person page). */
export async function consentHistory(userId: string, executor: Executor = db): Promise<ConsentEvent[]> {
  return executor
    .select({ kind: consentEvents.kind, granted: consentEvents.granted, source: consentEvents.source, termsVersion: consentEvents.termsVersion, at: consentEvents.at })
    .from(consentEvents)
    .where(eq(consentEvents.userId, userId))
    .orderBy(asc(consentEvents.at), asc(consentEvents.id));
}
