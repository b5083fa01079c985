import { dropReviewedProductPagesForMember } from "./reviewed-pages.server";
import { eq, sql } from "drizzle-orm";
import { type z } from "zod";
import { db, type Executor } from "~/db/client.server";
import { productReviews, products, profiles, user, wishlistItems } from "~/db/schema";
import { shownToPublic } from "~/features/catalog/visibility.server";
import type { ProfileUpdateSchema } from "./profile-schema";
import { reviewLabelChanged } from "./privacy-rules";
import { ownPublicProfileId } from "./public-profile.server";
import { loadSettings, saveSettings, type AccountSettings } from "./settings.server";
import { lockedMarketingFlag, noteMarketingChange } from "./consents.server";

// spec: public §2 Account area, §3 Profile and settings. The user id always comes from the session.

export { FULL_NAME_MAX } from "./profile-schema";

/** Header name: the full name, else the part of the e-mail before '@', else 'Użytkownik'. */
export function displayName(fullName: string | null | undefined, email: string | null | undefined): string {
  const name = fullName?.trim();
  if (name) return name;
  const local = email?.split("@")[0]?.trim();
  return local || "Użytkownik";
}

export type AccountSummary = {
  displayName: string;
  email: string;
  joinedAt: string | null;
  wishlistCount: number;
  reviewCount: number;
};

/** The /profil header and the counts on its tabs. */
export async function loadAccountSummary(userId: string, executor: Executor = db): Promise<AccountSummary> {
  const [row] = await executor
    .select({
      email: user.email,
      userName: user.name,
      createdAt: user.createdAt,
      hasProfile: sql<boolean>`${profiles.id} IS NOT NULL`,
      fullName: profiles.fullName,
      // ADR 157: as the wishlist page lists them, without hidden products.
      wishlistCount: sql<number>`(SELECT count(*)::int FROM ${wishlistItems} JOIN ${products} ON ${products.id} = ${wishlistItems.productId} AND ${shownToPublic} WHERE ${wishlistItems.userId} = ${user.id})`,
      reviewCount: sql<number>`(SELECT count(*)::int FROM ${productReviews} WHERE ${productReviews.userId} = ${user.id})`,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  if (!row) throw new Response("Nie znaleziono konta", { status: 404 });
  // An account created before profiles existed has no row: Better Auth's name stands in.
  const name = row.hasProfile ? row.fullName : row.userName;
  return {
    displayName: displayName(name, row.email),
    email: row.email,
    joinedAt: row.createdAt ? new Date(row.createdAt).toISOString() : null,
    wishlistCount: Number(row.wishlistCount),
    reviewCount: Number(row.reviewCount),
  };
}

/** `publicProfileId`: the address of the public profile while it is shown (ADR 202), else null. */
export type AccountProfile = { fullName: string; email: string; emailVerified: boolean; settings: AccountSettings; publicProfileId: string | null };

export async function loadProfile(userId: string, executor: Executor = db): Promise<AccountProfile> {
  const [[row], settings, publicProfileId] = await Promise.all([
    executor
      .select({ email: user.email, emailVerified: user.emailVerified, userName: user.name, fullName: profiles.fullName, hasProfile: sql<boolean>`${profiles.id} IS NOT NULL` })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(eq(user.id, userId)),
    loadSettings(userId, executor),
    ownPublicProfileId(userId, executor),
  ]);
  if (!row) throw new Response("Nie znaleziono konta", { status: 404 });
  return {
    fullName: (row.hasProfile ? row.fullName : row.userName) ?? "",
    email: row.email,
    emailVerified: row.emailVerified,
    settings,
    publicProfileId,
  };
}

export { ProfileUpdateSchema } from "./profile-schema";

export type ProfileUpdate = z.output<typeof ProfileUpdateSchema>;

/**
 * Saves name and settings in one transaction; missing profile or settings rows are created.
 * Returns whether what product pages show with the user's reviews changed: the name, or (ADR 202)
 * whether the name is shown at all and whether it links to a public profile.
 */
export async function updateProfile(userId: string, update: ProfileUpdate, executor: Executor = db): Promise<{ nameChanged: boolean; reviewsShownChanged: boolean }> {
  const result = await executor.transaction(async (tx) => {
    const fullName = update.fullName || null;
    const [before] = await tx.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.id, userId));
    const privacyBefore = (await loadSettings(userId, tx as unknown as Executor)).privacySettings;
    await tx
      .insert(profiles)
      .values({ id: userId, fullName })
      .onConflictDoUpdate({ target: profiles.id, set: { fullName, updatedAt: sql`now()` } });
    // Better Auth's own name (shown with reviews and in e-mails) follows a non-empty full name.
    if (fullName) await tx.update(user).set({ name: fullName }).where(eq(user.id, userId));
    // ADR 203: the form also carries the newsletter (the marketing consent): a change is recorded.
    const marketingBefore = await lockedMarketingFlag(tx as unknown as Executor, userId);
    await saveSettings(userId, update.settings, tx as unknown as Executor);
    await noteMarketingChange(tx as unknown as Executor, userId, marketingBefore, update.settings.notificationPreferences.marketing_emails, "profile");
    return {
      nameChanged: (before?.fullName ?? null) !== fullName,
      reviewsShownChanged: reviewLabelChanged(privacyBefore, update.settings.privacySettings),
    };
  });
  // Review lists on product pages show the name: drop cached copies of those pages after the commit.
  if ((result.nameChanged || result.reviewsShownChanged) && executor === db) await dropReviewedProductPagesForMember(userId);
  return result;
}
