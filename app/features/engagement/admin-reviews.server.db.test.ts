import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { productReviews, reviewHelpfulVotes } from "~/db/schema";
import { closePageCacheListener } from "~/server/page-cache.server";
import { ADMIN_REVIEWS_PAGE_SIZE, excerptOf, listAdminReviews, parseAdminReviewFilters, REVIEW_EXCERPT_CHARS } from "./admin-reviews.server";
import type { AdminReviewFilters } from "./admin-review-types";
import { createProduct, createUser } from "./test-support";

// ADR 126: the moderators' review list — filters, order and paging in SQL, and what a hostile URL
// can do to it (nothing). Each test makes its own products, so the shuffled tests do not meet.
afterAll(() => closePageCacheListener());

const filters = (over: Partial<AdminReviewFilters> = {}): AdminReviewFilters => ({ q: "", rating: null, productId: null, authorId: null, reported: false, sort: "najnowsze", page: 1, ...over });

/** Reviews of one product written `minutesAgo` apart (oldest last), by fresh users. */
async function reviewsOf(productId: string, specs: { rating: number; comment: string; author?: string }[]) {
  const ids: string[] = [];
  for (const [i, spec] of specs.entries()) {
    const author = await createUser({ name: spec.author ?? `Autor ${randomUUID().slice(0, 6)}` });
    const [row] = await db
      .insert(productReviews)
      .values({ productId, userId: author.id, rating: spec.rating, comment: spec.comment, createdAt: new Date(Date.now() - i * 60_000) })
      .returning({ id: productReviews.id });
    ids.push(row.id);
  }
  return ids;
}

describe("parseAdminReviewFilters", () => {
  it("reads each field and ignores anything malformed", () => {
    const id = randomUUID();
    expect(parseAdminReviewFilters(new URLSearchParams({ q: "  dobra   jakość ", ocena: "2", produkt: id.toUpperCase(), autor: "AbC_12-x", zgloszone: "1", sort: "najstarsze", page: "3" }))).toEqual({
      q: "dobra jakość",
      rating: 2,
      productId: id,
      authorId: "AbC_12-x",
      reported: true,
      sort: "najstarsze",
      page: 3,
    });
    for (const [key, value] of [
      ["ocena", "6"],
      ["ocena", "1 OR 1=1"],
      ["ocena", "0"],
      ["produkt", "'; DROP TABLE product_reviews; --"],
      ["autor", "' OR 1=1 --"],
      ["sort", "created_at; DELETE"],
      ["page", "-4"],
      ["page", "abc"],
      ["zgloszone", "tak"],
    ]) {
      expect(parseAdminReviewFilters(new URLSearchParams({ [key]: value }))).toEqual(filters());
    }
    expect(parseAdminReviewFilters(new URLSearchParams({ page: "1e12" })).page).toBe(100_000);
    expect(parseAdminReviewFilters(new URLSearchParams({ q: "x".repeat(500) })).q).toHaveLength(100);
  });
});

describe("listAdminReviews", () => {
  it("lists a product's reviews newest first with author, excerpt, link and helpful votes", async () => {
    const product = await createProduct({ title: "Lampka nocna z czujnikiem" });
    const [newest, older] = await reviewsOf(product, [
      { rating: 4, comment: "Świeci <b>mocno</b>", author: "Zofia Nowak" },
      { rating: 2, comment: "Szybko się rozładowuje" },
    ]);
    const voter = await createUser();
    await db.insert(reviewHelpfulVotes).values({ reviewId: newest, userId: voter.id });
    const list = await listAdminReviews(filters({ productId: product }));
    expect(list).toMatchObject({ total: 2, page: 1, pageCount: 1 });
    expect(list.rows.map((r) => r.id)).toEqual([newest, older]);
    expect(list.rows[0]).toMatchObject({
      productId: product,
      productTitle: "Lampka nocna z czujnikiem",
      productPath: `/produkt/${product}`,
      authorName: "Zofia Nowak",
      rating: 4,
      // Text as written: the view renders it as text, so markup stays visible and inert.
      excerpt: "Świeci <b>mocno</b>",
      helpfulCount: 1,
    });
  });

  it("filters by rating and orders oldest first or lowest rating first", async () => {
    const product = await createProduct();
    const ids = await reviewsOf(product, [
      { rating: 5, comment: "a" },
      { rating: 1, comment: "b" },
      { rating: 3, comment: "c" },
      { rating: 1, comment: "d" },
    ]);
    expect((await listAdminReviews(filters({ productId: product, rating: 1 }))).rows.map((r) => r.id)).toEqual([ids[1], ids[3]]);
    expect((await listAdminReviews(filters({ productId: product, sort: "najstarsze" }))).rows.map((r) => r.id)).toEqual([...ids].reverse());
    expect((await listAdminReviews(filters({ productId: product, sort: "najnizsza-ocena" }))).rows.map((r) => r.rating)).toEqual([1, 1, 3, 5]);
  });

  it("searches the review text, the product title and the author's name, ignoring case and Polish marks", async () => {
    const token = randomUUID().slice(0, 8);
    const product = await createProduct({ title: `Żółta szczoteczka ${token}` });
    const other = await createProduct();
    const [byTitle] = await reviewsOf(product, [{ rating: 4, comment: "Zwykła opinia" }]);
    const [byText, byAuthor] = await reviewsOf(other, [
      { rating: 3, comment: `Kupiłem przez kod ${token}-ŁÓDŹ` },
      { rating: 2, comment: "Nic ciekawego", author: `Łukasz ${token}` },
    ]);
    const found = async (q: string) => (await listAdminReviews(filters({ q }))).rows.map((r) => r.id).sort();
    expect(await found(`zolta szczoteczka ${token}`)).toEqual([byTitle]);
    expect(await found(`${token}-lodz`)).toEqual([byText]);
    expect(await found(`lukasz ${token}`)).toEqual([byAuthor]);
    expect(await found(token)).toEqual([byTitle, byText, byAuthor].sort());
    // Combined with the product filter, only that product's matches remain.
    expect((await listAdminReviews(filters({ q: token, productId: other }))).rows.map((r) => r.id).sort()).toEqual([byText, byAuthor].sort());
  });

  it("treats typed wildcards and SQL as plain text", async () => {
    const product = await createProduct();
    await reviewsOf(product, [{ rating: 5, comment: "Rabat 100% prawdziwy" }]);
    expect((await listAdminReviews(filters({ productId: product, q: "100%" }))).total).toBe(1);
    // As wildcards these would match it; as text they do not.
    for (const q of ["_", "1_0", "Rabat%prawdziwy", "\\", "' OR '1'='1", "%' OR 1=1; --"]) {
      expect((await listAdminReviews(filters({ productId: product, q }))).total).toBe(0);
    }
    // An id that names no product: an empty list, not an error.
    expect(await listAdminReviews(filters({ productId: randomUUID() }))).toEqual({ rows: [], total: 0, page: 1, pageCount: 1 });
  });

  it("pages in SQL and clamps a page past the end to the last one", async () => {
    const product = await createProduct();
    const count = ADMIN_REVIEWS_PAGE_SIZE + 2;
    const ids = await reviewsOf(
      product,
      Array.from({ length: count }, (_, i) => ({ rating: 1 + (i % 5), comment: `Opinia ${i}` })),
    );
    const first = await listAdminReviews(filters({ productId: product }));
    expect([first.total, first.pageCount, first.rows.length]).toEqual([count, 2, ADMIN_REVIEWS_PAGE_SIZE]);
    const second = await listAdminReviews(filters({ productId: product, page: 2 }));
    expect(second.rows.map((r) => r.id)).toEqual(ids.slice(ADMIN_REVIEWS_PAGE_SIZE));
    expect((await listAdminReviews(filters({ productId: product, page: 99 }))).page).toBe(2);
    // ADR 136: without a text the count reads the reviews alone; it counts what the page lists.
    const threes = await listAdminReviews(filters({ productId: product, rating: 3 }));
    expect([threes.total, threes.rows.length]).toEqual([ids.filter((_, i) => 1 + (i % 5) === 3).length, 5]);
    const everything = await listAdminReviews(filters({}));
    const [{ n }] = (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM product_reviews`)).rows;
    expect(everything.total).toBe(n);
  });
});

describe("excerptOf", () => {
  it("keeps short texts and cuts long ones at a word with an ellipsis", () => {
    expect(excerptOf("  Dobre\n\n  i tanie ")).toBe("Dobre i tanie");
    const long = "słowo ".repeat(60);
    const cut = excerptOf(long);
    expect(cut.length).toBeLessThanOrEqual(REVIEW_EXCERPT_CHARS + 1);
    expect(cut.endsWith("słowo…")).toBe(true);
  });
});
