import { sql } from "drizzle-orm";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { databaseHandle, db, onDatabaseChange, type DatabaseHandle } from "~/db/client.server";
import { userContext, type SessionUser } from "~/features/access/session.server";
import { logger } from "~/utils/logger.server";
import { acceptsGzip } from "./gzip-pieces.server";
import { entryBytes, freshAnswer, freshPieces, toEntry, type Entry } from "./page-cache-entry.server";
import { count, grown, holds, lookup, removeAll, removeTagged, store, storedBytes } from "./page-cache-store.server";
import { hitEncoding, hitHeaders } from "./page-cache-hit-headers.server";
import { cacheKey, isAnonymousCookieHeader, isAnonymousRequest, isCacheablePattern } from "./page-cache-keys.server";
import { pageCacheTagsContext, TagDrops } from "./page-cache-tags.server";
import { memberCacheKey, memberShellContext, memberShellFor, personalBlock } from "./member-pages.server";
import { memberAnswer, withPersonal } from "./member-answer.server";

export { isAnonymousRequest };

// DESIGN §6, §7 and ADR 010: anonymous catalogue pages are served from an in-process cache of whole
// responses (HTML documents and `.data` requests), invalidated on every catalogue or blog write in
// this process and, through PostgreSQL NOTIFY on `page_cache`, in every other app process.
// View and click counters do NOT invalidate: counts on cached pages may be up to TTL_MS stale.

export const PAGE_CACHE_CHANNEL = "page_cache";
export const TTL_MS = 5 * 60_000;
export { MAX_ENTRIES, MAX_TOTAL_BYTES, PROBATION_BYTES, PROBATION_ENTRIES } from "./page-cache-store.server";
// Bumped by every clear: a response rendered before a write must not be stored after it.
let generation = 0;
// ADR 112: the same for writes that drop only the pages carrying a tag.
const tagDrops = new TagDrops();
// Issue #9 scheduled posts: the moment the next scheduled post goes live, when a blog render saw one.
let clearAt: number | undefined;
let subscription: { handle: DatabaseHandle; stop: Promise<(() => Promise<void>) | undefined> } | undefined;
const processTag = `${process.pid}-${Math.random().toString(36).slice(2, 10)}`;

/** The payload of this process's NOTIFYs (tests send one to check it is not acted on twice). */
export function pageCacheProcessTag(): string {
  return processTag;
}

// Other in-process caches of catalogue data (the suggestion cache, ADR 066) empty with this one.
const clearListeners = new Set<() => void>();

/** Runs `listener` whenever this process's page cache is emptied (local write or another process's NOTIFY). */
export function onPageCacheClear(listener: () => void): void {
  clearListeners.add(listener);
}

function clearLocal() {
  removeAll();
  generation++;
  for (const listener of clearListeners) listener();
}
// Pages of another database are not this one's (a pending clearAt only empties the cache once more).
onDatabaseChange(clearLocal);

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
  // This process's own NOTIFY comes back too: it cleared already, and a second clear a moment later
  // would drop pages rendered after the write (and race the next request).
  // "<process tag>" clears everything; "<process tag> <page tag>" drops the tagged pages (ADR 112).
  const onNotify = (payload: string) => {
    const space = payload.indexOf(" ");
    if ((space === -1 ? payload : payload.slice(0, space)) === processTag) return;
    if (space === -1) clearLocal();
    else dropTaggedLocal(payload.slice(space + 1));
  };
  const stop = handle.listen(PAGE_CACHE_CHANNEL, onNotify, () => clearLocal()).catch((error: unknown) => {
    if (subscription?.handle === handle) subscription = undefined;
    logger.warn({ err: error }, "page cache: LISTEN failed, other processes' edits may show up to 5 min late");
    return undefined;
  });
  subscription = { handle, stop };
  await stop;
}

function subscribedToCurrentHandle(): boolean {
  try {
    return subscription?.handle === databaseHandle();
  } catch {
    return true; // no database: nothing to subscribe to
  }
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
  await notifyOthers(processTag);
}

/** Tells the other processes (`onNotify` above reads the payload); a failure only delays them to the TTL. */
async function notifyOthers(payload: string): Promise<void> {
  await ensureSubscribed();
  try {
    await db.execute(sql`SELECT pg_notify(${PAGE_CACHE_CHANNEL}, ${payload})`);
  } catch (error) {
    logger.warn({ err: error }, "page cache: NOTIFY failed");
  }
}

/**
 * ADR 112: call after a write that changes only what the pages tagged `tag` show (`productPageTag`:
 * a like, a 'helpful' vote). Drops those pages in this process and, through NOTIFY, in every other;
 * the rest of the cache and the caches that follow whole clears (rankings, suggestions) stay.
 */
export async function dropTaggedPages(tag: string): Promise<void> {
  dropTaggedLocal(tag);
  await notifyOthers(`${processTag} ${tag}`);
}

function dropTaggedLocal(tag: string) {
  tagDrops.record(tag);
  removeTagged(tag);
}

/** Issue #9 scheduled posts: the scheduled clear happens on the first lookup after its time. */
function clearIfDue(now: number) {
  if (clearAt !== undefined && now >= clearAt) {
    clearAt = undefined;
    clearLocal();
  }
}

function toResponse(entry: Entry, state: "HIT" | "MISS"): Response {
  const headers = new Headers(entry.headers);
  headers.set("X-Cache", state);
  const { policy, body } = freshAnswer(entry);
  if (policy) headers.set("content-security-policy", policy);
  // A copy: the Response must not share the stored bytes.
  return new Response(new Uint8Array(body), { status: entry.status, headers });
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
  if (request.method !== "GET" || !isCacheablePattern(pattern)) return next();
  const user = context.get(userContext);
  if (user) return memberPage(request, context, user, next);
  // A session cookie that is not (or no longer) a session: answered fresh, never from or into the cache.
  if (!isAnonymousRequest(request)) return next();
  const result = await cachedOrRendered(cacheKey(request.headers.get("cookie"), new URL(request.url)), context, next);
  return result.entry ? toResponse(result.entry, result.state) : result.response;
};

type Next = () => Promise<Response>;

/** ADR 114: a member's page is the shared member page plus their own data, or rendered for them. */
async function memberPage(request: Request, context: Readonly<RouterContextProvider>, user: SessionUser, next: Next): Promise<Response> {
  const url = new URL(request.url);
  const shell = await memberShellFor(request, url, user);
  if (!shell) return next();
  // The loaders see no user while the shared page renders: nothing of this member can end up in it.
  context.set(memberShellContext, shell);
  context.set(userContext, null);
  const result = await cachedOrRendered(memberCacheKey(shell, url), context, next, true);
  if (!result.entry) return withPersonal(result.response, await personalBlock(user, result.tags));
  const personal = await personalBlock(user, result.entry.tags);
  return memberAnswer(result.entry, result.state, personal, acceptsGzip(request.headers.get("accept-encoding") ?? undefined));
}

type Cached = { entry: Entry; state: "HIT" | "MISS"; response?: undefined } | { entry?: undefined; response: Response; tags: Set<string> };

/** The stored answer under `key`, or a render stored there when it may be (200, a body, no cookie set). */
async function cachedOrRendered(key: string, context: Readonly<RouterContextProvider>, next: Next, member = false): Promise<Cached> {
  void ensureSubscribed();
  clearIfDue(Date.now());
  const hit = lookup(key, Date.now());
  if (hit) return { entry: hit, state: "HIT" };

  const startedAt = generation;
  const tagsAt = tagDrops.now();
  const tags = new Set<string>();
  context.set(pageCacheTagsContext, tags);
  const response = await next();
  if (response.status !== 200 || response.headers.has("set-cookie") || !response.body) {
    return { response: withHeader(response, "X-Cache", "MISS"), tags };
  }
  // The whole body is read before answering: cached catalogue pages are not streamed.
  const body = Buffer.from(await response.arrayBuffer());
  const headers = [...response.headers.entries()].filter(([name]) => name.toLowerCase() !== "x-cache");
  const entry = toEntry(response.status, headers, body, Date.now() + TTL_MS, member);
  if (tags.size > 0) entry.tags = [...tags];
  if (generation === startedAt && !tagDrops.droppedSince(tags, tagsAt)) store(key, entry);
  return { entry, state: "MISS" };
}

/**
 * ADR 096, ADR 105: answers a stored page straight from Node's HTTP server (server/index.ts,
 * production), before Express and React Router see the request — their routing, middleware and the
 * adapter's Fetch Request/Response were most of a cached page's CPU. Only pages `pageCacheMiddleware`
 * stored are here (cacheable route, anonymous, 200, no cookie set), under the same key and the same
 * rules: GET (HEAD answers the same headers without a body), no `vp.*` session cookie, TTL, the
 * scheduled clear. The answer carries what the Express chain would have added to it: the fixed
 * security headers it is given (`securityHeaderList`), `Vary: Accept-Encoding` and the gzip form as
 * compression() would, so a hit answers the headers of the MISS that stored it
 * (page-cache-hit.server.db.test.ts runs both). A request with a body, or anything unusual, falls
 * through to Express (returns false).
 */
export function servePageCacheHit(req: IncomingMessage, res: ServerResponse, fixedHeaders: ReadonlyArray<readonly [string, string]>): boolean {
  if ((req.method !== "GET" && req.method !== "HEAD") || count() === 0) return false;
  const target = req.url;
  // A body (Express answers 411/413 for some), or a proxy's absolute URL: not a plain page request.
  if (!target?.startsWith("/") || req.headers["content-length"] !== undefined || req.headers["transfer-encoding"] !== undefined) return false;
  const cookie = req.headers.cookie;
  if (!isAnonymousCookieHeader(cookie)) return false;
  let url: URL;
  try {
    url = new URL(`http://localhost${target}`); // the path and query as the adapter parses them
  } catch {
    return false;
  }
  const entry = storedAnswer(cacheKey(cookie, url));
  if (!entry) return false;
  const encoding = hitEncoding(entry, req.method, req.headers["accept-encoding"]);
  if (!encoding) return false;
  const { gzip, contentType } = encoding;
  const before = entryBytes(entry);
  const { policy, pieces, length } = freshPieces(entry, gzip);
  grown(entry, before); // the gzip pieces, the first time; this entry is the most recently used: older ones go
  res.writeHead(entry.status, hitHeaders(entry, fixedHeaders, { contentType, policy, gzip, length }));
  if (req.method !== "HEAD") {
    res.cork(); // one writev for the headers and every piece
    for (const piece of pieces) res.write(piece);
  }
  res.end();
  return true;
}

/** For answers before Express (ADR 096, 114): the entry under `key`, after any scheduled clear. */
export function storedAnswer(key: string): Entry | undefined {
  if (count() === 0) return undefined;
  const now = Date.now();
  clearIfDue(now);
  const entry = lookup(key, now);
  if (entry && !subscribedToCurrentHandle()) void ensureSubscribed(); // as the middleware does, without a promise per hit
  return entry;
}

/**
 * Before any read for an answer before Express: whether one of `keys` is stored (a peek: nothing is
 * counted as used). A member's request for a page not stored in their variant then goes straight to
 * Express, which reads the session and settings once, not twice.
 */
export function mayHoldAnswer(keys: Iterable<string>): boolean {
  if (count() === 0) return false;
  for (const key of keys) if (holds(key)) return true;
  return false;
}

/** For tests and the admin "clear cache" tooling: the number of stored pages. */
export function pageCacheSize(): number {
  return count();
}

/** For tests: the bytes the stored pages hold (bodies and gzip pieces), at most MAX_TOTAL_BYTES. */
export function pageCacheBytes(): number {
  return storedBytes();
}
