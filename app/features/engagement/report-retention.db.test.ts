import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productReviews, products, reviewReports } from "~/db/schema";
import { createUser } from "../../../tests/factories";
import { CLOSED_REPORT_MONTHS, pruneClosedReports } from "./review-reports.server";

// ADR 201: a closed report kept its reporter and free text for ever.
describe("closed review reports", () => {
  it("are deleted six months after they were closed; open and recently closed ones stay", async () => {
    const [author, a, b, c, d] = [await createUser(), await createUser(), await createUser(), await createUser(), await createUser()];
    const [p] = await db.insert(products).values({ title: "Kubek" }).returning({ id: products.id });
    const [review] = await db.insert(productReviews).values({ productId: p.id, userId: author.id, rating: 1, comment: "Zły" }).returning({ id: productReviews.id });
    await db.insert(reviewReports).values([
      { reviewId: review.id, reporterId: a.id, reason: "other", details: "stare", dismissedAt: sql`now() - make_interval(months => ${CLOSED_REPORT_MONTHS}, days => 2)` },
      // Exactly six calendar months ago (184 days from 1 July): the reporter may still contest it today.
      { reviewId: review.id, reporterId: d.id, reason: "other", details: "pół roku", dismissedAt: sql`now() - make_interval(months => ${CLOSED_REPORT_MONTHS})` },
      { reviewId: review.id, reporterId: b.id, reason: "other", details: "świeże", dismissedAt: sql`now() - interval '10 days'` },
      { reviewId: review.id, reporterId: c.id, reason: "spam", details: "otwarte", createdAt: sql`now() - interval '2 years'` },
    ]);
    expect(await pruneClosedReports()).toBe(1);
    const left = await db.select({ details: reviewReports.details }).from(reviewReports).where(eq(reviewReports.reviewId, review.id));
    expect(left.map((r) => r.details).sort()).toEqual(["otwarte", "pół roku", "świeże"].sort());
  });
});
