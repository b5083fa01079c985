import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPosts, productCategories, productReviews, products } from "~/db/schema";
import { createUser } from "../../../tests/factories/users";
import { buildSitemap } from "./sitemap.server";

// SEO review (session 37): lastmod follows what a page shows, and every category list is listed.
const appUrl = "https://viralneprodukty.pl";
const entry = (xml: string, path: string) => xml.match(new RegExp(`<url><loc>${appUrl}${path.replace(/[?+]/g, "\\$&")}</loc>(?:<lastmod>([^<]+)</lastmod>)?</url>`));
const categoryId = async (code: string) => (await db.select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.code, code)))[0].id;
let reviewed: string;
let quiet: string;

beforeAll(async () => {
  const [home, sport, electronics] = await Promise.all([categoryId("DO"), categoryId("SP"), categoryId("EL")]);
  const rows = await db
    .insert(products)
    .values([
      { title: "Organizer", categoryId: home, updatedAt: new Date("2025-08-05T10:00:00Z") },
      { title: "Bidon", categoryId: home, updatedAt: new Date("2025-08-01T10:00:00Z") },
      { title: "Ukryta mata", categoryId: sport, isHidden: true, updatedAt: new Date("2025-08-02T10:00:00Z") },
      { title: "Do usunięcia", categoryId: electronics, updatedAt: new Date("2025-07-01T10:00:00Z") },
    ])
    .returning({ id: products.id });
  [reviewed, quiet] = [rows[0].id, rows[1].id];
  const author = await createUser();
  await db.insert(productReviews).values({ productId: reviewed, userId: author.id, rating: 4, comment: "Dobre", updatedAt: new Date("2025-10-01T12:00:00Z") });
  await db.insert(blogPosts).values({ title: "Zaplanowany wcześniej", slug: "zaplanowany-wczesniej", isPublished: true, publishedAt: new Date("2025-09-10T06:00:00Z"), updatedAt: new Date("2025-09-01T08:00:00Z") });
});

describe("sitemap lastmod and category lists", () => {
  it("lists a switched-on category with a shown product by its canonical address, dated by its newest product", async () => {
    const xml = (await buildSitemap(null, { appUrl }))!;
    expect(entry(xml, "/produkty?category=Dom+i+Ogr%C3%B3d")?.[1]).toBe("2025-08-05T10:00:00.000Z");
    // Only a hidden product: no list worth a search engine's visit.
    expect(entry(xml, "/produkty?category=Sport")).toBeNull();
    await db.update(productCategories).set({ isActive: false }).where(eq(productCategories.code, "DO"));
    expect(entry((await buildSitemap(null, { appUrl }))!, "/produkty?category=Dom+i+Ogr%C3%B3d")).toBeNull();
    await db.update(productCategories).set({ isActive: true }).where(eq(productCategories.code, "DO"));
  });

  it("dates a product by its newest review when that is later than its last edit", async () => {
    const xml = (await buildSitemap(null, { appUrl }))!;
    expect(entry(xml, `/produkt/${reviewed}`)?.[1]).toBe("2025-10-01T12:00:00.000Z");
    expect(entry(xml, `/produkt/${quiet}`)?.[1]).toBe("2025-08-01T10:00:00.000Z");
  });

  it("dates a scheduled post by the moment it went live, and /blog with it", async () => {
    const xml = (await buildSitemap(null, { appUrl }))!;
    expect(entry(xml, "/blog/zaplanowany-wczesniej")?.[1]).toBe("2025-09-10T06:00:00.000Z");
    expect(entry(xml, "/blog")?.[1]).toBe("2025-09-10T06:00:00.000Z");
  });

  it("moves the catalogue's lastmod when a product is hidden or deleted", async () => {
    const before = entry((await buildSitemap(null, { appUrl }))!, "/produkty")?.[1];
    expect(before).toBe("2025-08-05T10:00:00.000Z");
    await db.delete(products).where(eq(products.title, "Do usunięcia"));
    const after = entry((await buildSitemap(null, { appUrl }))!, "/produkty")?.[1];
    expect(new Date(after!).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(entry((await buildSitemap(null, { appUrl }))!, "/")?.[1]).toBe(after);
  });
});
