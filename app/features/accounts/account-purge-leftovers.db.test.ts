import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  activityLog,
  newsletterDeliveries,
  newsletterIssues,
  outboundClicks,
  productLikes,
  productReviews,
  products,
  profiles,
  reviewHelpfulVotes,
  reviewModerationRecords,
  reviewReports,
  wishlistItems,
} from "~/db/schema";
import { createUser } from "../../../tests/factories";
import { purgeDueAccounts, requestAccountDeletion } from "./profile-deletion.server";

// ADR 201: a privacy audit found what the purge left behind, the user row being a tombstone so no
// foreign-key cascade fires: helpful votes, reports with the reporter's own words, newsletter
// deliveries, and the moderator's ground for acting on the person's review in the change log.
const backdate = (userId: string) =>
  db.update(profiles).set({ dataDeletionRequestedAt: sql`now() - interval '8 days'` }).where(eq(profiles.id, userId));

describe("what an account purge leaves of the person", () => {
  it("deletes votes, reports, deliveries, likes, wishlist; strips moderation grounds; keeps the others' rows", async () => {
    const [gone, other] = [await createUser({ name: "Jan Kowalski" }), await createUser({ name: "Anna Nowak" })];
    const [p] = await db.insert(products).values({ title: "Lampka" }).returning({ id: products.id });
    const [othersReview] = await db.insert(productReviews).values({ productId: p.id, userId: other.id, rating: 4, comment: "Dobra" }).returning({ id: productReviews.id });
    const [ownReview] = await db.insert(productReviews).values({ productId: p.id, userId: gone.id, rating: 2, comment: "Słaba" }).returning({ id: productReviews.id });
    await db.insert(reviewHelpfulVotes).values([{ reviewId: othersReview.id, userId: gone.id }]);
    await db.insert(reviewReports).values([
      { reviewId: othersReview.id, reporterId: gone.id, reason: "other", details: "Mój sąsiad Jan z ul. Polnej 5 tak pisze" },
      { reviewId: ownReview.id, reporterId: other.id, reason: "spam", details: "reklama" },
    ]);
    const [issue] = await db.insert(newsletterIssues).values({ idempotencyKey: crypto.randomUUID(), subject: "Trendy", content: { intro: "", products: [], posts: [] }, recipientCount: 2 }).returning({ id: newsletterIssues.id });
    await db.insert(newsletterDeliveries).values([
      { issueId: issue.id, userId: gone.id, status: "sent" },
      { issueId: issue.id, userId: other.id, status: "sent" },
    ]);
    await db.insert(productLikes).values({ productId: p.id, userId: gone.id });
    await db.insert(wishlistItems).values({ productId: p.id, userId: gone.id, priceAlertSentFor: 1999 });
    await db.insert(outboundClicks).values({ productId: p.id, platform: "temu", userId: gone.id });
    await db.insert(activityLog).values([
      { performedBy: other.id, subject: "review", subjectId: ownReview.id, label: "Lampka", action: "redacted", details: { authorId: gone.id, reason: "personal-data", reports: 1 } },
      { performedBy: other.id, subject: "review", subjectId: othersReview.id, label: "Lampka", action: "redacted", details: { authorId: other.id, reason: "offensive" } },
    ]);

    await requestAccountDeletion(gone.id);
    await backdate(gone.id);
    expect(await purgeDueAccounts()).toContain(gone.id);

    expect(await db.select().from(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.userId, gone.id))).toEqual([]);
    expect(await db.select().from(reviewReports).where(eq(reviewReports.reporterId, gone.id))).toEqual([]);
    expect(await db.select().from(reviewReports).where(eq(reviewReports.reporterId, other.id))).toHaveLength(1);
    expect((await db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.issueId, issue.id))).map((d) => d.userId)).toEqual([other.id]);
    expect(await db.select().from(productLikes).where(eq(productLikes.userId, gone.id))).toEqual([]);
    expect(await db.select().from(wishlistItems).where(eq(wishlistItems.userId, gone.id))).toEqual([]);
    expect((await db.select({ userId: outboundClicks.userId }).from(outboundClicks).where(eq(outboundClicks.productId, p.id)))[0].userId).toBeNull();

    const entries = await db.select({ subjectId: activityLog.subjectId, details: activityLog.details }).from(activityLog).where(eq(activityLog.subject, "review"));
    expect(entries.find((e) => e.subjectId === ownReview.id)!.details).toEqual({ authorId: gone.id, reports: 1 });
    expect(entries.find((e) => e.subjectId === othersReview.id)!.details).toEqual({ authorId: other.id, reason: "offensive" });
    // The person's review stays, public content under 'Użytkownik usunięty' (the tombstone).
    expect(await db.select().from(productReviews).where(eq(productReviews.id, ownReview.id))).toHaveLength(1);
  });

  it("deletes the originals of the person's moderated reviews (ADR 197: no author, no appeal); keeps the others'", async () => {
    const [gone, other] = [await createUser(), await createUser()];
    const [p] = await db.insert(products).values({ title: "Lampka" }).returning({ id: products.id });
    const record = (authorId: string) => ({ reviewId: crypto.randomUUID(), action: "removed" as const, productId: p.id, productTitle: "Lampka", authorId, rating: 1, comment: "Dzwoń 600 100 200", reviewCreatedAt: new Date() });
    await db.insert(reviewModerationRecords).values([record(gone.id), record(other.id)]);
    await requestAccountDeletion(gone.id);
    await backdate(gone.id);
    expect(await purgeDueAccounts()).toContain(gone.id);
    expect((await db.select({ authorId: reviewModerationRecords.authorId }).from(reviewModerationRecords)).map((r) => r.authorId)).toEqual([other.id]);
  });
});
