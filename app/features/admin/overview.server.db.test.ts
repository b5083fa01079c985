import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productImages, productReviews, productStats, products, user } from "~/db/schema";
import { loadAdminOverview, OVERVIEW_NEWEST_LIMIT } from "./overview.server";

async function makeUser(id: string) {
  await db.insert(user).values({ id, name: id, email: `${id}@example.test`, emailVerified: true, createdAt: new Date(), updatedAt: new Date() });
  return id;
}

describe("loadAdminOverview", () => {
  // One test: the file's database starts empty, and shuffled order must not put a write before the check.
  it("is all zeros on an empty catalogue, then counts products, users, summed views and reviews, and lists the 5 newest with card data", async () => {
    expect(await loadAdminOverview()).toEqual({ counts: { products: 0, users: 0, views: 0, reviews: 0 }, newest: [] });
    const base = Date.now() - 86_400_000;
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const [p] = await db
        .insert(products)
        .values({
          title: `Produkt ${i}`,
          code: i === 6 ? "EL-SM-006" : null,
          priceOriginal: 100,
          priceDiscounted: i === 6 ? 79.99 : null,
          isTrending: i === 6,
          isVerified: i === 5,
          createdAt: new Date(base + i * 60_000),
        })
        .returning({ id: products.id });
      ids.push(p.id);
    }
    // A product without stats row must not break the sum; views above 2^31 in total still add up.
    await db.insert(productStats).values([
      { productId: ids[6], views: 2_000_000_000, likes: 7, ratingAverage: 4.5, ratingCount: 2 },
      { productId: ids[5], views: 1_500_000_000, likes: 1 },
      { productId: ids[0], views: 45 },
    ]);
    await db.insert(productImages).values([
      { productId: ids[6], url: "/img/b.webp", position: 1 },
      { productId: ids[6], url: "/img/a.webp", position: 0 },
    ]);
    const [u1, u2, u3] = [await makeUser("u1"), await makeUser("u2"), await makeUser("u3")];
    await db.insert(productReviews).values([
      { productId: ids[6], userId: u1, rating: 5, comment: "Super" },
      { productId: ids[6], userId: u2, rating: 4, comment: "Dobre" },
      { productId: ids[1], userId: u3, rating: 2, comment: "Słabe" },
    ]);

    const { counts, newest } = await loadAdminOverview();
    expect(counts).toEqual({ products: 7, users: 3, views: 3_500_000_045, reviews: 3 });
    expect(OVERVIEW_NEWEST_LIMIT).toBe(5);
    expect(newest.map((p) => p.title)).toEqual(["Produkt 6", "Produkt 5", "Produkt 4", "Produkt 3", "Produkt 2"]);
    expect(newest[0]).toMatchObject({
      imageUrl: "/img/a.webp",
      code: "EL-SM-006",
      priceOriginal: 100,
      priceDiscounted: 79.99,
      currency: "PLN",
      views: 2_000_000_000,
      likes: 7,
      ratingAverage: 4.5,
      isTrending: true,
      isVerified: false,
    });
    expect(newest[1]).toMatchObject({ code: null, imageUrl: null, isVerified: true, views: 1_500_000_000 });
    expect(newest[4]).toMatchObject({ views: 0, likes: 0, ratingAverage: 0 });
    // A hidden product is listed to those who edit the catalogue only (hostile review, session 32).
    await db.update(products).set({ isHidden: true }).where(eq(products.id, ids[6]!));
    expect((await loadAdminOverview()).newest[0]!.title).toBe("Produkt 6");
    expect((await loadAdminOverview(db, { withHidden: false })).newest.map((p) => p.title)).toEqual(["Produkt 5", "Produkt 4", "Produkt 3", "Produkt 2", "Produkt 1"]);
  });
});
