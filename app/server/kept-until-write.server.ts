import { onPageCacheClear } from "./page-cache.server";

/**
 * Answers read from the catalogue, kept in process memory until the page cache empties (every
 * catalogue write, locally or by NOTIFY from another process: exactly the writes that can change
 * them), and at most `maxAgeMs` (ADRs 131, 133). The entry is stored before its read ends, so a
 * clear during the read drops it; a failed read is not kept. Oldest entries go past `maxEntries`.
 */
export function keptUntilCatalogueWrite<V>(options: { maxEntries: number; maxAgeMs: number }) {
  const kept = new Map<string, { value: Promise<V>; at: number }>();
  onPageCacheClear(() => kept.clear());
  return function read(key: string, load: () => Promise<V>): Promise<V> {
    const hit = kept.get(key);
    if (hit && Date.now() - hit.at < options.maxAgeMs) return hit.value;
    kept.delete(key);
    if (kept.size >= options.maxEntries) kept.delete(kept.keys().next().value!);
    const entry = { value: load(), at: Date.now() };
    kept.set(key, entry);
    entry.value.catch(() => {
      if (kept.get(key) === entry) kept.delete(key);
    });
    return entry.value;
  };
}
