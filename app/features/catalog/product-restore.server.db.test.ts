// ADR 209: every way of deleting keeps a snapshot; a restore brings the product back as it was (hidden),
// without the user content (likes, wishlists, stats), or refuses with a Polish 409/404/410 changing nothing.
import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  activityLog,
  deletedProductSnapshots,
  productAffiliateLinks,
  productCategories,
  productCodes,
  productImages,
  productLikes,
  productPriceHistory,
  products,
  productSocialLinks,
  productStats,
  productTags,
  productTypes,
  productUrlRedirects,
  removedProductUrls,
  wishlistItems,
} from "~/db/schema";
import { deleteProduct } from "./admin-product-write.server";
import { bulkEditProducts } from "./product-bulk.server";
import { findProductIdByAliasOrCode } from "./product.server";
import { changeProductCode } from "./product-codes.server";
import { RESTORE_MESSAGES, restoreDeletedProduct } from "./product-restore.server";
import { createProduct, createUser, reducePrice } from "../../../tests/factories";

/** A product with everything a product owns: code, alias and a former alias, tags, described images, shops with prices, social links, SEO texts. */
async function richProduct(alias = `kubek-${Math.random().toString(36).slice(2, 8)}`) {
  const { id, code } = await createProduct({ traits: ["withCode", "withImages"], urlAlias: `${alias}-stary`, priceOriginal: 120, priceDiscounted: 99 });
  await db.update(products).set({ urlAlias: alias, seoTitle: "Kubek SEO", seoDescription: "Opis dla wyszukiwarek", description: "Długi opis", isVerified: true }).where(eq(products.id, id));
  await db.update(productImages).set({ alt: sql`'Opis zdjęcia ' || position` }).where(eq(productImages.productId, id));
  await db.insert(productTags).values([
    { productId: id, tag: "prezent", position: 0 },
    { productId: id, tag: "kuchnia", position: 1 },
  ]);
  await db.insert(productAffiliateLinks).values([
    { productId: id, platform: "temu", url: "https://temu.example/kubek", price: 89.5, currency: "PLN", checkedAt: new Date("2026-11-01T10:00:00Z") },
    { productId: id, platform: "amazon", url: "https://amazon.example/kubek" },
  ]);
  await db.insert(productSocialLinks).values({ productId: id, platform: "tiktok", url: "https://tiktok.example/@kubek" });
  return { id, code: code!, alias };
}

/** What the product owns, as rows (the product row without what a restore changes on purpose). */
async function owned(id: string) {
  const [row] = (await db.execute<Record<string, unknown>>(sql`SELECT * FROM products WHERE id = ${id}`)).rows;
  const { is_hidden: _hidden, updated_at: _updated, ...product } = row ?? {};
  return {
    product,
    tags: await db.select().from(productTags).where(eq(productTags.productId, id)).orderBy(asc(productTags.position)),
    images: await db.select().from(productImages).where(eq(productImages.productId, id)).orderBy(asc(productImages.position)),
    shops: await db.select().from(productAffiliateLinks).where(eq(productAffiliateLinks.productId, id)).orderBy(asc(productAffiliateLinks.platform)),
    social: await db.select().from(productSocialLinks).where(eq(productSocialLinks.productId, id)),
    former: await db.select().from(productUrlRedirects).where(eq(productUrlRedirects.productId, id)),
    codes: await db.select().from(productCodes).where(eq(productCodes.productId, id)),
    prices: await db.select().from(productPriceHistory).where(eq(productPriceHistory.productId, id)).orderBy(asc(productPriceHistory.id)),
  };
}

const snapshotOf = async (id: string) => (await db.select().from(deletedProductSnapshots).where(eq(deletedProductSnapshots.productId, id)))[0];
const exists = async (id: string) => (await db.select({ id: products.id }).from(products).where(eq(products.id, id))).length === 1;

describe("a snapshot at every way of deleting (ADR 209)", () => {
  it("the form's delete, the bulk delete and plain SQL each keep one, with the catalogue's data only", async () => {
    const [single, bulk, raw] = await Promise.all([richProduct(), richProduct(), richProduct()]);
    await deleteProduct(single.id);
    await bulkEditProducts({ ids: [bulk.id], operation: "delete" });
    await db.execute(sql`DELETE FROM products WHERE id = ${raw.id}`);
    for (const { id, alias } of [single, bulk, raw]) {
      const snapshot = await snapshotOf(id);
      expect(snapshot?.title).toMatch(/^Produkt testowy/);
      const data = snapshot!.data as Record<string, unknown>;
      expect(Object.keys(data).sort()).toEqual(["affiliateLinks", "category", "codes", "formerAddresses", "images", "prices", "product", "socialLinks", "tags", "type"]);
      expect(data).toMatchObject({ product: { id, url_alias: alias }, formerAddresses: [{ kind: "alias", old_value: `${alias}-stary` }] });
      expect((data.images as unknown[]).length).toBe(2);
    }
  });
});

describe("restoreDeletedProduct", () => {
  it("brings the product back as it was but hidden, without likes, wishlists or stats; its old addresses are its own again", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const fan = await createUser();
    const product = await richProduct();
    await db.insert(productLikes).values({ userId: fan.id, productId: product.id });
    await db.insert(wishlistItems).values({ userId: fan.id, productId: product.id });
    await db.update(productStats).set({ likes: 1, views: 40, clicks: 3 }).where(eq(productStats.productId, product.id));
    await reducePrice(product.id, 79); // ADR 120: the reduction announced, from the price history
    const before = await owned(product.id);
    expect([before.former.length, before.product.price_before_reduction, before.prices.length > 2]).toEqual([1, "99.00", true]);
    await deleteProduct(product.id, db, editor.id);
    expect(await findProductIdByAliasOrCode(product.alias, db, { withHidden: true })).toBeNull();

    const done = await restoreDeletedProduct(product.id.toUpperCase(), editor.id);
    expect(done).toMatchObject({ id: product.id, message: RESTORE_MESSAGES.restored(String(before.product.title)) });
    expect(await owned(product.id)).toEqual(before);
    const [back] = await db.select({ isHidden: products.isHidden }).from(products).where(eq(products.id, product.id));
    expect(back?.isHidden).toBe(true);
    const [stats] = await db.select().from(productStats).where(eq(productStats.productId, product.id));
    expect(stats).toMatchObject({ likes: 0, views: 0, clicks: 0 });
    expect(await db.select().from(productLikes).where(eq(productLikes.productId, product.id))).toEqual([]);
    expect(await db.select().from(wishlistItems).where(eq(wishlistItems.productId, product.id))).toEqual([]);
    // The addresses: the alias, the code and the former alias lead to it again; nothing says "removed".
    expect(await findProductIdByAliasOrCode(product.alias, db, { withHidden: true })).toBe(product.id);
    expect(await findProductIdByAliasOrCode(product.code, db, { withHidden: true })).toBe(product.id);
    expect(await db.select().from(removedProductUrls).where(eq(removedProductUrls.productId, product.id))).toEqual([]);
    expect(await snapshotOf(product.id)).toBeUndefined();
    const [entry] = await db.select().from(activityLog).where(and(eq(activityLog.subjectId, product.id), eq(activityLog.action, "restored")));
    expect(entry).toMatchObject({ performedBy: editor.id, subject: "product" });
  });

  it("also takes away a replacement set on its old addresses", async () => {
    const [product, next] = await Promise.all([richProduct(), createProduct({ title: "Następca" })]);
    await deleteProduct(product.id, db, null, next.id);
    expect((await db.select().from(removedProductUrls).where(eq(removedProductUrls.replacementProductId, next.id))).length).toBeGreaterThan(0);
    await restoreDeletedProduct(product.id, null);
    expect(await db.select().from(removedProductUrls).where(eq(removedProductUrls.replacementProductId, next.id))).toEqual([]);
  });

  it("answers 409 naming the product that took its code or alias, and changes nothing", async () => {
    const product = await richProduct();
    await deleteProduct(product.id);
    const other = await createProduct({ title: "Nowy właściciel" });
    await db.update(products).set({ code: product.code.toLowerCase() }).where(eq(products.id, other.id));
    await expect(restoreDeletedProduct(product.id, null)).rejects.toMatchObject({ status: 409, message: RESTORE_MESSAGES.codeTaken(product.code, "Nowy właściciel") });
    await db.update(products).set({ urlAlias: product.alias }).where(eq(products.id, other.id));
    await expect(restoreDeletedProduct(product.id, null)).rejects.toMatchObject({
      status: 409,
      message: RESTORE_MESSAGES.bothTaken(product.code, "Nowy właściciel", product.alias, "Nowy właściciel"),
    });
    await db.update(products).set({ code: null }).where(eq(products.id, other.id));
    await expect(restoreDeletedProduct(product.id, null)).rejects.toMatchObject({ status: 409, message: RESTORE_MESSAGES.aliasTaken(product.alias, "Nowy właściciel") });
    expect([await exists(product.id), Boolean(await snapshotOf(product.id))]).toEqual([false, true]);
    expect((await db.select().from(removedProductUrls).where(eq(removedProductUrls.productId, product.id))).length).toBeGreaterThan(0);
  });

  it("restores without a category or type that is gone, and leaves out a former address another product took, saying so", async () => {
    const [category] = await db.insert(productCategories).values({ name: "Znikająca", code: "ZZ", slug: "znikajaca" }).returning();
    await db.insert(productTypes).values([
      { categoryId: category!.id, code: "AA", slug: "aa", name: "Typ A", isDefault: true },
      { categoryId: category!.id, code: "BB", slug: "bb", name: "Typ B" },
    ]);
    const [inGone, inKept] = await Promise.all([richProduct(), richProduct()]);
    await db.update(products).set({ categoryId: category!.id, productType: "AA" }).where(eq(products.id, inGone.id));
    await db.update(products).set({ categoryId: category!.id, productType: "BB" }).where(eq(products.id, inKept.id));
    await deleteProduct(inKept.id);
    await db.delete(productTypes).where(eq(productTypes.code, "BB"));
    // A product took the former alias of inKept meanwhile, then moved on (its former address now).
    const taker = await createProduct({ urlAlias: `${inKept.alias}-stary` });
    await db.update(products).set({ urlAlias: `${inKept.alias}-nowy` }).where(eq(products.id, taker.id));
    const kept = await restoreDeletedProduct(inKept.id, null);
    expect(kept.message).toBe(RESTORE_MESSAGES.noTypeSkipped(kept.title, "Typ B", `„${inKept.alias}-stary”`));
    expect(await db.select({ t: products.productType, c: products.categoryId }).from(products).where(eq(products.id, inKept.id))).toEqual([{ t: null, c: category!.id }]);
    const former = await db.select({ productId: productUrlRedirects.productId }).from(productUrlRedirects).where(eq(productUrlRedirects.oldValue, `${inKept.alias}-stary`));
    expect(former).toEqual([{ productId: taker.id }]);

    await deleteProduct(inGone.id);
    await db.delete(productCategories).where(eq(productCategories.id, category!.id));
    const gone = await restoreDeletedProduct(inGone.id, null);
    expect(gone.message).toBe(RESTORE_MESSAGES.noCategory(gone.title, "Znikająca"));
    expect(await db.select({ t: products.productType, c: products.categoryId }).from(products).where(eq(products.id, inGone.id))).toEqual([{ t: null, c: null }]);
  });

  it("answers 404 for an unknown or malformed id and 410 once the 30 days are over, changing nothing", async () => {
    await expect(restoreDeletedProduct("00000000-0000-4000-8000-000000000000", null)).rejects.toMatchObject({ status: 404, message: RESTORE_MESSAGES.notFound });
    await expect(restoreDeletedProduct("'; DROP TABLE products; --", null)).rejects.toMatchObject({ status: 404, message: RESTORE_MESSAGES.notFound });
    const [old, pruned] = await Promise.all([richProduct(), richProduct()]);
    await deleteProduct(old.id);
    await deleteProduct(pruned.id);
    await db.update(deletedProductSnapshots).set({ deletedAt: sql`now() - interval '30 days 1 minute'` }).where(eq(deletedProductSnapshots.productId, old.id));
    await db.delete(deletedProductSnapshots).where(eq(deletedProductSnapshots.productId, pruned.id));
    for (const id of [old.id, pruned.id]) {
      await expect(restoreDeletedProduct(id, null)).rejects.toMatchObject({ status: 410, message: RESTORE_MESSAGES.expired });
      expect(await exists(id)).toBe(false);
    }
    // A restored product is not restored twice.
    const twice = await richProduct();
    await deleteProduct(twice.id);
    await restoreDeletedProduct(twice.id, null);
    // The second of two restores (another tab) is told it is back already (code review, session 41).
    await expect(restoreDeletedProduct(twice.id, null)).rejects.toMatchObject({ status: 409, message: RESTORE_MESSAGES.alreadyLive });
  });

  it("comes back without its code when another product took the code meanwhile and moved on (its history keeps it)", async () => {
    const product = await richProduct();
    await deleteProduct(product.id);
    // Another product takes the code the delete left unowned, then changes to a code of its own again.
    const other = await createProduct({ traits: ["withCode"], title: "Nowy właściciel kodu" });
    const [{ code: ownCode }] = await db.select({ code: products.code }).from(products).where(eq(products.id, other.id));
    await changeProductCode(other.id, product.code);
    await changeProductCode(other.id, ownCode!);

    const done = await restoreDeletedProduct(product.id, null);
    expect(done.message).toBe(RESTORE_MESSAGES.withoutCode(done.title, product.code, "Nowy właściciel kodu"));
    const [back] = await db.select({ code: products.code, alias: products.urlAlias }).from(products).where(eq(products.id, product.id));
    expect(back).toEqual({ code: null, alias: product.alias });
    // The code's record and its old address stay the other product's; the restored one has no code record to trip on.
    const records = await db.select({ productId: productCodes.productId }).from(productCodes).where(sql`lower(${productCodes.code}) = lower(${product.code})`);
    expect(records).toEqual([{ productId: other.id }]);
    const redirects = await db.select({ productId: productUrlRedirects.productId }).from(productUrlRedirects).where(and(eq(productUrlRedirects.kind, "code"), eq(productUrlRedirects.oldValue, product.code.toLowerCase())));
    expect(redirects).toEqual([{ productId: other.id }]);
    // So it can take a new code like any product without one.
    const [{ code: freeCode }] = await db.select({ code: sql<string>`${ownCode!.slice(0, 6)} || '998'` }).from(products).limit(1);
    await expect(changeProductCode(product.id, freeCode)).resolves.toMatchObject({ code: freeCode });
  });

  it("answers 409 when a unique address is taken between its checks and its inserts, restoring nothing", async () => {
    const product = await richProduct();
    await deleteProduct(product.id);
    // As if another save had just taken one of its rows' keys: a snapshot row that collides on insert.
    await db.execute(sql`UPDATE deleted_product_snapshots SET data = jsonb_set(data, '{tags}', data->'tags' || (data->'tags'->0)) WHERE product_id = ${product.id}`);
    await expect(restoreDeletedProduct(product.id, null)).rejects.toMatchObject({ status: 409, message: RESTORE_MESSAGES.race });
    expect([await exists(product.id), Boolean(await snapshotOf(product.id))]).toEqual([false, true]);
  });
});
