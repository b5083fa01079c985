import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  productAffiliateLinks, productCategories, productImages, productReviews, productSocialLinks, products, roles, user, userRoleAssignments,
} from "~/db/schema";
import { findProductIdByAliasOrCode, findProductIdById, getProductDetail } from "./product.server";
import { listProductReviews } from "./reviews.server";
import { listActiveCategories } from "./categories.server";

async function makeUser(id: string, name: string) {
  await db.insert(user).values({ id, name, email: `${id}@example.test`, emailVerified: true, createdAt: new Date(), updatedAt: new Date() });
  return id;
}

describe("product lookup", () => {
  it("finds a product by id, by code and by URL alias, case-insensitively", async () => {
    const [category] = await db.select().from(productCategories).where(eq(productCategories.code, "EL"));
    const [p] = await db
      .insert(products)
      .values({ title: "Lampa", code: "EL-SH-007", urlAlias: "el-sh-007-lampa", categoryId: category.id, productType: "SH" })
      .returning();
    expect(await findProductIdById(p.id)).toBe(p.id);
    expect(await findProductIdById(p.id.toUpperCase())).toBe(p.id);
    expect(await findProductIdById("nie-uuid")).toBeNull();
    expect(await findProductIdById("00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await findProductIdByAliasOrCode("el-sh-007")).toBe(p.id);
    expect(await findProductIdByAliasOrCode("EL-SH-007")).toBe(p.id);
    expect(await findProductIdByAliasOrCode("El-Sh-007-Lampa")).toBe(p.id);
    expect(await findProductIdByAliasOrCode("el-sh-008")).toBeNull();
    expect(await findProductIdByAliasOrCode("")).toBeNull();
    // A text that looks like SQL is only ever a bound parameter.
    expect(await findProductIdByAliasOrCode("x' OR '1'='1")).toBeNull();
  });

  it("loads the product page data: images by position, shops in order, category and type names", async () => {
    const [category] = await db.select().from(productCategories).where(eq(productCategories.code, "EL"));
    const [p] = await db.insert(products).values({ title: "Ładowarka", categoryId: category.id, productType: "CH", priceOriginal: 50 }).returning();
    await db.insert(productImages).values([
      { productId: p.id, url: "/b.webp", position: 1, alt: "" },
      { productId: p.id, url: "/a.webp", position: 0, alt: "Przód" },
    ]);
    await db.insert(productAffiliateLinks).values([
      { productId: p.id, platform: "amazon", url: "https://amazon.pl/x" },
      { productId: p.id, platform: "allegro", url: "https://allegro.pl/x" },
      { productId: p.id, platform: "temu", url: "https://temu.com/x" },
    ]);
    await db.insert(productSocialLinks).values({ productId: p.id, platform: "tiktok", url: "https://tiktok.com/@a/video/1" });
    const detail = await getProductDetail(p.id);
    expect(detail).toMatchObject({
      title: "Ładowarka",
      category: { name: "Elektronika", slug: "elektronika" },
      productType: { code: "CH", name: "Ładowarki i zasilanie" },
      images: [{ url: "/a.webp", alt: "Przód" }, { url: "/b.webp", alt: "Ładowarka" }],
      affiliateLinks: [{ platform: "temu" }, { platform: "amazon" }, { platform: "allegro" }],
      socialLinks: [{ platform: "tiktok" }],
      stats: { views: 0, likes: 0, ratingCount: 0 },
      priceOriginal: 50,
      priceDiscounted: null,
    });
    expect(await getProductDetail("00000000-0000-4000-8000-000000000000")).toBeNull();
  });
});

describe("reviews on the product page", () => {
  it("lists newest first and marks only reviews by active administrators as verified", async () => {
    const [p] = await db.insert(products).values({ title: "Z opiniami" }).returning();
    const admin = await makeUser("admin-1", "Ala Admin");
    const expired = await makeUser("admin-2", "Były Admin");
    const plain = await makeUser("user-1", "Jan");
    const [adminRole] = await db.select().from(roles).where(eq(roles.name, "admin"));
    await db.insert(userRoleAssignments).values([
      { userId: admin, roleId: adminRole.id },
      { userId: expired, roleId: adminRole.id, expiresAt: new Date(Date.now() - 60_000) },
    ]);
    const at = (min: number) => new Date(Date.now() - min * 60_000);
    await db.insert(productReviews).values([
      { productId: p.id, userId: plain, rating: 4, comment: "<b>Dobre</b>", createdAt: at(1) },
      { productId: p.id, userId: admin, rating: 5, comment: "Sprawdzone", createdAt: at(2) },
      { productId: p.id, userId: expired, rating: 2, comment: "Słabe", createdAt: at(3) },
    ]);
    const { reviews, total } = await listProductReviews(p.id);
    expect(total).toBe(3);
    expect(reviews.map((r) => [r.authorName, r.rating, r.isVerified])).toEqual([
      ["Jan", 4, false],
      ["Ala Admin", 5, true],
      ["Były Admin", 2, false],
    ]);
    expect(reviews[0].comment).toBe("<b>Dobre</b>"); // stored as text; React escapes it when rendering
  });
});

describe("category bar", () => {
  it("lists the active categories ordered by name", async () => {
    await db.update(productCategories).set({ isActive: false }).where(eq(productCategories.code, "AU"));
    const names = (await listActiveCategories()).map((c) => c.name);
    expect(names).not.toContain("Motoryzacja");
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "pl")));
    expect(names).toHaveLength(9);
  });
});
