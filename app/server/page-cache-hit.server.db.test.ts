// ADR 096, ADR 105: page-cache hits answered before Express and React Router. The server here is the
// production chain in small: servePageCacheHit in Node's request handler, then Express with
// compression, the security headers and React Router's own Express adapter with a build whose root
// runs pageCacheMiddleware. Misses and stores go through Express; the test checks that a hit from the
// fast path answers what the chain answered.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { securityHeaderList } from "../../server/http-guards";
import { httpRequest, routerBuild, startChain, type Answer } from "../../tests/support/production-chain";
import { contentSecurityPolicy, createNonce, nonceOfPolicy } from "~/features/security/headers.server";
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import {
  clearPageCacheAt, closePageCacheListener, invalidatePageCache, PAGE_CACHE_CHANNEL, pageCacheMiddleware, pageCacheProcessTag, servePageCacheHit, TTL_MS,
} from "./page-cache.server";

let renders = 0;
const fastHits: string[] = [];

/** The document: non-ASCII text and several nonce attributes, as React Router's pages have. */
function renderDocument(request: Request, status: number, headers: Headers) {
  const nonce = createNonce();
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  headers.set("Content-Type", "text/html; charset=utf-8");
  const body =
    `<!DOCTYPE html><html><head><script nonce="${nonce}">window.a=1</script></head>` +
    `<body><h1>Źdźbło ${new URL(request.url).pathname} ${renders}</h1>${"<p>łąka</p>".repeat(300)}` +
    `<script nonce="${nonce}">window.b=2</script><script type="module" nonce="${nonce}">import "x"</script></body></html>`;
  return new Response(body, { status, headers });
}

const page = { default: () => null, loader: () => ({ render: ++renders }) };
const build = routerBuild({ default: renderDocument }, {
  root: { id: "root", path: "", module: { default: () => null, middleware: [pageCacheMiddleware] } },
  "routes/produkty": { id: "routes/produkty", parentId: "root", path: "produkty", module: page },
  "routes/profil": { id: "routes/profil", parentId: "root", path: "profil", module: page },
});

let chain: Awaited<ReturnType<typeof startChain>>;
let base: string;

beforeAll(async () => {
  chain = await startChain(build, servePageCacheHit, (req) => fastHits.push(req.url ?? ""));
  base = chain.base;
});

afterAll(async () => {
  await chain.close();
  await closePageCacheListener();
});

beforeEach(async () => {
  await invalidatePageCache();
  renders = 0;
  fastHits.length = 0;
});

afterEach(() => vi.restoreAllMocks());

const get = (path: string, options: { method?: string; headers?: Record<string, string> } = {}) => httpRequest(base + path, options);

const nonceOf = (answer: Answer) => nonceOfPolicy(String(answer.headers["content-security-policy"] ?? "")) ?? "";

/** Every header but those that differ per answer by design (date, nonce, cache state, framing). */
function comparable(answer: Answer) {
  const nonce = nonceOf(answer);
  const { date, "x-cache": _state, "content-length": _length, "transfer-encoding": _chunked, ...rest } = answer.headers;
  void date;
  return JSON.parse(JSON.stringify(rest).replaceAll(nonce || "\u0000", "NONCE")) as Record<string, unknown>;
}

describe("page-cache hits answered before React Router (ADR 096)", () => {
  it("answers the stored page with the same headers and a fresh nonce in header and body", async () => {
    const miss = await get("/produkty?sort=newest");
    expect(miss.headers["x-cache"]).toBe("MISS");
    const first = await get("/produkty?sort=newest");
    const second = await get("/produkty?sort=newest");
    expect(fastHits).toEqual(["/produkty?sort=newest", "/produkty?sort=newest"]);
    expect(renders).toBe(1);
    for (const hit of [first, second]) {
      expect(hit.status).toBe(200);
      expect(hit.headers["x-cache"]).toBe("HIT");
      expect(comparable(hit)).toEqual(comparable(miss));
      expect(hit.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(hit.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(hit.headers.vary).toBe("Accept-Encoding");
      expect(Number(hit.headers["content-length"])).toBe(hit.body.length);
      // The body is the stored one with this answer's nonce everywhere the stored nonce was.
      const nonce = nonceOf(hit);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(hit.body.toString().match(/nonce="([^"]+)"/g)).toEqual(Array(3).fill(`nonce="${nonce}"`));
      expect(hit.body.toString().replaceAll(nonce, "N")).toBe(miss.body.toString().replaceAll(nonceOf(miss), "N"));
    }
    expect(new Set([nonceOf(miss), nonceOf(first), nonceOf(second)]).size).toBe(3);
  });

  it("compresses a hit for a browser as the adapter's answer is compressed", async () => {
    const gzip = { "accept-encoding": "gzip, deflate" };
    const miss = await get("/produkty", { headers: gzip });
    const hits = [await get("/produkty", { headers: gzip }), await get("/produkty", { headers: gzip })];
    expect(fastHits).toEqual(["/produkty", "/produkty"]);
    for (const hit of hits) {
      // The stored gzip pieces around this answer's nonce (gunzip checks the CRC-32 and the length).
      expect(hit.headers["content-encoding"]).toBe("gzip");
      expect(comparable(hit)).toEqual(comparable(miss));
      const text = gunzipSync(hit.body).toString();
      expect(text).toContain("Źdźbło /produkty 1");
      expect(text.match(/nonce="([^"]+)"/g)).toEqual(Array(3).fill(`nonce="${nonceOf(hit)}"`));
      expect(text.replaceAll(nonceOf(hit), "N")).toBe(gunzipSync(miss.body).toString().replaceAll(nonceOf(miss), "N"));
    }
    expect(nonceOf(hits[0]!)).not.toBe(nonceOf(hits[1]!));
    // A client that takes brotli only gets compression()'s brotli, as from the adapter.
    const br = await get("/produkty", { headers: { "accept-encoding": "br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toContain("Źdźbło /produkty 1");
  });

  it("answers HEAD with the headers of the stored page and no body", async () => {
    const miss = await get("/produkty");
    const head = await get("/produkty", { method: "HEAD" });
    expect(fastHits).toEqual(["/produkty"]);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBe(miss.body.length);
    expect(comparable(head)).toEqual(comparable(miss));
    // A HEAD of a page that is not stored goes to React Router (and stores nothing).
    await get("/produkty?strona=2", { method: "HEAD" });
    expect(fastHits).toEqual(["/produkty"]);
  });

  it("keeps `.data`, `_routes`, query strings, trailing slashes and themes apart", async () => {
    await get("/produkty");
    const data = await get("/produkty.data");
    const dataHit = await get("/produkty.data");
    expect(dataHit.headers["x-cache"]).toBe("HIT");
    expect(comparable(dataHit)).toEqual(comparable(data));
    expect(dataHit.body.equals(data.body)).toBe(true);
    expect(dataHit.headers["content-security-policy"]).toBeUndefined();
    expect(fastHits).toEqual(["/produkty.data"]);
    const renderedBefore = renders;
    for (const path of ["/produkty.data?_routes=routes%2Fprodukty", "/produkty?x=1", "/produkty/"]) {
      expect((await get(path)).headers["x-cache"], path).toBe("MISS");
    }
    expect((await get("/produkty", { headers: { cookie: "vp_theme=dark" } })).headers["x-cache"]).toBe("MISS");
    expect(renders).toBe(renderedBefore + 4);
    expect(fastHits).toEqual(["/produkty.data"]);
    const dark = await get("/produkty", { headers: { cookie: "vp_theme=dark" } });
    expect(fastHits).toEqual(["/produkty.data", "/produkty"]);
    expect(dark.body.toString()).toContain(`Źdźbło /produkty ${renders}`);
  });

  it("never answers a request with a session cookie, a write, or a page that is not cacheable", async () => {
    await get("/produkty");
    await get("/profil");
    for (const cookie of ["vp.session_token=abc", "vp_theme=light; __Secure-vp.session_token=abc", "vp.toast=x"]) {
      const answer = await get("/produkty", { headers: { cookie } });
      expect(answer.headers["x-cache"], cookie).toBeUndefined();
    }
    expect((await get("/produkty", { method: "POST" })).headers["x-cache"]).toBeUndefined();
    expect((await get("/profil")).headers["x-cache"]).toBeUndefined();
    expect(fastHits).toEqual([]);
    // A cookie the site never reads does not change the page: still a hit.
    expect((await get("/produkty", { headers: { cookie: "vp_vid=1; other=2" } })).headers["x-cache"]).toBe("HIT");
    expect(fastHits).toEqual(["/produkty"]);
    // A GET with a body is left to Express (which answers 411/413 for some); React Router's own
    // cache lookup still answers it from the cache.
    const withBody = await get("/produkty", { headers: { "content-length": "0" } });
    expect(withBody.headers["x-cache"]).toBe("HIT");
    expect(fastHits).toEqual(["/produkty"]);
  });

  it("keeps a page stored right after this process's own write (its NOTIFY comes back, no second clear)", async () => {
    expect((await get("/produkty")).headers["x-cache"]).toBe("MISS");
    // As if this process's NOTIFY came back only now (it races the first renders after a write).
    await db.execute(sql`SELECT pg_notify(${PAGE_CACHE_CHANNEL}, ${pageCacheProcessTag()})`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await get("/produkty")).headers["x-cache"]).toBe("HIT");
    // Another process's NOTIFY clears.
    await db.execute(sql`SELECT pg_notify(${PAGE_CACHE_CHANNEL}, 'other-process')`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await get("/produkty")).headers["x-cache"]).toBe("MISS");
  });

  it("adds the https-only header the chain adds, and keeps a page's own Vary", () => {
    expect(securityHeaderList(true).map(([name]) => name)).toContain("Strict-Transport-Security");
    expect(securityHeaderList(false).map(([name]) => name)).not.toContain("Strict-Transport-Security");
  });

  it("follows invalidation, the TTL and the scheduled clear", async () => {
    await get("/produkty");
    await invalidatePageCache();
    expect((await get("/produkty")).headers["x-cache"]).toBe("MISS");

    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + TTL_MS + 1);
    expect((await get("/produkty")).headers["x-cache"]).toBe("MISS");
    vi.restoreAllMocks();

    clearPageCacheAt(Date.now() + 60_000);
    expect((await get("/produkty")).headers["x-cache"]).toBe("HIT");
    vi.spyOn(Date, "now").mockReturnValue(Date.now() + 60_001);
    expect((await get("/produkty")).headers["x-cache"]).toBe("MISS");
    expect(fastHits).toEqual(["/produkty"]);
  });
});
