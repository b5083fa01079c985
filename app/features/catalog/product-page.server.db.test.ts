import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productCategories, productImages, products, productTags } from "~/db/schema";
import { legacyProductRedirect, loadProductPage, PRODUCT_NOT_FOUND } from "./product-page.server";

// ADR 092: /produkt/{id} reads the product without a separate id lookup; what the page gets and
// the 404 for a malformed or unknown id stay what they were.
async function notFound(params: { id: string }) {
  try {
    await loadProductPage(params);
  } catch (error) {
    // The loader throws data(PRODUCT_NOT_FOUND, { status: 404 }); a database error would be anything else.
    const thrown = error as { data?: unknown; init?: { status?: number } | null };
    return thrown.init?.status === 404 && thrown.data === PRODUCT_NOT_FOUND;
  }
  return false;
}

describe("product page by id", () => {
  it("reads the product and its lists by id, in any letter case", async () => {
    const [category] = await db.select().from(productCategories).where(eq(productCategories.code, "EL"));
    const [p] = await db.insert(products).values({ title: "Lampka nocna", categoryId: category.id, productType: "SH" }).returning();
    await db.insert(productImages).values([
      { productId: p.id, url: "/b.webp", position: 1, alt: "" },
      { productId: p.id, url: "/a.webp", position: 0, alt: "Przód" },
    ]);
    await db.insert(productTags).values([{ productId: p.id, tag: "nocna", position: 1 }, { productId: p.id, tag: "lampka", position: 0 }]);
    const page = await loadProductPage({ id: p.id.toUpperCase() });
    expect(page.product.id).toBe(p.id);
    expect(page.product.images).toEqual([{ url: "/a.webp", alt: "Przód" }, { url: "/b.webp", alt: "Lampka nocna" }]);
    expect(page.product.tags).toEqual(["lampka", "nocna"]);
    expect(page.product.affiliateLinks).toEqual([]);
    expect(page.reviews).toEqual([]);
  });

  it("answers 404 for a malformed or an unknown id, without a database error", async () => {
    expect(await notFound({ id: "nie-uuid" })).toBe(true);
    expect(await notFound({ id: "x' OR '1'='1" })).toBe(true);
    expect(await notFound({ id: "00000000-0000-4000-8000-000000000000" })).toBe(true);
  });
});

describe("legacy /product/{id}", () => {
  const thrownBy = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      return error as Response | { data?: unknown; init?: { status?: number } | null };
    }
    throw new Error("nothing thrown");
  };

  it("is a 301 to the canonical address of a known product, keeping the query", async () => {
    const [p] = await db.insert(products).values({ title: "Stara lampka" }).returning();
    const response = (await thrownBy(() => legacyProductRedirect(p.id.toUpperCase(), "?utm=x"))) as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(`/produkt/${p.id}?utm=x`);
  });

  it("is this page's 404 for an unknown or malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "nie-uuid", "x' OR '1'='1"]) {
      const thrown = (await thrownBy(() => legacyProductRedirect(id, ""))) as { data?: unknown; init?: { status?: number } };
      expect(thrown.init?.status, id).toBe(404);
      expect(thrown.data).toBe(PRODUCT_NOT_FOUND);
    }
  });
});
