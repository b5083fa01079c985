import { sql } from "drizzle-orm";
import { db, onDatabaseChange } from "~/db/client.server";
import { products } from "~/db/schema";
import { shownToPublic } from "~/features/catalog/visibility.server";
import { onPageCacheClear } from "~/server/page-cache.server";
import { logger } from "~/utils/logger.server";
import { SuggestionIndex } from "./suggestion-index";
import { titleOrder } from "./title-order.server";

// ADR 098: the suggestion index is built on first use from one read of the catalogue. Whenever the
// page cache empties (every catalogue write, locally and through NOTIFY, as the suggestion cache of
// ADR 066) it is checked before its next use: a trigger counts every transaction that inserts,
// deletes or changes the title, code or visibility (ADR 157) of `products` in `search_titles_version` (migration
// find_suggestion_index; at commit since ADR 117), so a like or a review — which empty the page
// cache too — cost one tiny read, not a rebuild.

const MAX_AGE_MS = 5 * 60_000; // then checked again, as after a page-cache clear

type Current = { index: SuggestionIndex; version: string; checkedAt: number; checked: boolean };
let current: Current | undefined;
let refreshing: Promise<SuggestionIndex> | undefined;
let generation = 0;

/** After a catalogue write: check the version before the next use (rebuild only if titles or codes changed). */
export function recheckSuggestionIndex(): void {
  if (current) current.checked = false;
  refreshing = undefined;
  generation++;
}
onPageCacheClear(recheckSuggestionIndex);
// Another database's index is not this one's, even when its version number is the same.
onDatabaseChange(() => {
  current = undefined;
  refreshing = undefined;
  generation++;
});

async function readVersion(): Promise<string> {
  const result = await db.execute<{ version: string }>(sql`SELECT version::text AS version FROM search_titles_version`);
  return result.rows[0]?.version ?? "none";
}

/**
 * Reads the shown products (ADR 157) in the order the SQL suggestion tiers sort by (ADR 219): the folded
 * title first, so „Ładowarka” comes with the l's and not after „Uchwyt” as in byte order, then the title and
 * id (the database's collation) for titles that fold alike.
 */
export async function loadIndexRows() {
  return db
    .select({
      id: products.id,
      titleFolded: products.titleFolded,
      codeLower: sql<string | null>`lower(${products.code})`,
      // ADR 188: the title as written (lower case) only where folding changed it; null costs nothing.
      titleLower: sql<string | null>`nullif(lower(${products.title}), ${products.titleFolded})`,
    })
    .from(products)
    .where(shownToPublic)
    .orderBy(...titleOrder);
}

async function refresh(since: number): Promise<SuggestionIndex> {
  // The version is read before the rows: a write that commits in between makes the next check rebuild.
  const version = await readVersion();
  const known = current;
  if (known && known.version === version) {
    if (since === generation) Object.assign(known, { checked: true, checkedAt: Date.now() });
    return known.index;
  }
  const started = performance.now();
  const index = new SuggestionIndex(await loadIndexRows());
  // Newer than what was kept. After a page-cache clear during the read it is checked again before the next use.
  current = { index, version, checkedAt: Date.now(), checked: since === generation };
  logger.info(
    { products: index.size, kB: Math.round(index.bytes / 1024), ms: Math.round(performance.now() - started) },
    "suggestion index built",
  );
  return index;
}

/** The current index; the first caller after a clear checks (or builds) it, the others wait for the same. */
export function suggestionIndex(): Promise<SuggestionIndex> {
  if (current?.checked && Date.now() - current.checkedAt < MAX_AGE_MS) return Promise.resolve(current.index);
  if (refreshing) return refreshing;
  const work = refresh(generation);
  refreshing = work;
  const settled = () => {
    if (refreshing === work) refreshing = undefined;
  };
  void work.then(settled, settled);
  return work;
}
