import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { products, profiles, userSettings } from "~/db/schema";
import { addReview } from "~/features/engagement/reviews.server";
import { createProduct, createUser } from "~/features/engagement/test-support";
import { setWishlist } from "~/features/engagement/wishlist.server";
import { loader } from "~/routes/public/person";
import { privacyForm } from "./privacy-test-support";
import { loadProfile, updateProfile } from "./profile.server";
import { loadPublicProfile } from "./public-profile.server";

// ADR 202: /osoby/{publicId} — shown only while "Profil publiczny" is on and the account is neither
// blocked nor waiting for deletion; otherwise the site's 404, alike for every reason.

async function publicPerson(name: string, on: Parameters<typeof privacyForm>[1]) {
  const person = await createUser({ name });
  await updateProfile(person.id, privacyForm(name, ["public_profile", ...on]));
  const { publicProfileId } = await loadProfile(person.id);
  return { ...person, publicId: publicProfileId! };
}

async function status(publicId: string): Promise<number> {
  try {
    await loader({ params: { publicId } } as Parameters<typeof loader>[0]);
    return 200;
  } catch (thrown) {
    return (thrown as Response).status;
  }
}

describe("the public profile", () => {
  it("is a 404 by default (not public), and the account has no address yet", async () => {
    const quiet = await createUser({ name: "Cicha Osoba" });
    expect((await loadProfile(quiet.id)).publicProfileId).toBeNull();
    const [row] = await db.select({ publicId: userSettings.publicId }).from(userSettings).where(eq(userSettings.userId, quiet.id));
    expect(row.publicId).toBeNull();
  });

  it("public: name, joining date, reviews with their products; switched off → 404 at the same address, on again → the same address", async () => {
    const anna = await publicPerson("Anna Otwarta", ["show_reviews"]);
    expect(anna.publicId).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const product = await createProduct({ title: "Lampka zachodu" });
    await addReview(anna.id, product, { rating: 5, comment: "Świetna." });
    const profile = await loadPublicProfile(anna.publicId);
    expect(profile).toMatchObject({ name: "Anna Otwarta", wishlist: null });
    expect(profile!.joinedAt).toMatch(/^\d{4}-\d\d$/); // the month only, as the page promises
    expect(profile!.reviewCount).toBe(1);
    expect(profile!.reviews).toEqual([expect.objectContaining({ productId: product, title: "Lampka zachodu", rating: 5, comment: "Świetna." })]);
    expect(JSON.stringify(profile)).not.toContain(anna.email);
    expect(await status(anna.publicId)).toBe(200);

    await updateProfile(anna.id, privacyForm("Anna Otwarta", ["show_reviews"]));
    expect(await loadPublicProfile(anna.publicId)).toBeNull();
    expect(await status(anna.publicId)).toBe(404);
    await updateProfile(anna.id, privacyForm("Anna Otwarta", ["public_profile", "show_reviews"]));
    expect((await loadProfile(anna.id)).publicProfileId).toBe(anna.publicId);
  });

  it("a cleared 'Imię i nazwisko' is not replaced by the name given at registration (code review, session 39)", async () => {
    const ola = await publicPerson("Ola Czyszcząca", ["show_reviews"]);
    await updateProfile(ola.id, privacyForm("", ["public_profile", "show_reviews"]));
    expect((await loadPublicProfile(ola.publicId))?.name).toBe("Użytkownik");
  });

  it("without show_reviews: no reviews on the profile at all", async () => {
    const bez = await publicPerson("Bez Recenzji", []);
    await addReview(bez.id, await createProduct(), { rating: 3, comment: "Ukryta." });
    expect((await loadPublicProfile(bez.publicId))?.reviews).toBeNull();
  });

  it("the wishlist appears only with show_wishlist, without hidden products", async () => {
    const ewa = await publicPerson("Ewa Lista", []);
    const [shown, hidden] = [await createProduct({ title: "Widoczny" }), await createProduct({ title: "Ukryty" })];
    await setWishlist(ewa.id, shown, true);
    await setWishlist(ewa.id, hidden, true);
    await db.update(products).set({ isHidden: true }).where(eq(products.id, hidden));
    expect((await loadPublicProfile(ewa.publicId))?.wishlist).toBeNull();
    await updateProfile(ewa.id, privacyForm("Ewa Lista", ["public_profile", "show_wishlist"]));
    const wishlist = (await loadPublicProfile(ewa.publicId))?.wishlist;
    expect(wishlist?.map((w) => w.title)).toEqual(["Widoczny"]);
    expect(Object.keys(wishlist![0]).sort()).toEqual(["imageAlt", "imageUrl", "productId", "title"]); // no price alerts
  });

  it("reviews of hidden products are left out", async () => {
    const jan = await publicPerson("Jan Recenzent", ["show_reviews"]);
    const hidden = await createProduct({ title: "Schowany" });
    await addReview(jan.id, hidden, { rating: 1, comment: "Opinia." });
    await db.update(products).set({ isHidden: true }).where(eq(products.id, hidden));
    expect((await loadPublicProfile(jan.publicId))?.reviews).toEqual([]);
  });

  it("a blocked account is a 404 until its block ends; one waiting for deletion is a 404", async () => {
    const blocked = await publicPerson("Osoba Zablokowana", ["show_reviews"]);
    await db.update(profiles).set({ blockedAt: new Date(), blockedUntil: new Date(Date.now() + 3_600_000) }).where(eq(profiles.id, blocked.id));
    expect(await status(blocked.publicId)).toBe(404);
    await db.update(profiles).set({ blockedUntil: new Date(Date.now() - 1000) }).where(eq(profiles.id, blocked.id));
    expect(await status(blocked.publicId)).toBe(200);
    await db.update(profiles).set({ dataDeletionRequested: true, dataDeletionRequestedAt: new Date() }).where(eq(profiles.id, blocked.id));
    expect(await status(blocked.publicId)).toBe(404);
  });

  it("hostile guesses find nothing: the user id, the e-mail, its local part, near misses, SQL", async () => {
    const target = await publicPerson("Cel Zgadywania", ["show_reviews", "show_wishlist"]);
    const guesses = [
      target.id,
      target.email,
      target.email.split("@")[0],
      target.publicId.toLowerCase() === target.publicId ? target.publicId.toUpperCase() : target.publicId.toLowerCase(),
      target.publicId.slice(0, 15),
      `${target.publicId}x`,
      "' OR 1=1 --",
      "%",
      "_".repeat(16),
      "",
    ];
    for (const guess of guesses) {
      expect(await loadPublicProfile(guess)).toBeNull();
      expect(await status(guess)).toBe(404);
    }
    expect(await status(target.publicId)).toBe(200);
  });

  it("each public profile gets an address of its own", async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add((await publicPerson(`Osoba ${i}`, [])).publicId);
    expect(ids.size).toBe(5);
  });
});
