import { and, asc, desc, eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { productReviews, products, profiles, user, userSettings, wishlistItems } from "~/db/schema";
import { firstProductImage } from "~/features/catalog/first-image.server";
import { shownToPublic } from "~/features/catalog/visibility.server";
import { accountNameWithoutProfile, privacyFlag, profileIsPublic, PUBLIC_ID_PATTERN } from "./privacy.server";

// ADR 202: the public profile (/osoby/{publicId}) of a person who switched "Profil publiczny" on.
// Everything else — switched off, unknown id, blocked now, deletion asked for — is the same null
// (the route answers the site's 404), so the page does not tell whether an account exists.

/** How many of the person's reviews and wishlist products the page lists at most (newest first). */
export const PUBLIC_PROFILE_LIMIT = 50;

export type PublicProfileReview = {
  id: string;
  productId: string;
  title: string;
  imageUrl: string | null;
  imageAlt: string;
  rating: number;
  comment: string;
  createdAt: string;
};

export type PublicWishlistItem = { productId: string; title: string; imageUrl: string | null; imageAlt: string };

export type PublicProfile = {
  name: string;
  /** The month of sign-up only (`2026-08`, Warsaw time): the page promises no more than that. */
  joinedAt: string;
  /** null: the person does not show their reviews ("Pokazuj moje recenzje" off). */
  reviews: PublicProfileReview[] | null;
  /** How many reviews are shown to the public in all (the list stops at PUBLIC_PROFILE_LIMIT). */
  reviewCount: number;
  /** null: the person does not show their wishlist ("Pokazuj moją listę życzeń" off). */
  wishlist: PublicWishlistItem[] | null;
};

/** The name a public profile shows: the full name, else the account's name; never the e-mail. */
export function publicName(fullName: string | null, userName: string | null): string {
  return fullName?.trim() || userName?.trim() || "Użytkownik";
}

const JOINED_MONTH = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Warsaw", year: "numeric", month: "2-digit" });

export async function loadPublicProfile(publicId: string, executor: Executor = db): Promise<PublicProfile | null> {
  if (!PUBLIC_ID_PATTERN.test(publicId)) return null;
  const [person] = await executor
    .select({
      userId: user.id,
      userName: accountNameWithoutProfile,
      fullName: profiles.fullName,
      createdAt: user.createdAt,
      showReviews: privacyFlag("show_reviews"),
      showWishlist: privacyFlag("show_wishlist"),
    })
    .from(userSettings)
    .innerJoin(user, eq(user.id, userSettings.userId))
    .leftJoin(profiles, eq(profiles.id, userSettings.userId))
    .where(and(eq(userSettings.publicId, publicId), profileIsPublic));
  if (!person) return null;
  const [reviews, wishlist] = await Promise.all([
    person.showReviews ? listPublicReviews(person.userId, executor) : null,
    person.showWishlist ? listPublicWishlist(person.userId, executor) : null,
  ]);
  return {
    name: publicName(person.fullName, person.userName),
    joinedAt: JOINED_MONTH.format(person.createdAt),
    reviews: reviews?.rows ?? null,
    reviewCount: reviews?.total ?? 0,
    wishlist,
  };
}

/** The person's reviews of products shown to the public, newest first. */
async function listPublicReviews(userId: string, executor: Executor): Promise<{ rows: PublicProfileReview[]; total: number }> {
  const firstImage = firstProductImage(executor);
  const rows = await executor
    .select({
      id: productReviews.id,
      productId: products.id,
      title: products.title,
      imageUrl: firstImage.url,
      imageAlt: firstImage.alt,
      rating: productReviews.rating,
      comment: productReviews.comment,
      createdAt: productReviews.createdAt,
      // Counted before the LIMIT: the heading says how many there are, not how many are listed.
      total: sql<number>`count(*) over ()`,
    })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .leftJoinLateral(firstImage, sql`true`)
    .where(and(eq(productReviews.userId, userId), shownToPublic))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(PUBLIC_PROFILE_LIMIT);
  return {
    rows: rows.map(({ total: _total, ...r }) => ({ ...r, imageAlt: r.imageAlt ?? "", createdAt: r.createdAt.toISOString() })),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** The person's wishlist without hidden products (ADR 157), newest first; price alerts stay private. */
async function listPublicWishlist(userId: string, executor: Executor): Promise<PublicWishlistItem[]> {
  const firstImage = firstProductImage(executor);
  const rows = await executor
    .select({ productId: products.id, title: products.title, imageUrl: firstImage.url, imageAlt: firstImage.alt })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .leftJoinLateral(firstImage, sql`true`)
    .where(and(eq(wishlistItems.userId, userId), shownToPublic))
    .orderBy(desc(wishlistItems.createdAt), asc(products.title))
    .limit(PUBLIC_PROFILE_LIMIT);
  return rows.map((r) => ({ ...r, imageAlt: r.imageAlt ?? "" }));
}

/** The signed-in person's own public profile address, when the profile is public (for /profil). */
export async function ownPublicProfileId(userId: string, executor: Executor = db): Promise<string | null> {
  const [row] = await executor
    .select({ id: userSettings.publicId })
    .from(userSettings)
    .leftJoin(profiles, eq(profiles.id, userSettings.userId))
    .where(and(eq(userSettings.userId, userId), profileIsPublic));
  return row?.id ?? null;
}
