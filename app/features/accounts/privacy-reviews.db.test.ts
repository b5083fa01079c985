import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { profiles, roles, userRoleAssignments } from "~/db/schema";
import { HIDDEN_AUTHOR_NAME, listProductReviews } from "~/features/catalog/reviews.server";
import { listAdminReviews } from "~/features/engagement/admin-reviews.server";
import { addReview } from "~/features/engagement/reviews.server";
import { createProduct, createUser, primePageCache, stillCached } from "~/features/engagement/test-support";
import { productReviewsJsonLd } from "~/features/seo/structured-data";
import { closePageCacheListener } from "~/server/page-cache.server";
import { privacyForm } from "./privacy-test-support";
import { updateProfile } from "./profile.server";

// ADR 202: "Pokazuj moje recenzje" off keeps the review and its rating on the product page, but
// without the author's name or picture — in the list, the page's data and its JSON-LD; staff see all.
afterAll(() => closePageCacheListener());


async function reviewOf(productId: string) {
  const { reviews, total, histogram } = await listProductReviews(productId);
  return { review: reviews[0], total, histogram };
}

describe("show_reviews", () => {
  it("on (the default, also without a settings row): the review is signed with the name", async () => {
    const anna = await createUser({ name: "Anna Jawna", withSettings: false });
    const product = await createProduct();
    await addReview(anna.id, product, { rating: 4, comment: "Podpisana opinia." });
    const { review } = await reviewOf(product);
    expect(review).toMatchObject({ authorName: "Anna Jawna", comment: "Podpisana opinia." });
    expect(review.authorHidden).toBeUndefined();
    expect(review.authorProfileId).toBeUndefined(); // the profile is not public by default
  });

  it("off: the review and rating stay, the name and picture do not reach the page data or JSON-LD", async () => {
    const ola = await createUser({ name: "Ola Ukryta" });
    await db.update(profiles).set({ avatarUrl: "https://cdn.example/ola.jpg" }).where(eq(profiles.id, ola.id));
    const product = await createProduct();
    await addReview(ola.id, product, { rating: 2, comment: "Bez podpisu." });
    await updateProfile(ola.id, privacyForm("Ola Ukryta", ["public_profile"]));
    const { review, total, histogram } = await reviewOf(product);
    expect(total).toBe(1);
    expect(histogram).toEqual([0, 1, 0, 0, 0]);
    expect(review).toMatchObject({ authorName: HIDDEN_AUTHOR_NAME, authorImage: null, authorHidden: true, rating: 2, comment: "Bez podpisu." });
    // A public profile does not bring the name back through a link while reviews are hidden.
    expect(review.authorProfileId).toBeUndefined();
    expect(JSON.stringify(review)).not.toMatch(/Ola|Ukryta|ola\.jpg|ola@|ola\./i);
    const jsonLd = JSON.stringify(productReviewsJsonLd([review]));
    expect(jsonLd).toContain(HIDDEN_AUTHOR_NAME);
    expect(jsonLd).not.toContain("Ola");
    // The staff panel still sees who wrote it.
    const staff = await listAdminReviews({ q: "", rating: null, productId: product, authorId: null, reported: false, sort: "najnowsze", page: 1 } as never);
    expect(staff.rows[0]).toMatchObject({ authorId: ola.id, authorName: "Ola Ukryta" });
  });

  it("a hidden administrator's review carries no 'verified' mark, and a cleared name reads 'Użytkownik' (code review, session 39)", async () => {
    const boss = await createUser({ name: "Szefowa Ukryta" });
    const [adminRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, "admin"));
    await db.insert(userRoleAssignments).values({ userId: boss.id, roleId: adminRole.id });
    const product = await createProduct();
    await addReview(boss.id, product, { rating: 5, comment: "Sprawdzone." });
    expect((await reviewOf(product)).review).toMatchObject({ authorName: "Szefowa Ukryta", isVerified: true });
    await updateProfile(boss.id, privacyForm("Szefowa Ukryta", []));
    expect((await reviewOf(product)).review).toMatchObject({ authorName: HIDDEN_AUTHOR_NAME, isVerified: false });
    await updateProfile(boss.id, privacyForm("", ["show_reviews"]));
    expect((await reviewOf(product)).review.authorName).toBe("Użytkownik");
  });

  it("hides only the person who switched it off", async () => {
    const [hidden, shown] = [await createUser({ name: "Ktoś Ukryty" }), await createUser({ name: "Ktoś Jawny" })];
    const product = await createProduct();
    await addReview(hidden.id, product, { rating: 5, comment: "Pierwsza." });
    await addReview(shown.id, product, { rating: 3, comment: "Druga." });
    await updateProfile(hidden.id, privacyForm("Ktoś Ukryty", []));
    const names = (await listProductReviews(product)).reviews.map((r) => r.authorName).sort();
    expect(names).toEqual(["Ktoś Jawny", HIDDEN_AUTHOR_NAME].sort());
  });

  it("a stored value that is not a boolean reads as the default (shown)", async () => {
    const odd = await createUser({ name: "Dziwne Ustawienia" });
    const product = await createProduct();
    await addReview(odd.id, product, { rating: 5, comment: "Opinia." });
    await db.execute(`UPDATE user_settings SET privacy_settings = '{"show_reviews": "nie"}'::jsonb WHERE user_id = '${odd.id}'`);
    expect((await reviewOf(product)).review.authorName).toBe("Dziwne Ustawienia");
  });

  it("links the name to the public profile only while the profile is public, shown and the account not blocked", async () => {
    const jan = await createUser({ name: "Jan Publiczny" });
    const product = await createProduct();
    await addReview(jan.id, product, { rating: 5, comment: "Z linkiem." });
    await updateProfile(jan.id, privacyForm("Jan Publiczny", ["public_profile", "show_reviews"]));
    const linked = (await reviewOf(product)).review.authorProfileId;
    expect(linked).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(linked).not.toContain(jan.id);
    await db.update(profiles).set({ blockedAt: new Date() }).where(eq(profiles.id, jan.id));
    expect((await reviewOf(product)).review.authorProfileId).toBeUndefined();
    await db.update(profiles).set({ blockedUntil: new Date(Date.now() - 1000) }).where(eq(profiles.id, jan.id)); // the block ended
    expect((await reviewOf(product)).review.authorProfileId).toBe(linked);
    await db.update(profiles).set({ dataDeletionRequested: true }).where(eq(profiles.id, jan.id));
    expect((await reviewOf(product)).review.authorProfileId).toBeUndefined();
  });
});

describe("switching show_reviews", () => {
  it("drops the cached pages of the products the person reviewed at once", async () => {
    const eva = await createUser({ name: "Ewa Zmienna" });
    const product = await createProduct();
    await addReview(eva.id, product, { rating: 4, comment: "Opinia Ewy." });
    await primePageCache(product);
    expect(await stillCached(product)).toEqual({ other: true, product: true });
    await updateProfile(eva.id, privacyForm("Ewa Zmienna", ["allow_recommendations"]));
    expect(await stillCached(product)).toEqual({ other: true, product: false });
  });

  it("a save that changes nothing the reviews show keeps the cache", async () => {
    const piotr = await createUser({ name: "Piotr Stały" });
    const product = await createProduct();
    await addReview(piotr.id, product, { rating: 4, comment: "Opinia." });
    await updateProfile(piotr.id, privacyForm("Piotr Stały", ["show_reviews"]));
    await primePageCache(product);
    const result = await updateProfile(piotr.id, privacyForm("Piotr Stały", ["show_reviews", "show_wishlist"]));
    expect(result).toEqual({ nameChanged: false, reviewsShownChanged: false });
    expect(await stillCached(product)).toEqual({ other: true, product: true });
  });
});
