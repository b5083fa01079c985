// ADR 185: the newsletter's unsubscribe link, built like the price alert's (ADR 078): the HMAC
// signature (the app secret) is the permission, so it works without signing in; it can only turn the
// newsletter OFF, so it does not expire. A GET only shows the confirmation page (mail scanners
// prefetch links); a POST (the page's button, or the mail client's RFC 8058 one-click) changes state.
import { eq } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { DEFAULT_NOTIFICATION_PREFERENCES, user, userSettings } from "~/db/schema";
import { setMarketingConsent } from "~/features/accounts/consents.server";
import { absoluteUrl } from "~/features/seo/urls.server";
import { readSignedToken, signedToken } from "~/utils/signed-token.server";

export const NEWSLETTER_UNSUBSCRIBE_PATH = "/newsletter/wypisz";

// Its own purpose: a price alert's token never opens this link, nor this one that.
const PURPOSE = "newsletter-unsubscribe";

/** Opaque in the link, bound to one member. */
export function newsletterUnsubscribeToken(userId: string): string {
  return signedToken(PURPOSE, [userId]);
}

export function newsletterUnsubscribeUrl(userId: string): string {
  return absoluteUrl(`${NEWSLETTER_UNSUBSCRIBE_PATH}?${new URLSearchParams({ t: newsletterUnsubscribeToken(userId) })}`);
}

/** ADR 200: the link of a test issue and of the panel's preview. It names nobody, so it can unsubscribe
 *  nobody; its page says it came from a test. A real issue always carries the member's signed link. */
export const NEWSLETTER_SAMPLE_PARAM = "proba";
export function newsletterSampleUnsubscribeUrl(): string {
  return absoluteUrl(`${NEWSLETTER_UNSUBSCRIBE_PATH}?${NEWSLETTER_SAMPLE_PARAM}=1`);
}

/** The member a genuine token names; null for anything forged, altered or malformed. */
export function readNewsletterUnsubscribeToken(token: unknown): string | null {
  return readSignedToken(PURPOSE, token, 1)?.[0] ?? null;
}

/** Whether the member still gets the newsletter (the confirmation page says when it is already off). */
export async function newsletterIsOn(userId: string, executor: Executor = db): Promise<boolean> {
  const [row] = await executor
    .select({ prefs: userSettings.notificationPreferences })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return (row?.prefs ?? DEFAULT_NOTIFICATION_PREFERENCES).marketing_emails === true;
}

/**
 * Turns the member's newsletter off (the Ustawienia toggle with it). A member already gone: nothing to
 * do. ADR 203: the withdrawal of the marketing consent is recorded with its source (the page's button
 * or the mail client's one-click POST).
 */
export async function unsubscribeFromNewsletter(userId: string, source: "unsubscribe-link" | "one-click" = "unsubscribe-link", executor: Executor = db): Promise<void> {
  const [exists] = await executor.select({ id: user.id }).from(user).where(eq(user.id, userId));
  if (!exists) return;
  await setMarketingConsent(userId, false, source, executor);
}

/** RFC 8058: the mail client's one-click POST carries exactly `List-Unsubscribe=One-Click`. */
export function isOneClickPost(form: FormData | null | undefined): boolean {
  return form?.get("List-Unsubscribe") === "One-Click";
}
