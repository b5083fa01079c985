import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPosts, productCategories, products } from "~/db/schema";
import { topCategories } from "~/features/content/categories.server";
import { buildSitemap, STATIC_SITEMAP_PATHS } from "./sitemap.server";

const appUrl = "https://viralneprodukty.pl";
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
const day = 86_400_000;
let productIds: string[] = [];

beforeAll(async () => {
  const [el] = await db.select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.code, "EL"));
  const [sp] = await db.select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.code, "SP"));
  const rows = await db
    .insert(products)
    .values([
      { title: "Lampka LED", categoryId: el.id, updatedAt: new Date("2025-08-01T10:00:00Z") },
      { title: "Słuchawki", categoryId: el.id, updatedAt: new Date("2025-08-02T10:00:00Z") },
      { title: "Mata do jogi", categoryId: sp.id, updatedAt: new Date("2025-08-03T10:00:00Z") },
    ])
    .returning({ id: products.id });
  productIds = rows.map((r) => r.id);
  await db.insert(blogPosts).values([
    { title: "Opublikowany", slug: "opublikowany", isPublished: true, publishedAt: new Date("2025-08-31T08:00:00Z"), updatedAt: new Date("2025-09-01T08:00:00Z") },
    { title: "Szkic", slug: "szkic", isPublished: false },
    { title: "Zaplanowany", slug: "zaplanowany", isPublished: true, publishedAt: new Date(Date.now() + 7 * day) },
  ]);
});

describe("buildSitemap", () => {
  it("lists the head pages, every product by /produkt/{id} and only public posts, with lastmod", async () => {
    const xml = (await buildSitemap(null, { appUrl }))!;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const urls = locs(xml);
    for (const path of ["/", "/produkty", "/blog", ...STATIC_SITEMAP_PATHS]) expect(urls).toContain(appUrl + path);
    for (const id of productIds) expect(urls).toContain(`${appUrl}/produkt/${id}`);
    expect(urls).toContain(`${appUrl}/blog/opublikowany`);
    expect(urls).not.toContain(`${appUrl}/blog/szkic`);
    expect(urls).not.toContain(`${appUrl}/blog/zaplanowany`);
    expect(urls).not.toContain(`${appUrl}/verification-required`);
    expect(xml).toContain(`<url><loc>${appUrl}/produkt/${productIds[2]}</loc><lastmod>2025-08-03T10:00:00.000Z</lastmod></url>`);
    expect(xml).toContain(`<url><loc>${appUrl}/blog/opublikowany</loc><lastmod>2025-09-01T08:00:00.000Z</lastmod></url>`);
    // A legal document's page: the Warsaw midnight its version in force began (v1: 13 July 2025); a code page: none.
    expect(xml).toContain(`<url><loc>${appUrl}/regulamin</loc><lastmod>2025-07-12T22:00:00.000Z</lastmod></url>`);
    expect(xml).toContain(`<url><loc>${appUrl}/kontakt</loc></url>`);
    // The catalogue pages change when any product changes.
    expect(xml).toContain(`<url><loc>${appUrl}/produkty</loc><lastmod>2025-08-03T10:00:00.000Z</lastmod></url>`);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("becomes a sitemap index above the page size, and the pages together hold every URL once", async () => {
    const all = locs((await buildSitemap(null, { appUrl }))!);
    const pageSize = 4;
    const index = (await buildSitemap(null, { appUrl, pageSize }))!;
    expect(index).toContain("<sitemapindex");
    const pageUrls = locs(index);
    expect(pageUrls).toHaveLength(Math.ceil(all.length / pageSize));
    expect(pageUrls[0]).toBe(`${appUrl}/sitemap.xml?page=1`);

    const fromPages: string[] = [];
    for (let page = 1; page <= pageUrls.length; page++) {
      const xml = (await buildSitemap(page, { appUrl, pageSize }))!;
      expect(xml).toContain("<urlset");
      const urls = locs(xml);
      expect(urls.length).toBeLessThanOrEqual(pageSize);
      fromPages.push(...urls);
    }
    expect(fromPages.sort()).toEqual([...all].sort());
  });

  it("answers null (404) for a page that does not exist", async () => {
    expect(await buildSitemap(0, { appUrl })).toBeNull();
    expect(await buildSitemap(2, { appUrl })).toBeNull();
    expect(await buildSitemap(1, { appUrl })).toContain("<urlset");
  });
});

describe("topCategories", () => {
  it("orders active categories by product count and skips inactive ones", async () => {
    const top = await topCategories(2);
    expect(top.map((c) => [c.name, c.productCount])).toEqual([
      ["Elektronika", 2],
      ["Sport", 1],
    ]);
    await db.update(productCategories).set({ isActive: false }).where(eq(productCategories.code, "EL"));
    expect((await topCategories(5)).map((c) => c.name)).not.toContain("Elektronika");
    expect(await topCategories(5)).toHaveLength(5);
  });
});
