import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productImages, productStats, productTags, products } from "~/db/schema";
import { listHomeSections, loadProductCards } from "./cards.server";

async function product(title: string, extra: Partial<typeof products.$inferInsert> = {}) {
  const [row] = await db.insert(products).values({ title, ...extra }).returning({ id: products.id });
  return row.id;
}

describe("loadProductCards", () => {
  it("keeps the given order, takes the first image and tags by position, and the stats", async () => {
    const a = await product("Alfa", { priceOriginal: 100, priceDiscounted: 80, isVerified: true });
    const b = await product("Beta");
    await db.insert(productImages).values([
      { productId: a, url: "/img/a-2.webp", position: 2 },
      { productId: a, url: "/img/a-0.webp", position: 0 },
      { productId: a, url: "/img/a-1.webp", position: 1 },
    ]);
    await db.insert(productTags).values([
      { productId: a, tag: "zeta", position: 0 },
      { productId: a, tag: "alfa", position: 1 },
    ]);
    await db.insert(productStats).values({ productId: a, views: 1500, likes: 3, ratingAverage: 4.5, ratingCount: 2 });

    const cards = await loadProductCards([b, "not-a-uuid", a, "00000000-0000-4000-8000-000000000000"]);
    expect(cards.map((c) => c.title)).toEqual(["Beta", "Alfa"]);
    const [beta, alfa] = cards;
    expect(alfa).toMatchObject({
      imageUrl: "/img/a-0.webp",
      tags: ["zeta", "alfa"],
      priceOriginal: 100,
      priceDiscounted: 80,
      currency: "PLN",
      views: 1500,
      likes: 3,
      ratingAverage: 4.5,
      ratingCount: 2,
      isVerified: true,
      isTrending: false,
    });
    // A product without stats, images or tags still gets a complete card.
    expect(beta).toMatchObject({ imageUrl: null, tags: [], views: 0, ratingAverage: 0, priceOriginal: null });
    expect(await loadProductCards([])).toEqual([]);
  });

  it("lists the home sections: trending by views (at most 8) and the 4 newest", async () => {
    const base = Date.now();
    const ids: string[] = [];
    const { productCount: before } = await listHomeSections();
    for (let i = 0; i < 10; i++) {
      const id = await product(`Trend ${i}`, { isTrending: true, createdAt: new Date(base + 3_600_000 - i * 60_000) });
      await db.insert(productStats).values({ productId: id, views: i * 10 });
      ids.push(id);
    }
    await product("Najnowszy zwykły", { createdAt: new Date(base + 7_200_000) });
    const { trending, newest, productCount } = await listHomeSections();
    expect(trending).toHaveLength(8);
    expect(trending.map((c) => c.title)).toEqual([9, 8, 7, 6, 5, 4, 3, 2].map((i) => `Trend ${i}`));
    expect(trending.every((c) => c.isTrending)).toBe(true);
    expect(newest.map((c) => c.title)).toEqual(["Najnowszy zwykły", "Trend 0", "Trend 1", "Trend 2"]);
    expect(productCount).toBe(before + 11);
  });
});
