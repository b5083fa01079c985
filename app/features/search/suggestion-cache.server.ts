import { onPageCacheClear } from "~/server/page-cache.server";
import type { ProductSuggestion } from "./search.server";
import { recheckSuggestionIndex } from "./suggestion-index.server";

// ADR 066: hot suggestion texts ('ła', 'sl', 'lampka') are asked again and again by everyone typing;
// their answers are kept in process memory. Every catalogue write already empties the page cache
// (locally and, through NOTIFY, in other processes); this cache empties with it. The TTL bounds what
// a write that does not announce itself (view counters do not change suggestions) could leave stale.

const MAX_ENTRIES = 1000;
const TTL_MS = 5 * 60_000;

type Entry = { items: ProductSuggestion[]; expiresAt: number };
const entries = new Map<string, Entry>(); // insertion order = least recently used first
let generation = 0;

/** Empties the answers; the suggestion index (ADR 098) is checked against the catalogue before its next use. */
export function clearSuggestionCache(): void {
  recheckSuggestionIndex();
  entries.clear();
  generation++;
}
onPageCacheClear(clearSuggestionCache);

/** The cache's generation now: an answer computed before a clear must not be stored after it. */
export function suggestionCacheGeneration(): number {
  return generation;
}

export function cachedSuggestions(key: string): ProductSuggestion[] | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  entries.delete(key);
  if (entry.expiresAt <= Date.now()) return undefined;
  entries.set(key, entry);
  return entry.items;
}

export function rememberSuggestions(key: string, items: ProductSuggestion[], since: number): void {
  if (since !== generation) return;
  entries.set(key, { items, expiresAt: Date.now() + TTL_MS });
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
}
