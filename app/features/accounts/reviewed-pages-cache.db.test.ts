import { afterAll, describe, expect, it } from "vitest";
import { PERMISSIONS } from "~/features/access/permissions";
import { blockUser, unblockUser } from "~/features/access/user-block.server";
import { listProductReviews } from "~/features/catalog/reviews.server";
import { addReview } from "~/features/engagement/reviews.server";
import { createProduct, createUser, primePageCache, stillCached } from "~/features/engagement/test-support";
import { closePageCacheListener } from "~/server/page-cache.server";
import { isCacheablePattern } from "~/server/page-cache-keys.server";
import { privacyForm } from "./privacy-test-support";
import { cancelAccountDeletion, requestAccountDeletion } from "./profile-deletion.server";
import { updateProfile } from "./profile.server";
import { LIMITS } from "~/server/rate-limit.server";

// ADR 202 addendum (session 39): a block, its lifting, a deletion request and its cancelling take the
// person's public profile away or give it back, so the link on their reviews goes or comes. Cached
// product pages kept the old link for up to the TTL; they are now dropped as on a rename (ADR 014).
afterAll(() => closePageCacheListener());

const staff = async () => ({ id: (await createUser({ name: "Moderacja" })).id, permissions: [...PERMISSIONS] });

async function publicReviewer(name: string) {
  const person = await createUser({ name });
  const product = await createProduct();
  await addReview(person.id, product, { rating: 5, comment: `Opinia: ${name}.` });
  await updateProfile(person.id, privacyForm(name, ["public_profile", "show_reviews"]));
  const linkShown = async () => Boolean((await listProductReviews(product)).reviews[0]?.authorProfileId);
  expect(await linkShown()).toBe(true);
  return { person, product, linkShown };
}

describe("the pages of a person's reviewed products", () => {
  it("are dropped when the person is blocked, and again when the block is lifted", async () => {
    const actor = await staff();
    const { person, product, linkShown } = await publicReviewer("Blokowana Osoba");
    await primePageCache(product);
    expect(await blockUser(actor, { userId: person.id, reason: "spam" })).toMatchObject({ ok: true });
    expect(await linkShown()).toBe(false);
    expect(await stillCached(product)).toEqual({ other: true, product: false });

    // stillCached stored the page again (with the block in force); lifting it brings the link back.
    expect(await unblockUser(actor, { userId: person.id })).toMatchObject({ ok: true });
    expect(await linkShown()).toBe(true);
    expect(await stillCached(product)).toEqual({ other: true, product: false });
  });

  it("a refused block (already blocked) drops nothing", async () => {
    const actor = await staff();
    const { person, product } = await publicReviewer("Dwa Razy");
    await blockUser(actor, { userId: person.id, reason: "spam" });
    await primePageCache(product);
    expect(await blockUser(actor, { userId: person.id, reason: "spam" })).toMatchObject({ ok: false, httpStatus: 409 });
    expect(await stillCached(product)).toEqual({ other: true, product: true });
  });

  it("are dropped when the person asks to delete the account, and when they cancel", async () => {
    const { person, product, linkShown } = await publicReviewer("Odchodząca Osoba");
    await primePageCache(product);
    await requestAccountDeletion(person.id);
    expect(await linkShown()).toBe(false);
    expect(await stillCached(product)).toEqual({ other: true, product: false });

    expect(await cancelAccountDeletion(person.id)).toBe(true);
    expect(await linkShown()).toBe(true);
    expect(await stillCached(product)).toEqual({ other: true, product: false });
    // Nothing to cancel: nothing dropped.
    expect(await cancelAccountDeletion(person.id)).toBe(false);
    expect(await stillCached(product)).toEqual({ other: true, product: true });
  });

  it("the public profile page itself is never in the page cache", () => {
    expect(isCacheablePattern("osoby/:publicId")).toBe(false);
    expect(isCacheablePattern("produkt/:id")).toBe(true);
  });

  it("a member's own changes drop them at most LIMITS.reviewedPagesDrop times in the window; the change itself is always saved (hostile review, session 39)", async () => {
    const { person, product } = await publicReviewer("Przełączająca Osoba");
    const shownNow = async () => (await listProductReviews(product)).reviews[0]!.authorName;
    // publicReviewer's own save used one drop.
    for (let i = 1; i < LIMITS.reviewedPagesDrop.max; i++) {
      await updateProfile(person.id, privacyForm("Przełączająca Osoba", i % 2 ? ["public_profile"] : ["public_profile", "show_reviews"]));
    }
    await primePageCache(product);
    await updateProfile(person.id, privacyForm("Przełączająca Osoba", ["public_profile", "show_reviews"]));
    expect(await shownNow()).toBe("Przełączająca Osoba"); // saved
    expect(await stillCached(product)).toEqual({ other: true, product: true }); // the page follows at its TTL
    // A moderator's block is not the member's doing: it still drops them.
    await primePageCache(product);
    expect(await blockUser(await staff(), { userId: person.id, reason: "spam" })).toMatchObject({ ok: true });
    expect(await stillCached(product)).toEqual({ other: true, product: false });
  });
});
