import { sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { shownToPublic } from "~/features/catalog/visibility.server";
import { keptUntilCatalogueWrite } from "~/server/kept-until-write.server";
import type { SuggestionIndex } from "./suggestion-index";

// ADR 153: the products whose title, description and tags hold every word of a /szukaj text, as a
// set of suggestion-index rows. Listing them was the largest single cost of a search by a common
// word (about 8 ms of 30 at 100k products on PGlite: the GIN scan, the rechecks and a text of up
// to thousands of ids), and the same words are searched again and again, so each answer is kept
// until the next catalogue write (a description or tags edit is one) and at most five minutes.
// One bit per index row: 12.5 kB at 100k products, so the 500 kept answers stay under 7 MB.

const MAX_ENTRIES = 500;
const MAX_AGE_MS = 5 * 60_000;

export type FullTextRows = {
  /** Bit `row` is set when the index row matches (Uint32 words, row >>> 5). */
  bits: Uint32Array;
  /** Matches the index does not hold (added since it was built): counted, not placed. */
  unknown: number;
};

/** Whether index row `row` is in the set. */
export function hasRow(set: FullTextRows, row: number): boolean {
  return (set.bits[row >>> 5] & (1 << (row & 31))) !== 0;
}

const kept = keptUntilCatalogueWrite<FullTextRows>({ maxEntries: MAX_ENTRIES, maxAgeMs: MAX_AGE_MS });
// An answer belongs to the index it was placed in; a rebuilt index (after a write) starts afresh.
const indexNumbers = new WeakMap<SuggestionIndex, number>();
let lastIndexNumber = 0;

/**
 * The index rows matching `condition` (matchConditions' full-text condition), kept under `key`
 * (its tsquery source: the same source is the same condition).
 */
export function fullTextRows(index: SuggestionIndex, key: string, condition: SQL): Promise<FullTextRows> {
  let number = indexNumbers.get(index);
  if (number === undefined) indexNumbers.set(index, (number = ++lastIndexNumber));
  return kept(`${number} ${key}`, () => readRows(index, condition));
}

async function readRows(index: SuggestionIndex, condition: SQL): Promise<FullTextRows> {
  // The ids come as one text value: a row per match cost more than the search (ADR 110).
  const result = await db.execute<{ ids: string | null }>(
    sql`SELECT string_agg(${products.id}::text, ' ') AS ids FROM ${products} WHERE ${condition} AND ${shownToPublic}`,
  );
  const bits = new Uint32Array(Math.ceil(index.size / 32));
  let unknown = 0;
  for (const id of result.rows[0]?.ids?.split(" ") ?? []) {
    const row = index.rowOf(id);
    if (row === undefined) unknown++;
    else bits[row >>> 5] |= 1 << (row & 31);
  }
  return { bits, unknown };
}
