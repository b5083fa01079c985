import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { productStats } from "~/db/schema";
import type { SuggestionIndex } from "./suggestion-index";

// ADR 110: /szukaj orders each relevance tier by views, then id. Reading the views of every match
// (11k rows for a three-letter text at 100k products) cost more than the rest of the search, so
// the views of the whole catalogue are kept per index row and read again at most every minute, or
// when the index is rebuilt. Ties are therefore ordered by views as they were up to a minute ago,
// as a cached results page shows them; the tiers themselves are always current with the index.

const MAX_AGE_MS = 60_000;

type Snapshot = { index: SuggestionIndex; views: Float64Array; readAt: number };
let current: Snapshot | undefined;
let reading: Promise<Snapshot> | undefined;

async function read(index: SuggestionIndex): Promise<Snapshot> {
  // One text value ("id views id views …"), not 100k rows: 50–100 ms instead of 550–770 ms on PGlite.
  const result = await db.execute<{ pairs: string | null }>(
    sql`SELECT string_agg(${productStats.productId}::text || ' ' || ${productStats.views}::text, ' ') AS pairs
      FROM ${productStats} WHERE ${productStats.views} > 0`,
  );
  const views = new Float64Array(index.size); // no stats row, or 0: coalesce(views, 0) = 0
  const parts = result.rows[0]?.pairs?.split(" ") ?? [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const row = index.rowOf(parts[i]);
    if (row !== undefined) views[row] = Number(parts[i + 1]);
  }
  return { index, views, readAt: Date.now() };
}

/** Views per row of `index` (shared by concurrent callers; the first after a minute reads them again). */
export async function viewsByRow(index: SuggestionIndex): Promise<Float64Array> {
  if (current?.index === index && Date.now() - current.readAt < MAX_AGE_MS) return current.views;
  if (!reading) {
    reading = read(index).finally(() => {
      reading = undefined;
    });
  }
  const snapshot = await reading;
  if (snapshot.index !== index) return (await read(index)).views; // the index changed while reading
  current = snapshot;
  return snapshot.views;
}

/** Tests: the next search reads the views again. */
export function forgetViewsSnapshot(): void {
  current = undefined;
}
