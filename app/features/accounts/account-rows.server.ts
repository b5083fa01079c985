import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { DEFAULT_NOTIFICATION_PREFERENCES, profiles, userSettings } from "~/db/schema";

type CreatedUser = { id: string; name: string; createdAt: Date };

/**
 * Better Auth `databaseHooks.user.create.after`: every account gets its profile (full name, consents)
 * and its settings row with the spec's defaults (public §3) the moment the user row exists.
 * `body` is the sign-up request body: our registration form sends acceptTerms and marketingConsent.
 */
export async function createAccountRows(user: CreatedUser, body: Record<string, unknown>): Promise<void> {
  const createdAt = new Date(user.createdAt);
  await db
    .insert(profiles)
    .values({
      id: user.id,
      fullName: user.name.trim() || null,
      marketingConsent: body.marketingConsent === true,
      termsAcceptedAt: body.acceptTerms === true ? createdAt : null,
      createdAt,
      updatedAt: createdAt,
    })
    .onConflictDoNothing();
  // ADR 015: the trend newsletter is `marketing_emails`, opted into by the registration checkbox.
  const notificationPreferences = { ...DEFAULT_NOTIFICATION_PREFERENCES, marketing_emails: body.marketingConsent === true };
  await db.insert(userSettings).values({ userId: user.id, notificationPreferences }).onConflictDoNothing();
}

/**
 * Better Auth `databaseHooks.session.create.after`: the moment of a sign-in, kept on the profile. The
 * sessions themselves go when a person signs out or is blocked, and the panel's "Ostatnie logowanie"
 * read them: right after a block, when a moderator needs it, it said "brak logowań".
 */
export async function noteSignIn(userId: string): Promise<void> {
  await db.update(profiles).set({ lastSignedInAt: new Date() }).where(eq(profiles.id, userId));
}
