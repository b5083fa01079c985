// Test factories for the catalogue: products with optional images, a code, tags and stats.
import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { productCategories, productCodes, productImages, productPriceHistory, productStats, products, productTypes } from "~/db/schema";
import type { ProductSaveInput } from "~/features/catalog/product-form-schema";

export type ProductTrait = "withImages" | "withCode" | "trending" | "verified";

let sequence = 0;

/**
 * A product with its stats row. Traits: "withImages" adds two images, "withCode" gives it a fresh
 * product code (XX-YY-NNN, registered in product_codes) in a real category/type; "trending",
 * "verified" set those flags. Overrides win.
 */
export async function createProduct(
  options: { traits?: ProductTrait[]; title?: string; urlAlias?: string | null; likes?: number; views?: number; priceOriginal?: number | null; priceDiscounted?: number | null } = {},
) {
  const traits = new Set(options.traits ?? []);
  let code: string | null = null;
  let categoryId: string | null = null;
  let productType: string | null = null;
  if (traits.has("withCode")) {
    const [type] = await db
      .select({ typeCode: productTypes.code, categoryId: productTypes.categoryId, categoryCode: productCategories.code })
      .from(productTypes)
      .innerJoin(productCategories, eq(productCategories.id, productTypes.categoryId))
      .limit(1);
    if (!type) throw new Error("the template has no product types");
    categoryId = type.categoryId;
    productType = type.typeCode;
    // Each test file has its own database (no seeded codes): a counter keeps numbers unique in it.
    const n = 1 + (sequence++ % 999);
    code = `${type.categoryCode}-${type.typeCode}-${String(n).padStart(3, "0")}`.toUpperCase();
  }
  const [row] = await db
    .insert(products)
    .values({
      title: options.title ?? `Produkt testowy ${randomUUID().slice(0, 6)}`,
      urlAlias: options.urlAlias ?? null,
      categoryId,
      productType,
      code,
      isTrending: traits.has("trending"),
      isVerified: traits.has("verified"),
      priceOriginal: options.priceOriginal ?? 99.99,
      priceDiscounted: options.priceDiscounted ?? null,
    })
    .returning({ id: products.id });
  const id = row!.id;
  await db.insert(productStats).values({ productId: id, likes: options.likes ?? 0, views: options.views ?? 0 });
  if (traits.has("withImages")) {
    await db.insert(productImages).values([
      { productId: id, url: `/media/test/${id}-1.webp`, position: 0 },
      { productId: id, url: `/media/test/${id}-2.webp`, position: 1 },
    ]);
  }
  if (code) {
    const [categoryCode, typeCode, number] = code.split("-") as [string, string, string];
    await db.insert(productCodes).values({ code, categoryCode, typeCode, sequenceNumber: Number(number), productId: id });
  }
  return { id, code };
}

/**
 * ADR 120 (Omnibus): lowers a product's price to `price` after its current price has been in force
 * for 40 days, so the reduction is announced against the current price (a discount set at creation
 * announces nothing).
 */
export async function reducePrice(productId: string, price: number) {
  const headline = and(eq(productPriceHistory.productId, productId), isNull(productPriceHistory.platform));
  await db.update(productPriceHistory).set({ recordedAt: new Date(Date.now() - 40 * 86_400_000) }).where(headline);
  await db.update(products).set({ priceDiscounted: price }).where(eq(products.id, productId));
}

/** What the product form saves (saveProduct's input): a plain EL product with `images`, no prices or links. */
export function productSaveInput(images: string[], overrides: Partial<ProductSaveInput> = {}): ProductSaveInput {
  return {
    title: `Produkt ${Math.random().toString(36).slice(2, 8)}`,
    description: "Opis produktu",
    categoryCode: "EL",
    productType: null,
    tags: [],
    images,
    priceOriginal: null,
    priceDiscounted: null,
    priceCurrency: "PLN",
    isVerified: false,
    isTrending: false,
    code: null,
    urlAlias: null,
    affiliateLinks: [],
    socialLinks: [],
    ...overrides,
  };
}

/** The smallest "Dodaj produkt" form the admin route takes: a title, a description, a category, a price, two tags. */
export function newProductForm(title: string) {
  return { intent: "save", title, description: "Opis", categoryCode: "EL", priceOriginal: "10,50", tags: ["a", "b"] };
}
