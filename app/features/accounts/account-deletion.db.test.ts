import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { account, productLikes, productReviews, productStats, products, profiles, savedListViews, session, user, wishlistItems } from "~/db/schema";
import { listProductReviews } from "~/features/catalog/reviews.server";
import { signIn } from "./login.server";
import {
  cancelAccountDeletion,
  DELETED_USER_NAME,
  pendingDeletion,
  purgeDueAccounts,
  requestAccountDeletion,
} from "./profile-deletion.server";
import { CookieJar, createVerifiedUser, signedInJar, mailSinkForFile } from "./test-utils.server";

// Issue #12 point 10: deletion was only a flag; the user could sign in again and reviews stayed.
mailSinkForFile();

const PASSWORD = "Bezpieczne1!";
const DAY = 24 * 60 * 60 * 1000;

async function productWithReviewAndLike(userId: string, otherUserId: string) {
  const [p] = await db.insert(products).values({ title: "Lampka" }).returning({ id: products.id });
  await db.insert(productReviews).values([
    { productId: p.id, userId, rating: 5, comment: "Świetna" },
    { productId: p.id, userId: otherUserId, rating: 3, comment: "Może być" },
  ]);
  await db.insert(productLikes).values([{ productId: p.id, userId }, { productId: p.id, userId: otherUserId }]);
  await db.insert(wishlistItems).values({ productId: p.id, userId });
  await db.insert(productStats).values({ productId: p.id, likes: 2, ratingAverage: 4, ratingCount: 2 });
  return p.id;
}

const backdate = (userId: string, days: number) =>
  db.update(profiles).set({ dataDeletionRequestedAt: sql`now() - make_interval(days => ${days})` }).where(eq(profiles.id, userId));

describe("account deletion with a 7-day grace period", () => {
  it("signs out everywhere, states the date, lets the user sign in and cancel", async () => {
    const userId = await createVerifiedUser("grace@example.com", PASSWORD);
    await signedInJar("grace@example.com", PASSWORD);
    const { revokedSessions, dueAt } = await requestAccountDeletion(userId);
    expect(revokedSessions).toBe(1); // the one session signedInJar opened
    expect(Math.abs(dueAt.getTime() - Date.now() - 7 * DAY)).toBeLessThan(60_000);
    expect((await pendingDeletion(userId))?.getTime()).toBe(dueAt.getTime());

    // Signing in during the grace period works (the settings page then offers to cancel).
    const again = await signIn(new CookieJar().request("/logowanie"), { email: "grace@example.com", password: PASSWORD, rememberMe: false });
    expect(again.status).toBe("signed-in");
    expect(await cancelAccountDeletion(userId)).toBe(true);
    expect(await pendingDeletion(userId)).toBeNull();
    expect(await cancelAccountDeletion(userId)).toBe(false);

    // Cancelled: the purge never touches it, even long after.
    await requestAccountDeletion(userId);
    await cancelAccountDeletion(userId);
    await backdate(userId, 30);
    expect(await purgeDueAccounts()).not.toContain(userId);
  });

  it("deletes nothing during the grace period", async () => {
    const userId = await createVerifiedUser("early@example.com", PASSWORD);
    await requestAccountDeletion(userId);
    await backdate(userId, 6);
    expect(await purgeDueAccounts()).not.toContain(userId);
    const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
    expect(row.email).toBe("early@example.com");
  });

  it("afterwards deletes the personal data; reviews stay as 'Użytkownik usunięty' and stats stay right", async () => {
    const userId = await createVerifiedUser("gone@example.com", PASSWORD, "Jan Kowalski");
    const otherId = await createVerifiedUser("stays@example.com", PASSWORD, "Anna Nowak");
    const productId = await productWithReviewAndLike(userId, otherId);
    await db.insert(savedListViews).values([
      { ownerId: userId, list: "produkty", name: "Kuchnia", query: "kategoria=x" },
      { ownerId: otherId, list: "produkty", name: "Kuchnia", query: "kategoria=x" },
    ]);
    await requestAccountDeletion(userId);
    await backdate(userId, 8);

    expect(await purgeDueAccounts()).toContain(userId);

    const [tombstone] = await db.select().from(user).where(eq(user.id, userId));
    expect(tombstone.email).not.toContain("gone@example.com");
    expect(tombstone.name).toBe(DELETED_USER_NAME);
    expect(await db.select().from(account).where(eq(account.userId, userId))).toHaveLength(0);
    expect(await db.select().from(session).where(eq(session.userId, userId))).toHaveLength(0);
    expect(await db.select().from(profiles).where(eq(profiles.id, userId))).toHaveLength(0);
    expect(await db.select().from(wishlistItems).where(eq(wishlistItems.userId, userId))).toHaveLength(0);
    // ADR 178: the saved list views go (the user row stays as a tombstone, so no cascade does it); the other person's stay.
    expect(await db.select().from(savedListViews).where(eq(savedListViews.ownerId, userId))).toHaveLength(0);
    expect(await db.select().from(savedListViews).where(eq(savedListViews.ownerId, otherId))).toHaveLength(1);
    const failed = await signIn(new CookieJar().request("/logowanie"), { email: "gone@example.com", password: PASSWORD, rememberMe: false });
    expect(failed.status).toBe("failed");

    const { reviews, total } = await listProductReviews(productId);
    expect(total).toBe(2);
    expect(reviews.map((r) => r.authorName).sort()).toEqual(["Anna Nowak", DELETED_USER_NAME].sort());
    const [stats] = await db.select().from(productStats).where(eq(productStats.productId, productId));
    expect(stats).toMatchObject({ likes: 1, ratingCount: 2, ratingAverage: 4 });

    // The other account is untouched, and a second run finds nothing more to do.
    const [other] = await db.select({ email: user.email }).from(user).where(eq(user.id, otherId));
    expect(other.email).toBe("stays@example.com");
    expect(await purgeDueAccounts()).not.toContain(userId);
  });

  it("two purges running at once handle each account once", async () => {
    const userId = await createVerifiedUser("race-delete@example.com", PASSWORD);
    await requestAccountDeletion(userId);
    await backdate(userId, 8);
    const [a, b] = await Promise.all([purgeDueAccounts(), purgeDueAccounts()]);
    expect([...a, ...b].filter((id) => id === userId)).toHaveLength(1);
  });
});
