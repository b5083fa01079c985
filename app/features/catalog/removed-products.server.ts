// ADR 206: a deleted product's old addresses (ADR 174) can be sent on to a replacement product — set in
// the delete dialog or later in "Usunięte produkty" — and then answer 301 to its URL while it is shown.
import { desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { products, removedProductUrls } from "~/db/schema";
import { recordActivity } from "~/features/activity/activity-log.server";
import { invalidatePageCache } from "~/server/page-cache.server";
import { UserError } from "~/utils/action.server";
import { isUuid } from "~/utils/uuid";
import { productPath } from "./links";
import { restoreDaysLeft } from "./product-snapshots.server";
import { findProductIdByAliasOrCode } from "./product.server";
import { shownToPublic } from "./visibility.server";

export const REPLACEMENT_MESSAGES = {
  missing: "Podaj kod, alias lub adres produktu, na który mają prowadzić stare adresy.",
  notFound: "Nie znaleziono produktu o tym kodzie ani adresie.",
  self: "Stare adresy nie mogą prowadzić do usuwanego produktu.",
  set: (title: string) => `Stare adresy prowadzą teraz do produktu „${title}”.`,
  cleared: "Usunięto przekierowanie. Stare adresy mówią, że produktu już nie ma.",
  gone: "Tego usuniętego produktu nie ma już na liście.",
  deleted: (title: string) => `Usunięto produkt. Stare adresy prowadzą do produktu „${title}”.`,
} as const;

export const REMOVED_PAGE_SIZE = 50;

export type Replacement = { id: string; title: string; code: string | null; shown: boolean; path: string };
export type RemovedProductRow = {
  productId: string;
  title: string | null;
  removedAt: string;
  addresses: { kind: "id" | "code" | "alias"; value: string }[];
  replacement: Replacement | null;
  /** ADR 209: whole days left to restore it (its snapshot kept), or null: it can no longer be restored. */
  restoreDaysLeft: number | null;
};

/** A typed address part, %-decoded when it can be ("%E0%A4" stays as typed: a 400 later, not a 500). */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * The product an editor typed as the replacement: its code, URL alias, id, or any of its URLs
 * (/produkt/{id}, /produkty/{alias}, /{code or alias}, with or without the site's address). Hidden
 * products count (one may be readied hidden); null when nothing matches.
 */
export async function resolveReplacement(input: string, executor: Executor = db): Promise<{ id: string; title: string } | null> {
  let value = input.trim();
  if (!value || value.length > 500) return null;
  if (/^https?:\/\//i.test(value)) {
    try {
      value = new URL(value).pathname;
    } catch {
      return null;
    }
  }
  const path = value.replace(/^\/+|\/+$/g, "");
  const [first, second, ...rest] = path.split("/");
  let id: string | null = null;
  if (rest.length > 0) return null;
  if (second !== undefined && first === "produkt") id = isUuid(second) ? second.toLowerCase() : null;
  else if (second !== undefined && first === "produkty") id = await findProductIdByAliasOrCode(decoded(second), executor, { withHidden: true });
  else if (second === undefined && first && isUuid(first)) id = first.toLowerCase();
  else if (second === undefined && first) id = await findProductIdByAliasOrCode(decoded(first), executor, { withHidden: true });
  if (!id) return null;
  const [row] = await executor.select({ id: products.id, title: products.title }).from(products).where(eq(products.id, id)).limit(1);
  return row ?? null;
}

/** The replacement typed for a product being deleted (or already deleted): 400 when unknown or the product itself. */
export async function requireReplacement(input: string, deletedId: string, executor: Executor = db): Promise<{ id: string; title: string }> {
  const found = await resolveReplacement(input, executor);
  if (!found) throw new UserError(REPLACEMENT_MESSAGES.notFound, 400, { replacement: REPLACEMENT_MESSAGES.notFound });
  if (found.id === deletedId) throw new UserError(REPLACEMENT_MESSAGES.self, 400, { replacement: REPLACEMENT_MESSAGES.self });
  return found;
}

/**
 * Inside the delete's transaction, before the row goes: the addresses that led to this product as a
 * replacement follow on to its own replacement (without one, its delete clears them by the foreign
 * key, and they answer 410). One hop is ever stored, so no chain or loop is walked at request time.
 */
export async function handOnReplacement(tx: Executor, deletedId: string, replacementId: string): Promise<void> {
  await tx.update(removedProductUrls).set({ replacementProductId: replacementId }).where(eq(removedProductUrls.replacementProductId, deletedId));
}

/** After the delete, in its transaction: the product's own addresses (just written by the trigger) lead to the replacement. */
export async function pointRemovedAddresses(tx: Executor, deletedId: string, replacementId: string | null): Promise<number> {
  const rows = await tx
    .update(removedProductUrls)
    .set({ replacementProductId: replacementId })
    .where(eq(removedProductUrls.productId, deletedId))
    .returning({ value: removedProductUrls.value });
  return rows.length;
}

/** "Usunięte produkty": newest deletion first, one row per deleted product with its addresses and replacement. */
export async function listRemovedProducts(page: number, executor: Executor = db): Promise<{ rows: RemovedProductRow[]; total: number; page: number; pageCount: number }> {
  const [counted] = await executor.select({ total: sql<number>`count(DISTINCT ${removedProductUrls.productId})::int` }).from(removedProductUrls);
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / REMOVED_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const groups = await executor
    .select({
      productId: sql<string>`${removedProductUrls.productId}`,
      title: sql<string | null>`max(${removedProductUrls.title})`,
      removedAt: sql<string>`max(${removedProductUrls.removedAt})`,
      addresses: sql<{ kind: "id" | "code" | "alias"; value: string }[]>`json_agg(json_build_object('kind', ${removedProductUrls.kind}, 'value', ${removedProductUrls.value}) ORDER BY ${removedProductUrls.kind}, ${removedProductUrls.value})`,
      replacementId: sql<string | null>`max(${removedProductUrls.replacementProductId}::text)`,
    })
    .from(removedProductUrls)
    .where(isNotNull(removedProductUrls.productId))
    .groupBy(removedProductUrls.productId)
    .orderBy(desc(sql`max(${removedProductUrls.removedAt})`), removedProductUrls.productId)
    .limit(REMOVED_PAGE_SIZE)
    .offset((current - 1) * REMOVED_PAGE_SIZE);
  const ids = [...new Set(groups.map((g) => g.replacementId).filter((id): id is string => Boolean(id)))];
  const found = ids.length
    ? await executor
        .select({ id: products.id, title: products.title, code: products.code, shown: sql<boolean>`${shownToPublic}` })
        .from(products)
        .where(inArray(products.id, ids))
    : [];
  const byId = new Map(found.map((p) => [p.id, { ...p, path: productPath(p.id) }]));
  const daysLeft = await restoreDaysLeft(groups.map((g) => g.productId), executor);
  const rows = groups.map((g) => ({
    productId: g.productId,
    title: g.title,
    removedAt: new Date(g.removedAt).toISOString(),
    addresses: g.addresses,
    replacement: (g.replacementId && byId.get(g.replacementId)) || null,
    restoreDaysLeft: daysLeft.get(g.productId) ?? null,
  }));
  return { rows, total, page: current, pageCount };
}

/**
 * Sets (input non-empty) or clears (empty) the replacement of a deleted product's addresses, logged in
 * the change log; the page cache is dropped so a cached page's links and the old address answer anew.
 */
export async function setRemovedReplacement(productId: string, input: string, actorId: string, executor: Executor = db): Promise<string> {
  if (!isUuid(productId)) throw new UserError(REPLACEMENT_MESSAGES.gone, 404);
  const message = await executor.transaction(async (tx) => {
    const target = input.trim() ? await requireReplacement(input, productId.toLowerCase(), tx) : null;
    const [group] = await tx
      .select({ title: sql<string | null>`max(${removedProductUrls.title})` })
      .from(removedProductUrls)
      .where(eq(removedProductUrls.productId, productId.toLowerCase()));
    const changed = await pointRemovedAddresses(tx, productId.toLowerCase(), target?.id ?? null);
    if (changed === 0) throw new UserError(REPLACEMENT_MESSAGES.gone, 404);
    await recordActivity(tx, actorId, {
      subject: "product",
      subjectId: productId.toLowerCase(),
      label: group?.title ?? productId,
      action: "redirected",
      details: { replacement: target?.title ?? null },
    });
    return target ? REPLACEMENT_MESSAGES.set(target.title) : REPLACEMENT_MESSAGES.cleared;
  });
  await invalidatePageCache();
  return message;
}
