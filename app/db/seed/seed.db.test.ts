import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ROLE_NAME } from "../../features/access/permissions";
import { verifyPassword } from "../../features/accounts/password.server";
import { createLocalStorage, setStorage } from "../../features/media/storage.server";
import { db } from "../client.server";
import {
  account, blogLabels, clickDailyTotals, productAffiliateLinks, blogPosts, productCategories, productCodes, productPriceHistory, productReviews, products, productStats, productTypes,
  roles, user, userRoleAssignments,
} from "../schema";
import { DEMO_ACCOUNTS, seedDemo } from "./demo";
import { COLLECTION_AND_ALERT_POSTS } from "./demo/blog-collections";
import { urlAliasFor } from "../../features/catalog/product-code";
import { POST_RENDER_VERSION } from "../../features/blog/post-render-version";
import { renderedColumns } from "../../features/blog/post-render.server";
import { applyReferenceData } from "./reference";

// Runs on PGlite and PostgreSQL (tests/setup/test-database.ts gives this file its own database).
let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "vp-seed-"));
  setStorage(createLocalStorage(root));
});

afterAll(async () => {
  setStorage(undefined);
  await rm(root, { recursive: true, force: true });
});

describe("reference data", () => {
  it("applies twice and yields the ten categories, their types and the eight labels", async () => {
    await applyReferenceData(db);
    await applyReferenceData(db);
    expect(await db.select().from(productCategories)).toHaveLength(10);
    expect(await db.select().from(blogLabels)).toHaveLength(8);
    const types = await db.select().from(productTypes);
    expect(types.length).toBeGreaterThanOrEqual(30);
    expect(types.filter((t) => t.isDefault)).toHaveLength(10);
    expect(await db.select().from(roles)).toHaveLength(4);
  });
});

describe("seedDemo", () => {
  // Seeded once for the whole block, so each test stands alone in any order.
  let seeded: boolean;
  beforeAll(async () => {
    seeded = await seedDemo(db);
  }, 120_000); // generates ~100 images: slow on a loaded 2-core machine

  it("seeds once and is a no-op on a non-empty catalogue", async () => {
    expect(seeded).toBe(true);
    expect(await seedDemo(db)).toBe(false);
  });

  it("creates ≥ 40 products in every category with valid unique codes and aliases", async () => {
    const rows = await db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(new Set(rows.map((p) => p.categoryId)).size).toBe(10);
    for (const p of rows) {
      expect(p.code).toMatch(/^[A-Z]{2}-[A-Z]{2}-\d{3}$/);
      expect(p.urlAlias).toBe(urlAliasFor(p.code!, p.title));
    }
    expect(new Set(rows.map((p) => p.code)).size).toBe(rows.length);
    expect(rows.filter((p) => p.isScam).length).toBeGreaterThanOrEqual(2);
    const codes = await db.select().from(productCodes);
    expect(codes.map((c) => c.code).sort()).toEqual(rows.map((p) => p.code).sort());
  });

  it("gives every discounted product a real reduction: listed at full price first, the Omnibus price kept (ADR 120)", async () => {
    const rows = await db.select().from(products);
    const discounted = rows.filter((p) => p.priceDiscounted != null);
    expect(discounted.length).toBeGreaterThanOrEqual(10);
    for (const p of rows) expect(p.priceBeforeReduction == null ? null : Number(p.priceBeforeReduction)).toBe(p.priceDiscounted == null ? null : Number(p.priceOriginal));
    const history = await db.select().from(productPriceHistory).where(isNull(productPriceHistory.platform));
    for (const p of discounted) {
      const rows = history.filter((h) => h.productId === p.id).sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime());
      expect(rows.map((h) => Number(h.price))).toEqual([Number(p.priceOriginal), Number(p.priceDiscounted)]);
      expect(rows[0]!.recordedAt.getTime()).toBe(p.createdAt.getTime());
      expect(rows[1]!.recordedAt.getTime()).toBeLessThan(Date.now());
    }
  });

  it("derives product_stats ratings from the seeded reviews", async () => {
    const reviews = await db.select().from(productReviews);
    expect(reviews.length).toBeGreaterThan(40);
    const stats = await db.select().from(productStats);
    for (const s of stats) {
      const ratings = reviews.filter((r) => r.productId === s.productId).map((r) => r.rating);
      expect(s.ratingCount).toBe(ratings.length);
      const average = ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : 0;
      expect(Number(s.ratingAverage)).toBeCloseTo(average, 2);
    }
  });

  it("keeps this site's popularity believable for a small catalogue (issue #15 pt 13)", async () => {
    const stats = await db.select().from(productStats);
    for (const s of stats) {
      expect(s.views).toBeLessThanOrEqual(10_000); // a young catalogue, not a viral video
      expect(s.views).toBeGreaterThanOrEqual(s.ratingCount * 40); // about one review per 40–120 views
      expect(s.likes).toBeLessThanOrEqual(Math.ceil(s.views * 0.06) + 1);
      expect(s.shares).toBeLessThanOrEqual(s.views * 0.01);
      expect(s.clicks).toBeLessThanOrEqual(s.views * 0.05);
    }
  });

  it("spreads the click counters over the Overview's days and shops (editor review, session 36)", async () => {
    const [counted] = await db.select({ clicks: sql<number>`sum(${productStats.clicks})::int` }).from(productStats);
    const days = await db.select().from(clickDailyTotals);
    const byDay = days.reduce((sum, d) => sum + d.clicks, 0);
    expect(byDay).toBeGreaterThan(0);
    expect(byDay).toBeLessThanOrEqual(counted!.clicks); // a product without shop links has no shop to count in
    const platforms = new Set((await db.select({ platform: productAffiliateLinks.platform }).from(productAffiliateLinks)).map((l) => l.platform));
    for (const d of days) expect(platforms.has(d.platform), d.platform).toBe(true);
    // The last 30 days are not empty: the chart and "razem" agree with the counters.
    const since = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    expect(days.filter((d) => d.day >= since).reduce((sum, d) => sum + d.clicks, 0)).toBeGreaterThan(0);
  });

  it("gives the demo's scam alerts no shop address (DESIGN §5; shopper review, session 36)", async () => {
    const scams = (await db.select().from(blogPosts)).filter((p) => p.type === "scam-alert");
    expect(scams.length).toBeGreaterThan(0);
    for (const post of scams) {
      expect(post.originalProductLink, post.slug).toBeNull();
      expect(Object.keys(post.productLinks ?? {}), post.slug).toEqual([]);
    }
  });

  it("publishes ≥ 8 posts plus a draft, in sections, with valid labels", async () => {
    const posts = await db.select().from(blogPosts);
    expect(posts.filter((p) => p.isPublished).length).toBeGreaterThanOrEqual(8);
    expect(posts.filter((p) => !p.isPublished)).toHaveLength(1);
    expect(new Set(posts.map((p) => p.type))).toEqual(new Set(["review", "collection", "scam-alert"]));
    expect(posts.filter((p) => p.isFeatured)).toHaveLength(2);
    const labelIds = new Set((await db.select().from(blogLabels)).map((l) => l.id));
    for (const post of posts) {
      if (post.type === "collection") {
        // Issue #15 point 5: no single-product sections, items listed once (by the page, not the text).
        expect(post.content).not.toContain("## Przeznaczenie");
        expect(post.content).not.toContain("Dla kogo NIE");
        // Every item of the demo text found its catalogue product (none silently dropped).
        const demo = COLLECTION_AND_ALERT_POSTS.find((p) => p.title === post.title);
        expect(post.products).toHaveLength(demo?.items?.length ?? -1);
        for (const item of post.products) expect(post.content).not.toContain(item.title);
      } else {
        expect(post.content).toContain("## Przeznaczenie");
        expect(post.content).toContain("\n\n---\n\n## Dla kogo NIE jest ten produkt");
      }
      for (const label of post.labels) expect(labelIds.has(label)).toBe(true);
      // ADR 192: stored by the current renderer, as a save stores it (not rendered again at first read).
      expect(post.contentHtml, post.slug).toBe(renderedColumns(post.content).contentHtml);
      expect(post.contentHtmlVersion, post.slug).toBe(POST_RENDER_VERSION);
    }
  });

  it("creates the demo accounts with working passwords and the admin role", async () => {
    for (const demo of DEMO_ACCOUNTS) {
      const [row] = await db
        .select({ id: user.id, verified: user.emailVerified, hash: account.password })
        .from(user)
        .innerJoin(account, eq(account.userId, user.id))
        .where(eq(user.email, demo.email));
      expect(row.verified).toBe(true);
      expect(await verifyPassword({ hash: row.hash!, password: demo.password })).toBe(true);
    }
    const admins = await db
      .select({ email: user.email })
      .from(userRoleAssignments)
      .innerJoin(roles, eq(roles.id, userRoleAssignments.roleId))
      .innerJoin(user, eq(user.id, userRoleAssignments.userId))
      .where(eq(roles.name, ADMIN_ROLE_NAME));
    expect(admins.map((a) => a.email)).toEqual(["admin@viralne.local"]);
    const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(user);
    expect(count).toBeGreaterThanOrEqual(12);
  });
});
