import { sql } from "drizzle-orm";
import { db, onDatabaseChange } from "~/db/client.server";
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
onDatabaseChange(() => {
  current = undefined;
  reading = undefined;
});

// Issue #14 (session 14): read in chunks along the primary key. One text for the whole catalogue
// (4 MB at 100k products) grew PGlite's WebAssembly memory by 16 MB for good (it never shrinks), and
// its 200k split pieces the JavaScript heap by as much, on the first search after every start.
const CHUNK_ROWS = 20_000;

/** Exported for the db test (small chunks); viewsByRow is the app's way in. */
export async function readViews(index: SuggestionIndex, chunkRows = CHUNK_ROWS): Promise<Snapshot> {
  const views = new Float64Array(index.size); // no stats row, or 0: coalesce(views, 0) = 0
  let after: string | null = null;
  for (;;) {
    // One text value per chunk ("id views id views …"), not rows: 50–100 ms instead of 550–770 ms for 100k rows on PGlite.
    const result: { rows: { pairs: string | null }[] } = await db.execute<{ pairs: string | null }>(
      sql`SELECT string_agg(product_id::text || ' ' || views::text, ' ' ORDER BY product_id) AS pairs
        FROM (SELECT ${productStats.productId} AS product_id, ${productStats.views} AS views FROM ${productStats}
          WHERE ${productStats.views} > 0 ${after === null ? sql`` : sql`AND ${productStats.productId} > ${after}::uuid`}
          ORDER BY ${productStats.productId} LIMIT ${chunkRows}) AS chunk`,
    );
    const pairs = result.rows[0]?.pairs ?? "";
    const chunk = readPairs(pairs, index, views);
    if (chunk.count < chunkRows || chunk.lastId === null) break;
    after = chunk.lastId;
  }
  return { index, views, readAt: Date.now() };
}

/** "id views id views …" into views[row of id]; the pairs read and the last id (the chunk's largest). */
function readPairs(pairs: string, index: SuggestionIndex, views: Float64Array): { count: number; lastId: string | null } {
  let count = 0;
  let lastId: string | null = null;
  for (let at = 0; at < pairs.length; ) {
    const space = pairs.indexOf(" ", at);
    const next = pairs.indexOf(" ", space + 1);
    const end = next < 0 ? pairs.length : next;
    lastId = pairs.slice(at, space);
    const row = index.rowOf(lastId);
    if (row !== undefined) views[row] = Number(pairs.slice(space + 1, end));
    count++;
    at = end + 1;
  }
  return { count, lastId };
}

/** Views per row of `index` (shared by concurrent callers; the first after a minute reads them again). */
export async function viewsByRow(index: SuggestionIndex): Promise<Float64Array> {
  if (current?.index === index && Date.now() - current.readAt < MAX_AGE_MS) return current.views;
  if (!reading) {
    reading = readViews(index).finally(() => {
      reading = undefined;
    });
  }
  const snapshot = await reading;
  if (snapshot.index !== index) return (await readViews(index)).views; // the index changed while reading
  current = snapshot;
  return snapshot.views;
}

/** Tests: the next search reads the views again. */
export function forgetViewsSnapshot(): void {
  current = undefined;
}
