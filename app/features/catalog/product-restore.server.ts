// ADR 209: "Przywróć" on "Usunięte produkty" — a deleted product comes back from its snapshot with the same
// id, code, alias, former addresses, images, tags and links, but hidden (ADR 157) for the editor to check.
import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors.server";
import {
  deletedProductSnapshots,
  productAffiliateLinks,
  productCategories,
  productCodes,
  productImages,
  productPriceHistory,
  products,
  productSocialLinks,
  productStats,
  productTags,
  productTypes,
  productUrlRedirects,
  removedProductUrls,
} from "~/db/schema";
import { recordActivity } from "~/features/activity/activity-log.server";
import { markUploadsAttached } from "~/features/media/uploads.server";
import { invalidatePageCache } from "~/server/page-cache.server";
import { UserError } from "~/utils/action.server";
import { isUuid } from "~/utils/uuid";
import { insertSnapshotRows, restorableSql, type SnapshotData } from "./product-snapshots.server";

const CHECK = "Sprawdź go i pokaż, gdy będzie gotowy.";

export const RESTORE_MESSAGES = {
  restored: (title: string) => `Przywrócono produkt „${title}” jako ukryty. ${CHECK}`,
  noCategory: (title: string, category: string) => `Przywrócono produkt „${title}” jako ukryty, bez kategorii „${category}”, której już nie ma. ${CHECK}`,
  noType: (title: string, type: string) => `Przywrócono produkt „${title}” jako ukryty, bez typu „${type}”, którego już nie ma. ${CHECK}`,
  skipped: (title: string, addresses: string) =>
    `Przywrócono produkt „${title}” jako ukryty. Pominięto dawne adresy, które prowadzą teraz do innego produktu: ${addresses}. ${CHECK}`,
  noCategorySkipped: (title: string, category: string, addresses: string) =>
    `Przywrócono produkt „${title}” jako ukryty, bez kategorii „${category}”, której już nie ma. Pominięto dawne adresy, które prowadzą teraz do innego produktu: ${addresses}. ${CHECK}`,
  noTypeSkipped: (title: string, type: string, addresses: string) =>
    `Przywrócono produkt „${title}” jako ukryty, bez typu „${type}”, którego już nie ma. Pominięto dawne adresy, które prowadzą teraz do innego produktu: ${addresses}. ${CHECK}`,
  codeTaken: (code: string, other: string) => `Nie przywrócono produktu: kod „${code}” ma teraz produkt „${other}”. Zmień tamten kod i spróbuj ponownie.`,
  aliasTaken: (alias: string, other: string) => `Nie przywrócono produktu: alias URL „${alias}” ma teraz produkt „${other}”. Zmień tamten alias i spróbuj ponownie.`,
  bothTaken: (code: string, codeOwner: string, alias: string, aliasOwner: string) =>
    `Nie przywrócono produktu: kod „${code}” ma teraz produkt „${codeOwner}”, a alias URL „${alias}” – produkt „${aliasOwner}”. Zmień je i spróbuj ponownie.`,
  // Takes precedence over the variants above: the missing code is what the editor must act on.
  withoutCode: (title: string, code: string, other: string) =>
    `Przywrócono produkt „${title}” jako ukryty, bez kodu „${code}”: to teraz dawny kod produktu „${other}”. Nadaj mu nowy kod. ${CHECK}`,
  restoredShort: "Przywrócono produkt jako ukryty. Sprawdź go i pokaż, gdy będzie gotowy.",
  race: "Nie przywrócono produktu: w tej chwili inny produkt zajął jego kod, alias albo dawny adres. Spróbuj ponownie.",
  notFound: "Nie ma kopii tego produktu do przywrócenia.",
  alreadyLive: "Ten produkt jest już w katalogu: przywrócono go przed chwilą (w innej karcie albo przez inną osobę).",
  expired: "Tego produktu nie można już przywrócić: kopię usuniętego produktu przechowujemy 30 dni.",
} as const;

const lowerEq = (column: typeof products.code | typeof products.urlAlias, value: string) => sql`lower(${column}) = lower(${value})`;

/** 409 naming what another product holds now (a live product, hidden ones too, always owns its address). */
async function assertAddressesFree(tx: Executor, product: SnapshotData["product"]) {
  const { code, url_alias: alias } = product;
  if (!code && !alias) return;
  const holders = await tx
    .select({ title: products.title, code: products.code, urlAlias: products.urlAlias })
    .from(products)
    .where(or(code ? lowerEq(products.code, code) : undefined, alias ? lowerEq(products.urlAlias, alias) : undefined));
  const codeOwner = code ? holders.find((h) => h.code?.toLowerCase() === code.toLowerCase()) : undefined;
  const aliasOwner = alias ? holders.find((h) => h.urlAlias?.toLowerCase() === alias.toLowerCase()) : undefined;
  if (codeOwner && aliasOwner) throw new UserError(RESTORE_MESSAGES.bothTaken(code!, codeOwner.title, alias!, aliasOwner.title), 409);
  if (codeOwner) throw new UserError(RESTORE_MESSAGES.codeTaken(code!, codeOwner.title), 409);
  if (aliasOwner) throw new UserError(RESTORE_MESSAGES.aliasTaken(alias!, aliasOwner.title), 409);
}

/**
 * Another product whose code history holds the snapshot's code: it took the code while this product was
 * deleted (the record the delete left unowned), then moved on to another code. The record stays its
 * (its old address keeps redirecting to it), so the product comes back without a code: with it, every
 * save would be refused as "the code belongs to another product" (code review, session 41).
 */
async function codeKeptElsewhere(tx: Executor, product: SnapshotData["product"]): Promise<string | null> {
  if (!product.code) return null;
  const [holder] = await tx
    .select({ title: products.title })
    .from(productCodes)
    .innerJoin(products, eq(products.id, productCodes.productId))
    .where(and(sql`lower(${productCodes.code}) = lower(${product.code})`, ne(productCodes.productId, product.id)))
    .limit(1);
  return holder?.title ?? null;
}

/** The category and type to restore into: what still exists (the product comes back without the rest). */
async function placement(tx: Executor, data: SnapshotData) {
  const { category_id: categoryId, product_type: typeCode } = data.product;
  if (!categoryId) return { categoryId: null, typeCode: null, lostCategory: null, lostType: null };
  const [category] = await tx.select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.id, categoryId));
  if (!category) return { categoryId: null, typeCode: null, lostCategory: data.category?.name ?? categoryId, lostType: null };
  if (!typeCode) return { categoryId, typeCode: null, lostCategory: null, lostType: null };
  const [type] = await tx
    .select({ code: productTypes.code })
    .from(productTypes)
    .where(and(eq(productTypes.categoryId, categoryId), eq(productTypes.code, typeCode)));
  return type ? { categoryId, typeCode, lostCategory: null, lostType: null } : { categoryId, typeCode: null, lostCategory: null, lostType: data.type?.name ?? typeCode };
}

/** Former addresses another product took meanwhile (as its code, alias or own former address) stay its. */
async function freeFormerAddresses(tx: Executor, data: SnapshotData) {
  const wanted = data.formerAddresses;
  if (wanted.length === 0) return { kept: wanted, skipped: [] as string[] };
  const values = wanted.map((a) => a.old_value);
  const [redirects, live] = await Promise.all([
    tx.select({ kind: productUrlRedirects.kind, value: productUrlRedirects.oldValue }).from(productUrlRedirects).where(inArray(productUrlRedirects.oldValue, values)),
    tx
      .select({ code: sql<string | null>`lower(${products.code})`, alias: sql<string | null>`lower(${products.urlAlias})` })
      .from(products)
      .where(and(ne(products.id, data.product.id), or(inArray(sql`lower(${products.code})`, values), inArray(sql`lower(${products.urlAlias})`, values)))),
  ]);
  const taken = new Set([...redirects.map((r) => `${r.kind}:${r.value}`), ...live.flatMap((p) => [`code:${p.code}`, `alias:${p.alias}`])]);
  const kept = wanted.filter((a) => !taken.has(`${a.kind}:${a.old_value}`));
  const skipped = wanted.filter((a) => taken.has(`${a.kind}:${a.old_value}`)).map((a) => `„${a.old_value}”`);
  return { kept, skipped };
}

/** A toast carries at most 300 characters (ToastSchema): a few addresses, else the short wording. */
const TOAST_LIMIT = 300;

function successMessage(title: string, lostCategory: string | null, lostType: string | null, skipped: string[], lostCode: { code: string; holder: string } | null): string {
  const message = lostCode ? RESTORE_MESSAGES.withoutCode(title, lostCode.code, lostCode.holder) : fullMessage(title, lostCategory, lostType, skipped);
  return message.length <= TOAST_LIMIT ? message : RESTORE_MESSAGES.restoredShort;
}

function fullMessage(title: string, lostCategory: string | null, lostType: string | null, skipped: string[]): string {
  const addresses = skipped.length > 3 ? `${skipped.slice(0, 3).join(", ")} …` : skipped.join(", ");
  if (lostCategory) return skipped.length ? RESTORE_MESSAGES.noCategorySkipped(title, lostCategory, addresses) : RESTORE_MESSAGES.noCategory(title, lostCategory);
  if (lostType) return skipped.length ? RESTORE_MESSAGES.noTypeSkipped(title, lostType, addresses) : RESTORE_MESSAGES.noType(title, lostType);
  return skipped.length ? RESTORE_MESSAGES.skipped(title, addresses) : RESTORE_MESSAGES.restored(title);
}

/** The snapshot to restore, locked; 404 when none was ever kept, 410 when it expired (or was pruned). */
async function lockSnapshot(tx: Executor, id: string): Promise<{ data: SnapshotData; title: string }> {
  const [snapshot] = await tx
    .select({ data: deletedProductSnapshots.data, title: deletedProductSnapshots.title, restorable: sql<boolean>`${restorableSql}` })
    .from(deletedProductSnapshots)
    .where(eq(deletedProductSnapshots.productId, id))
    .for("update");
  if (snapshot?.restorable) return { data: snapshot.data as SnapshotData, title: snapshot.title };
  // A second restore waited for the first one's lock: the snapshot went with the product's return.
  const [live] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id));
  if (live) throw new UserError(RESTORE_MESSAGES.alreadyLive, 409);
  const [listed] = await tx.select({ id: removedProductUrls.productId }).from(removedProductUrls).where(eq(removedProductUrls.productId, id)).limit(1);
  if (snapshot || listed) throw new UserError(RESTORE_MESSAGES.expired, 410);
  throw new UserError(RESTORE_MESSAGES.notFound, 404);
}

/**
 * Brings a deleted product back from its snapshot, hidden, in one transaction: 409 (nothing changes) when
 * another product holds its code or alias now; its former addresses answer 301 again and its "removed"
 * rows (with any replacement set on them) go. Likes, wishlists, reviews, clicks and views do not return
 * (they were never kept). Logged as `restored`; the page cache is dropped after commit.
 */
export async function restoreDeletedProduct(productId: string, actorId: string | null, executor: Executor = db): Promise<{ id: string; title: string; message: string }> {
  if (!isUuid(productId)) throw new UserError(RESTORE_MESSAGES.notFound, 404);
  const id = productId.toLowerCase();
  const done = await executor.transaction(async (tx) => {
    const { data } = await lockSnapshot(tx, id);
    const [existing] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id));
    if (existing) throw new UserError(RESTORE_MESSAGES.alreadyLive, 409); // restored meanwhile (the snapshot goes with it)
    const holder = await codeKeptElsewhere(tx, data.product);
    const lostCode = holder && data.product.code ? { code: data.product.code, holder } : null;
    await assertAddressesFree(tx, lostCode ? { ...data.product, code: null } : data.product);
    const place = await placement(tx, data);
    const { kept, skipped } = await freeFormerAddresses(tx, data);
    const row = { ...data.product, code: lostCode ? null : data.product.code, is_hidden: true, category_id: place.categoryId, product_type: place.typeCode, updated_at: new Date().toISOString() };
    await insertSnapshotRows(tx, products, [row]);
    await tx.insert(productStats).values({ productId: id });
    await insertSnapshotRows(tx, productTags, data.tags);
    await insertSnapshotRows(tx, productImages, data.images);
    await insertSnapshotRows(tx, productAffiliateLinks, data.affiliateLinks);
    await insertSnapshotRows(tx, productSocialLinks, data.socialLinks);
    await insertSnapshotRows(tx, productUrlRedirects, kept);
    // The code records the delete left unowned; the product's code is the active one (admin §3).
    const codeIds = data.codes.map((c) => c.id);
    if (codeIds.length) {
      await tx
        .update(productCodes)
        .set({ productId: id, isActive: row.code ? sql`lower(${productCodes.code}) = lower(${row.code})` : false })
        .where(and(inArray(productCodes.id, codeIds), isNull(productCodes.productId)));
    }
    // The price history as it was (the inserts' triggers wrote a first row each: the deletion changed no
    // price), and the Omnibus reduction announced with it (ADR 120; the insert trigger clears it).
    await tx.delete(productPriceHistory).where(eq(productPriceHistory.productId, id));
    await insertSnapshotRows(tx, productPriceHistory, data.prices);
    await tx.update(products).set({ priceBeforeReduction: (data.product.price_before_reduction as number | null) ?? null }).where(eq(products.id, id));
    await tx.delete(removedProductUrls).where(eq(removedProductUrls.productId, id));
    await tx.delete(deletedProductSnapshots).where(eq(deletedProductSnapshots.productId, id));
    await markUploadsAttached(
      data.images.map((image) => image.url),
      tx,
    );
    await recordActivity(tx, actorId, { subject: "product", subjectId: id, label: data.product.title, action: "restored" });
    return { id, title: data.product.title, message: successMessage(data.product.title, place.lostCategory, place.lostType, skipped, lostCode) };
  }).catch((error: unknown) => {
    // Another save took one of its addresses between the checks and the inserts: nothing was restored.
    if (isUniqueViolation(error)) throw new UserError(RESTORE_MESSAGES.race, 409);
    throw error;
  });
  await invalidatePageCache();
  return done;
}
