import { eq } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { DEFAULT_NOTIFICATION_PREFERENCES, profiles, userSettings } from "~/db/schema";
import { recordConsent, termsVersionInForce } from "./consents.server";

type CreatedUser = { id: string; name: string; createdAt: Date };

/**
 * Better Auth `databaseHooks.user.create.after`: every account gets its profile (full name, consents)
 * and its settings row with the spec's defaults (public §3) the moment the user row exists.
 * `body` is the sign-up request body: our registration form sends acceptTerms and marketingConsent.
 */
export async function createAccountRows(user: CreatedUser, body: Record<string, unknown>): Promise<void> {
  const createdAt = new Date(user.createdAt);
  const accepted = body.acceptTerms === true;
  const marketing = body.marketingConsent === true;
  // ADR 203: the consents and their record in one transaction; the terms version in force that day.
  await db.transaction(async (tx) => {
    const termsVersion = accepted ? await termsVersionInForce(tx as unknown as Executor) : null;
    const created = await tx
      .insert(profiles)
      .values({
        id: user.id,
        fullName: user.name.trim() || null,
        marketingConsent: marketing,
        termsAcceptedAt: accepted ? createdAt : null,
        termsVersion,
        createdAt,
        updatedAt: createdAt,
      })
      .onConflictDoNothing()
      .returning({ id: profiles.id });
    // ADR 015: the trend newsletter is `marketing_emails`, opted into by the registration checkbox.
    const notificationPreferences = { ...DEFAULT_NOTIFICATION_PREFERENCES, marketing_emails: marketing };
    await tx.insert(userSettings).values({ userId: user.id, notificationPreferences }).onConflictDoNothing();
    if (created.length === 0) return; // rows made before (a repeated hook): their consents are on record
    if (accepted) await recordConsent(tx as unknown as Executor, user.id, { kind: "terms", granted: true, source: "registration", termsVersion });
    await recordConsent(tx as unknown as Executor, user.id, { kind: "marketing", granted: marketing, source: "registration" });
  });
}

/**
 * Better Auth `databaseHooks.session.create.after`: the moment of a sign-in, kept on the profile. The
 * sessions themselves go when a person signs out or is blocked, and the panel's "Ostatnie logowanie"
 * read them: right after a block, when a moderator needs it, it said "brak logowań".
 */
export async function noteSignIn(userId: string): Promise<void> {
  await db.update(profiles).set({ lastSignedInAt: new Date() }).where(eq(profiles.id, userId));
}
