import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productAffiliateLinks, productCategories, productCodes, productImages, productReviews, products, productStats, productTags, productTypes, user } from "~/db/schema";
import { UserError } from "~/utils/action.server";
import { createProduct, createUser, storedUploads } from "../../../tests/factories";
import { generateProductCode } from "./code-generator.server";
import { listAdminProducts, listCategoriesWithProducts, parseAdminProductFilters } from "./admin-product-list.server";
import { loadProductFormValues } from "./admin-product-form.server";
import { closePageCacheListener } from "~/server/page-cache.server";
import { ALIAS_TAKEN_MESSAGE, CODE_TAKEN_MESSAGE, deleteProduct, saveProduct, STALE_MESSAGE } from "./admin-product-write.server";
import type { ProductSaveInput } from "./product-form-schema";

// saveProduct empties the page cache, which opens the LISTEN connection: release it before the database closes.
afterAll(() => closePageCacheListener());

// Images uploaded here (a save refuses any other address it did not already show).
let A = "";
let B = "";
beforeAll(async () => {
  [A, B] = await storedUploads("a", "b");
});

function input(overrides: Partial<ProductSaveInput> = {}): ProductSaveInput {
  return {
    title: `Lampka ${Math.random().toString(36).slice(2, 8)}`,
    description: "Opis lampki",
    categoryCode: "EL",
    productType: null,
    tags: ["led", "biurko"],
    images: [A, B],
    priceOriginal: 99.99,
    priceDiscounted: 59.5,
    priceCurrency: "PLN",
    isVerified: true,
    isTrending: false,
    code: null,
    urlAlias: null,
    affiliateLinks: [{ platform: "temu", url: "https://temu.com/x" }],
    socialLinks: [{ platform: "tiktok", url: "https://tiktok.com/@x" }],
    ...overrides,
  };
}

async function expectUserError(promise: Promise<unknown>, status: number): Promise<UserError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(UserError);
  expect((error as UserError).status).toBe(status);
  return error as UserError;
}

describe("saveProduct (one transaction)", () => {
  it("two saves of one new alias at once: one product, the other a 409 naming the field (not a 500)", async () => {
    const alias = `wyscig-${Math.random().toString(36).slice(2, 8)}`;
    const results = await Promise.allSettled([saveProduct(input({ urlAlias: alias })), saveProduct(input({ urlAlias: alias }))]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(UserError);
    expect(refused.reason).toMatchObject({ status: 409, fieldErrors: { urlAlias: ALIAS_TAKEN_MESSAGE } });
    expect(await db.select({ id: products.id }).from(products).where(eq(products.urlAlias, alias))).toHaveLength(1);
  });

  it("creates a product with tags, images in order, links, stats and its code record", async () => {
    const { code } = await generateProductCode({ categoryCode: "EL" });
    const { id } = await saveProduct(input({ code, urlAlias: `${code.toLowerCase()}-lampka` }));
    const values = await loadProductFormValues(id);
    expect(values).toMatchObject({ categoryCode: "EL", tags: ["led", "biurko"], images: [A, B], code, priceDiscounted: "59,50" });
    expect(values?.links).toEqual({ "affiliate:temu": "https://temu.com/x", "social:tiktok": "https://tiktok.com/@x" });
    const [record] = await db.select().from(productCodes).where(eq(productCodes.code, code));
    expect(record).toMatchObject({ productId: id, isActive: true });
    expect(await db.select().from(productStats).where(eq(productStats.productId, id))).toHaveLength(1);
  });

  it("a save failing half-way (a link the database refuses, after tags and images) changes nothing", async () => {
    const { id, updatedAt } = await saveProduct(input({ title: "Przed zmianą" }));
    const bad = input({ title: "Po zmianie", tags: ["nowy"], images: [], socialLinks: [{ platform: "tiktok", url: "javascript:alert(1)" }] });
    await expect(saveProduct(bad, { id, expectedUpdatedAt: updatedAt.toISOString() })).rejects.toThrow();
    const values = await loadProductFormValues(id);
    expect(values).toMatchObject({ title: "Przed zmianą", tags: ["led", "biurko"] });
    expect(values?.images).toHaveLength(2);
    expect(values?.updatedAt).toBe(updatedAt.toISOString());
  });

  it("refuses to overwrite a product someone else saved since the form opened (409), and saves with the fresh version", async () => {
    const first = await saveProduct(input({ title: "Wersja 1" }));
    const second = await saveProduct(input({ title: "Wersja 2 (ktoś inny)" }), { id: first.id, expectedUpdatedAt: first.updatedAt.toISOString() });
    const error = await expectUserError(saveProduct(input({ title: "Wersja 3" }), { id: first.id, expectedUpdatedAt: first.updatedAt.toISOString() }), 409);
    expect(error.message).toBe(STALE_MESSAGE);
    expect((await loadProductFormValues(first.id))?.title).toBe("Wersja 2 (ktoś inny)");
    await saveProduct(input({ title: "Wersja 3" }), { id: first.id, expectedUpdatedAt: second.updatedAt.toISOString() });
    expect((await loadProductFormValues(first.id))?.title).toBe("Wersja 3");
  });

  it("takes only images uploaded here, or ones the product already shows (review, session 27)", async () => {
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(products);
    for (const images of [["https://evil.example/x.png"], ["/uploads/products/nie-ma-takiego.webp"], [A, "https://example.com/z.webp"]]) {
      const error = await expectUserError(saveProduct(input({ images })), 400);
      expect(error.fieldErrors.images).toBe("Nieprawidłowy adres obrazu");
    }
    expect(await db.select({ n: sql<number>`count(*)::int` }).from(products)).toEqual(before);
    // An image stored before uploads were recorded (seeds, older data) stays on its product, not on others.
    const first = await saveProduct(input({ images: [A] }));
    await db.insert(productImages).values({ productId: first.id, url: "https://example.com/stare.webp", position: 1 });
    const kept = await saveProduct(input({ images: ["https://example.com/stare.webp", A, B] }), { id: first.id });
    expect((await loadProductFormValues(kept.id))?.images).toEqual(["https://example.com/stare.webp", A, B]);
    await expectUserError(saveProduct(input({ images: ["https://example.com/stare.webp"] })), 400);
  });

  it("refuses a code another product uses, compared case-insensitively", async () => {
    const { code } = await generateProductCode({ categoryCode: "EL" });
    await saveProduct(input({ code }));
    const error = await expectUserError(saveProduct(input({ code: code.toLowerCase().toUpperCase() })), 409);
    expect(error.fieldErrors.code).toBe(CODE_TAKEN_MESSAGE);
  });

  it("refuses a code of another category or type than the product's, changing nothing (ADR 124)", async () => {
    const { code } = await generateProductCode({ categoryCode: "EL" });
    const [, elType] = code.split("-");
    const [otherType] = await db
      .select({ code: productTypes.code })
      .from(productTypes)
      .innerJoin(productCategories, eq(productCategories.id, productTypes.categoryId))
      .where(sql`${productCategories.code} = 'EL' AND ${productTypes.code} <> ${elType}`)
      .limit(1);
    for (const wrong of [input({ code, categoryCode: "MO" }), input({ code, productType: otherType!.code })]) {
      const error = await saveProduct(wrong).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UserError);
      expect((error as UserError).status).toBe(400);
      expect((error as UserError).message).toMatch(new RegExp(`^Kod ${code} nie pasuje do (kategorii|typu) produktu \\([A-Z]{2}\\)\\. Wygeneruj nowy kod\\.$`));
    }
    expect(await db.select().from(products).where(sql`lower(${products.code}) = lower(${code})`)).toEqual([]);
    expect((await saveProduct(input({ code, productType: elType }))).id).toBeTruthy();
  });

  it("refuses an unknown category and a type of another category (400)", async () => {
    await expectUserError(saveProduct(input({ categoryCode: "QQ" })), 400);
    await expectUserError(saveProduct(input({ categoryCode: "EL", productType: "ZZ" })), 400);
  });
});

describe("deleteProduct", () => {
  it("removes tags, images, links and stats, keeps the reviews' authors", async () => {
    const { id } = await saveProduct(input());
    const author = await createUser();
    await db.insert(productReviews).values({ productId: id, userId: author.id, rating: 5, comment: "Świetna lampka" });
    await deleteProduct(id);
    expect(await db.select().from(products).where(eq(products.id, id))).toHaveLength(0);
    for (const table of [productTags, productImages, productAffiliateLinks, productStats]) {
      expect(await db.select().from(table).where(eq(table.productId, id))).toHaveLength(0);
    }
    expect(await db.select().from(productReviews).where(eq(productReviews.productId, id))).toHaveLength(0);
    expect(await db.select().from(user).where(eq(user.id, author.id))).toHaveLength(1);
  });

  it("answers 404 for a product that does not exist", async () => {
    await expectUserError(deleteProduct("00000000-0000-4000-8000-000000000000"), 404);
  });
});

describe("listAdminProducts", () => {
  it("finds by title, description or code and pages in SQL", async () => {
    const marker = `zq${Math.random().toString(36).slice(2, 8)}`;
    const { code } = await generateProductCode({ categoryCode: "EL" });
    const byTitle = await saveProduct(input({ title: `Kubek ${marker}` }));
    const byDescription = await saveProduct(input({ description: `Opis z ${marker} w środku` }));
    const byCode = await saveProduct(input({ code }));
    const found = await listAdminProducts(parseAdminProductFilters(new URLSearchParams({ q: marker })));
    expect(found.rows.map((r) => r.id).sort()).toEqual([byTitle.id, byDescription.id].sort());
    const codeHit = await listAdminProducts(parseAdminProductFilters(new URLSearchParams({ q: code })));
    expect(codeHit.rows.map((r) => r.id)).toEqual([byCode.id]);
    const idHit = await listAdminProducts(parseAdminProductFilters(new URLSearchParams({ q: byCode.id.slice(0, 8) })));
    expect(idHit.rows.map((r) => r.id)).toContain(byCode.id); // the list shows the id's first 8 characters
    expect(codeHit.rows[0]).toMatchObject({ code, categoryName: "Elektronika", priceDiscounted: 59.5, priceCurrency: "PLN", imageUrl: A, views: 0 });
  });

  it("lists only categories that have products", async () => {
    await createProduct({ traits: ["withCode"] });
    const categories = await listCategoriesWithProducts();
    const [{ n }] = (await db.execute<{ n: number }>(sql`SELECT count(DISTINCT category_id)::int AS n FROM products WHERE category_id IS NOT NULL`)).rows;
    expect(categories).toHaveLength(n);
  });
});
