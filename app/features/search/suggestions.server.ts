import { and, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { productImages, products } from "~/db/schema";
import { firstImageUrlOfProduct } from "~/features/catalog/first-image.server";
import { effectivePrice } from "~/features/catalog/format";
import { shownToPublic } from "~/features/catalog/visibility.server";
import { logger } from "~/utils/logger.server";
import { FALSE, matchConditions, normalizeQuery, withSearchSettings, WORD_SIMILARITY_THRESHOLD, type ProductSuggestion } from "./search.server";
import { SUGGESTION_LIMIT, SUGGESTION_MIN_CHARS } from "./suggest-text";
import { cachedSuggestions, rememberSuggestions, suggestionCacheGeneration } from "./suggestion-cache.server";
import { foldText } from "./suggestion-index";
import { suggestionIndex } from "./suggestion-index.server";
import { titleOrder } from "./title-order.server";

/**
 * Suggestions for the header search box (spec: public §7): ≥ 2 characters, ≤ 10; by relevance tier
 * (exact code, code prefix, title prefix and title contains — each as typed first, ADR 188 —, similar title), then title. Tiers are asked
 * in turn and the search stops once 10 are found, so a common prefix never ranks the whole catalogue.
 * Answers are kept in a small in-process cache emptied with the page cache (ADR 066).
 */
export async function suggestProducts(text: string): Promise<ProductSuggestion[]> {
  const q = normalizeQuery(text);
  if (Array.from(q).length < SUGGESTION_MIN_CHARS) return [];
  const key = q.toLowerCase();
  const cached = cachedSuggestions(key);
  if (cached) return cached;
  const generation = suggestionCacheGeneration();
  try {
    const found = foldText(q) === null ? await suggestFromSql(q) : await suggestFromIndex(q);
    rememberSuggestions(key, found, generation);
    return found;
  } catch (error) {
    // spec: public §8 — suggestion errors give an empty list.
    logger.error({ err: error }, "Podpowiedzi wyszukiwania: błąd zapytania");
    return [];
  }
}

/**
 * ADR 098: the code and title tiers from the in-memory index (same conditions, same title order as
 * the SQL tiers), the typo tier from the database when the others left room, then one query for the
 * found products' card fields. `q` is normalised and foldable (foldText(q) !== null).
 */
export async function suggestFromIndex(q: string): Promise<ProductSuggestion[]> {
  const folded = foldText(q);
  if (folded === null) throw new Error("suggestFromIndex: text outside the foldable characters");
  const c = matchConditions(q, true);
  const index = await suggestionIndex();
  const codeLower = q.toLowerCase();
  const rows = new Set<number>(); // insertion order = tier order
  const room = () => SUGGESTION_LIMIT - rows.size;
  const tiers: (() => number[])[] = [
    () => index.codeEquals(codeLower, rows),
    () => (c.codePrefix === FALSE ? [] : index.codePrefix(codeLower, room(), rows)),
    // ADR 188: titles that start with the text as typed (diacritics included) before those that
    // match only once folded: "ła" lists "Ładowarka" before "Lampa".
    () => (c.titlePrefix === FALSE ? [] : index.titlePrefixAsTyped(codeLower, folded, room(), rows)),
    () => (c.titlePrefix === FALSE ? [] : index.titlePrefix(folded, room(), rows)),
    // ADR 188 addendum: the same within the contains tier ("żel" lists "…żel…" before "Pędzel").
    () => (c.titleContains === FALSE ? [] : index.titleContainsAsTyped(codeLower, folded, room(), rows)),
    () => (c.titleContains === FALSE ? [] : index.titleContains(folded, room(), rows)),
  ];
  for (const tier of tiers) {
    for (const row of tier()) rows.add(row);
    if (room() <= 0) break;
  }
  const ids = [...rows].map((row) => index.idAt(row));
  let similar: Card[] = [];
  if (ids.length < SUGGESTION_LIMIT && c.titleSimilar !== FALSE) {
    // ADR 102: the typo tier over the few titles the index picks (a superset of the matches' best,
    // see typo-candidates.ts); the database still computes, compares and orders the similarity. The
    // comparison is `<%`'s own (float4 result ≥ the float8 threshold), so no SET LOCAL transaction.
    // Session 9: the rows come with their card fields (the image only for the rows kept: PostgreSQL
    // evaluates a costly select-list subquery after the LIMIT), one round trip fewer for a typo.
    const room = SUGGESTION_LIMIT - ids.length;
    const candidates = index.similarCandidates(folded, WORD_SIMILARITY_THRESHOLD, room, rows).map((row) => index.idAt(row));
    if (candidates.length > 0) {
      const similarity = sql`word_similarity(${c.folded}, ${c.titleExpr})`;
      similar = await db
        .select({ ...cardFields, imageUrl: firstImageUrlOfProduct() })
        .from(products)
        .where(and(inArray(products.id, candidates), sql`${similarity}::float8 >= ${String(WORD_SIMILARITY_THRESHOLD)}::float8`))
        .orderBy(sql`${similarity} DESC`, ...titleOrder)
        .limit(room);
    }
  }
  // One round trip for the other tiers' cards: the fields and the first image by position (spec: public §7).
  const cards =
    ids.length === 0
      ? []
      : await db
          .select({ ...cardFields, imageUrl: firstImageUrlOfProduct() })
          .from(products)
          .where(inArray(products.id, ids));
  const byId = new Map(cards.map((card) => [card.id, card]));
  // A product deleted since the index was built is simply left out.
  return [
    ...ids.flatMap((id) => {
      const card = byId.get(id);
      return card ? [toSuggestion(card)] : [];
    }),
    ...similar.map(toSuggestion),
  ];
}

const cardFields = {
  id: products.id,
  title: products.title,
  code: products.code,
  urlAlias: products.urlAlias,
  priceOriginal: products.priceOriginal,
  priceDiscounted: products.priceDiscounted,
  currency: products.priceCurrency,
};

type Card = { id: string; title: string; code: string | null; urlAlias: string | null; priceOriginal: number | null; priceDiscounted: number | null; currency: string; imageUrl: string | null };

// Issue #15 pt 12: the price the card shows (spec: public §2 — discounted, else original).
function toSuggestion({ priceOriginal, priceDiscounted, ...card }: Card): ProductSuggestion {
  return {
    id: card.id,
    title: card.title,
    code: card.code,
    urlAlias: card.urlAlias,
    price: priceOriginal == null && priceDiscounted == null ? null : effectivePrice({ priceOriginal, priceDiscounted }),
    currency: card.currency,
    imageUrl: card.imageUrl,
  };
}

/** Every tier in SQL (ADR 066): texts with characters the index cannot fold, and the reference of the db test. */
export async function suggestFromSql(q: string): Promise<ProductSuggestion[]> {
  const c = matchConditions(q, true);
  const found: Omit<Card, "imageUrl">[] = [];
  const tier = async (executor: Executor, where: SQL, order: SQL[]) =>
    executor
      .select(cardFields)
      .from(products)
      .where(and(where, shownToPublic, found.length ? notInArray(products.id, found.map((f) => f.id)) : undefined))
      .orderBy(...order, ...titleOrder)
      .limit(SUGGESTION_LIMIT - found.length);
  // Plain tiers run without a transaction; only the typo tier needs the threshold (SET LOCAL), and
  // only when the others left room (ADR 066: one round trip per tier, no BEGIN/COMMIT for most texts).
  // ADR 188: within the title prefix tier, the titles that start with the text as typed come first.
  // The addendum: the same within the title contains tier.
  const asTypedFirst = c.titlePrefixAsTyped === FALSE ? [] : [sql`(${c.titlePrefixAsTyped}) DESC`];
  const containedAsTypedFirst = c.titleContainsAsTyped === FALSE ? [] : [sql`(${c.titleContainsAsTyped}) DESC`];
  for (const [where, order] of [
    [c.codeEquals, []],
    [c.codePrefix, []],
    [c.titlePrefix, asTypedFirst],
    [c.titleContains, containedAsTypedFirst],
  ] as const) {
    if (where === FALSE) continue;
    found.push(...(await tier(db, where, [...order])));
    if (found.length >= SUGGESTION_LIMIT) break;
  }
  if (found.length < SUGGESTION_LIMIT && c.titleSimilar !== FALSE) {
    const similar = await withSearchSettings((tx) => tier(tx, c.titleSimilar, [sql`word_similarity(${c.folded}, ${c.titleExpr}) DESC`]));
    found.push(...similar);
  }
  if (found.length === 0) return [];
  // spec: public §7 — the first image by position.
  const images = await db
    .select({ productId: productImages.productId, url: productImages.url })
    .from(productImages)
    .where(inArray(productImages.productId, found.map((f) => f.id)))
    .orderBy(productImages.position, productImages.id);
  const imageBy = new Map<string, string>();
  for (const i of images) if (!imageBy.has(i.productId)) imageBy.set(i.productId, i.url);
  return found.map((f) => toSuggestion({ ...f, imageUrl: imageBy.get(f.id) ?? null }));
}
