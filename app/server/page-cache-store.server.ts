import { entryBytes, type Entry } from "./page-cache-entry.server";

// The page cache's stored answers (ADR 010), one store per process: a segmented LRU bounded in
// entries and bytes. page-cache.server.ts decides what is stored and when the store is emptied.

export const MAX_ENTRIES = 500;
const MAX_ENTRY_BYTES = 1024 * 1024;
// ADR 104: bodies and their gzip pieces, all entries together. 32 MB (was 64) holds ~250 catalogue
// pages of ~110 kB with their gzip form — the hot pages — inside the 300 MB goal of issue #14.
export const MAX_TOTAL_BYTES = 32 * 1024 * 1024;
// ADR 108: a segmented LRU. A page enters on probation and is kept there within PROBATION_BYTES;
// answered again from the cache, it is protected. A crawler (or any run of pages asked once) then
// churns the probation segment only, and the memory it costs stays small; the hot pages stay.
// The protected segment has the rest of both bounds.
export const PROBATION_BYTES = 8 * 1024 * 1024;
export const PROBATION_ENTRIES = 100;

// Insertion order = least recently used first, in each segment.
const probation = new Map<string, Entry>();
const protectedEntries = new Map<string, Entry>();
let totalBytes = 0;
let probationBytes = 0;

function drop(key: string) {
  const onProbation = probation.get(key);
  const entry = onProbation ?? protectedEntries.get(key);
  if (!entry) return;
  totalBytes -= entryBytes(entry);
  if (onProbation) {
    probationBytes -= entryBytes(entry);
    probation.delete(key);
  } else {
    protectedEntries.delete(key);
  }
}

/** Whether `key` is stored (expired or not), without counting it as used. */
export function holds(key: string): boolean {
  return probation.has(key) || protectedEntries.has(key);
}

/** The entry for a hit: moved to the most recently used end of the protected segment. */
export function lookup(key: string, now: number): Entry | undefined {
  const entry = probation.get(key) ?? protectedEntries.get(key);
  if (!entry) return undefined;
  drop(key);
  if (entry.expiresAt <= now) return undefined;
  protectedEntries.set(key, entry);
  totalBytes += entryBytes(entry);
  evictOverBounds();
  return entry;
}

export function store(key: string, entry: Entry) {
  if (entry.body.byteLength > MAX_ENTRY_BYTES) return;
  drop(key);
  probation.set(key, entry);
  totalBytes += entryBytes(entry);
  probationBytes += entryBytes(entry);
  evictOverBounds();
}

/** After `entry` (the most recently used) grew its gzip form from `bytesBefore`: count it, drop older ones over the bounds. */
export function grown(entry: Entry, bytesBefore: number) {
  totalBytes += entryBytes(entry) - bytesBefore;
  evictOverBounds();
}

/** Empties the store. */
export function removeAll() {
  probation.clear();
  protectedEntries.clear();
  totalBytes = 0;
  probationBytes = 0;
}

/** ADR 112: drops every entry whose page shows `tag`. */
export function removeTagged(tag: string) {
  for (const segment of [probation, protectedEntries]) {
    for (const [key, entry] of segment) if (entry.tags?.includes(tag)) drop(key);
  }
}

export const count = () => probation.size + protectedEntries.size;

export const storedBytes = () => totalBytes;

/** Drops each segment's least recently used entries until its bounds hold (after a store, or an entry grew its gzip form). */
function evictOverBounds() {
  for (const oldest of probation.keys()) {
    if (probationBytes <= PROBATION_BYTES && probation.size <= PROBATION_ENTRIES) break;
    drop(oldest);
  }
  for (const oldest of protectedEntries.keys()) {
    if (totalBytes - probationBytes <= MAX_TOTAL_BYTES - PROBATION_BYTES && protectedEntries.size <= MAX_ENTRIES - PROBATION_ENTRIES) break;
    drop(oldest);
  }
}
