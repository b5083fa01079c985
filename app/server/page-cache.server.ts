import { sql } from "drizzle-orm";
import type { MiddlewareFunction } from "react-router";
import { databaseHandle, db, type DatabaseHandle } from "~/db/client.server";
import { userContext } from "~/features/access/session.server";
import { createNonce, nonceOfPolicy } from "~/features/security/headers.server";
import { logger } from "~/utils/logger.server";
import { DEFAULT_THEME, themeFromCookieHeader } from "~/utils/theme";

// DESIGN §6, §7 and ADR 010: anonymous catalogue pages are served from an in-process cache of whole
// responses (HTML documents and `.data` requests), invalidated on every catalogue or blog write in
// this process and, through PostgreSQL NOTIFY on `page_cache`, in every other app process.
// View and click counters do NOT invalidate: counts on cached pages may be up to TTL_MS stale.

export const PAGE_CACHE_CHANNEL = "page_cache";
export const MAX_ENTRIES = 500;
export const TTL_MS = 5 * 60_000;
const MAX_ENTRY_BYTES = 1024 * 1024;
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;

/** Route patterns (as React Router reports them) whose anonymous GET responses may be cached. */
const CACHEABLE_PATTERNS = [
  /^\/$/,
  /^\/home$/,
  /^\/produkty$/,
  /^\/produkty\/:[^/]+$/,
  /^\/produkt\/:[^/]+$/,
  /^\/:codeOrAlias$/,
  /^\/blog$/,
  /^\/blog\/:[^/]+$/,
];

/**
 * Our own cookies are all Better Auth's, named "vp.*" (ADR 005), with "__Secure-" in front on https.
 * The site sets no other cookie (ADR 017: views are counted without one).
 */
const SESSION_COOKIE = /^(?:__Secure-|__Host-)?vp\./;

type Entry = { status: number; headers: [string, string][]; body: Uint8Array; expiresAt: number };

const entries = new Map<string, Entry>(); // insertion order = least recently used first
let totalBytes = 0;
// Bumped by every clear: a response rendered before a write must not be stored after it.
let generation = 0;
// Issue #9 scheduled posts: the moment the next scheduled post goes live, when a blog render saw one.
let clearAt: number | undefined;
let subscription: { handle: DatabaseHandle; stop: Promise<(() => Promise<void>) | undefined> } | undefined;
const processTag = `${process.pid}-${Math.random().toString(36).slice(2, 10)}`;

function drop(key: string) {
  const entry = entries.get(key);
  if (!entry) return;
  totalBytes -= entry.body.byteLength;
  entries.delete(key);
}

// Other in-process caches of catalogue data (the suggestion cache, ADR 066) empty with this one.
const clearListeners = new Set<() => void>();

/** Runs `listener` whenever this process's page cache is emptied (local write or another process's NOTIFY). */
export function onPageCacheClear(listener: () => void): void {
  clearListeners.add(listener);
}

function clearLocal() {
  entries.clear();
  totalBytes = 0;
  generation++;
  for (const listener of clearListeners) listener();
}

/** Subscribes this process to invalidations from other processes, once per database handle. */
async function ensureSubscribed(): Promise<void> {
  let handle: DatabaseHandle;
  try {
    handle = databaseHandle();
  } catch {
    return; // no database yet (nothing to be invalidated from either)
  }
  if (subscription?.handle === handle) {
    await subscription.stop;
    return;
  }
  // After a reconnect, NOTIFYs sent meanwhile are lost: start empty (issue #12 point 1).
  const stop = handle.listen(PAGE_CACHE_CHANNEL, () => clearLocal(), () => clearLocal()).catch((error: unknown) => {
    if (subscription?.handle === handle) subscription = undefined;
    logger.warn({ err: error }, "page cache: LISTEN failed, other processes' edits may show up to 5 min late");
    return undefined;
  });
  subscription = { handle, stop };
  await stop;
}

/**
 * Empties this process's cache at `time` (the next scheduled blog post's publish time), so pages
 * rendered before it do not hide the post for up to TTL_MS afterwards. Each process's own renders
 * report it, so no cross-process message is needed.
 */
export function clearPageCacheAt(time: number): void {
  if (time > Date.now() && (clearAt === undefined || time < clearAt)) clearAt = time;
}

/** Stops listening (before the database closes: on PostgreSQL the LISTEN holds a pool connection). */
export async function closePageCacheListener(): Promise<void> {
  const current = subscription;
  subscription = undefined;
  const stop = await current?.stop;
  await stop?.();
}

/**
 * Call after any write that changes what a catalogue or blog page shows (product, review, post…).
 * Clears this process's cache and tells every other process through NOTIFY.
 */
export async function invalidatePageCache(): Promise<void> {
  clearLocal();
  await ensureSubscribed();
  try {
    await db.execute(sql`SELECT pg_notify(${PAGE_CACHE_CHANNEL}, ${processTag})`);
  } catch (error) {
    logger.warn({ err: error }, "page cache: NOTIFY failed");
  }
}

/**
 * Cacheable unless the request carries one of our session cookies (even an expired or forged one:
 * such a request is answered fresh, never from or into the cache). Other cookies are ignored: we
 * never read them, so they cannot change the page. That covers cookies a proxy or a sibling
 * subdomain puts on the domain, and the `vp_vid` view-counter cookie older versions of the site set
 * (ADR 017), which browsers keep sending until it expires. A future cookie that personalises a page
 * must be named "vp.*" or be added here.
 */
export function isAnonymousRequest(request: Request): boolean {
  const cookie = request.headers.get("cookie");
  if (!cookie) return true;
  return !cookie.split(";").some((part) => SESSION_COOKIE.test(part.trim()));
}

function isCacheablePattern(pattern: string): boolean {
  // React Router reports "/" for the index route but "produkty" (no leading slash) for the others.
  const normalized = "/" + pattern.replace(/^\/+/, "");
  return CACHEABLE_PATTERNS.some((re) => re.test(normalized));
}

function lookup(key: string, now: number): Entry | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  if (entry.expiresAt <= now) {
    drop(key);
    return undefined;
  }
  entries.delete(key); // move to the most recently used end
  entries.set(key, entry);
  return entry;
}

function store(key: string, entry: Entry) {
  if (entry.body.byteLength > MAX_ENTRY_BYTES) return;
  drop(key);
  entries.set(key, entry);
  totalBytes += entry.body.byteLength;
  for (const oldest of entries.keys()) {
    if (entries.size <= MAX_ENTRIES && totalBytes <= MAX_TOTAL_BYTES) break;
    drop(oldest);
  }
}

function toResponse(entry: Entry, state: "HIT" | "MISS"): Response {
  const headers = new Headers(entry.headers);
  headers.set("X-Cache", state);
  return new Response(withFreshNonce(entry, headers), { status: entry.status, headers });
}

/**
 * ADR 022: a stored HTML page carries the CSP nonce it was rendered with. Every answer from the
 * cache, the first one included, gets a new nonce in both its header and its body, so no two
 * responses ever share one (a nonce seen in one page must not unlock scripts in another).
 */
function withFreshNonce(entry: Entry, headers: Headers): Uint8Array<ArrayBuffer> {
  const policy = headers.get("content-security-policy");
  const old = nonceOfPolicy(policy);
  if (!policy || !old) return entry.body.slice();
  const fresh = createNonce();
  headers.set("content-security-policy", policy.replace(`'nonce-${old}'`, `'nonce-${fresh}'`));
  const html = new TextDecoder().decode(entry.body).replaceAll(`nonce="${old}"`, `nonce="${fresh}"`);
  return new TextEncoder().encode(html) as Uint8Array<ArrayBuffer>;
}

function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    // Immutable headers (e.g. Response.redirect): copy them.
    const headers = new Headers(response.headers);
    headers.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

/** Root middleware, after `sessionMiddleware` (it reads who is asking). */
export const pageCacheMiddleware: MiddlewareFunction<Response> = async ({ request, context, pattern }, next) => {
  if (request.method !== "GET" || !isCacheablePattern(pattern) || !isAnonymousRequest(request) || context.get(userContext)) {
    return next();
  }
  void ensureSubscribed();
  // ADR 075: the visitor's theme cookie picks one of three variants of a page (class on <html>).
  const theme = themeFromCookieHeader(request.headers.get("cookie")) ?? DEFAULT_THEME;
  const key = `${theme}:` + new URL(request.url).pathname + new URL(request.url).search;
  if (clearAt !== undefined && Date.now() >= clearAt) {
    clearAt = undefined;
    clearLocal();
  }
  const hit = lookup(key, Date.now());
  if (hit) return toResponse(hit, "HIT");

  const startedAt = generation;
  const response = await next();
  if (response.status !== 200 || response.headers.has("set-cookie") || !response.body) {
    return withHeader(response, "X-Cache", "MISS");
  }
  // The whole body is read before answering: anonymous catalogue pages are not streamed.
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = [...response.headers.entries()].filter(([name]) => name.toLowerCase() !== "x-cache");
  const entry: Entry = { status: response.status, headers, body, expiresAt: Date.now() + TTL_MS };
  if (generation === startedAt) store(key, entry);
  return toResponse(entry, "MISS");
};

/** For tests and the admin "clear cache" tooling: the number of stored pages. */
export function pageCacheSize(): number {
  return entries.size;
}
