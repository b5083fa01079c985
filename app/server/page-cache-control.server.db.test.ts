// ADR 194: the Cache-Control of page answers, through the production chain in small with the real
// document renderer (entry.server.tsx): anonymous pages and their errors and redirects, a stored page
// answered by the fast path, a session's page, and what a route sets itself.
import { data, redirect } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import handleRequest, { handleDataRequest } from "~/entry.server";
import { httpRequest, routerBuild, startChain } from "../../tests/support/production-chain";
import { ANONYMOUS_PAGE_CACHE, FAILED_PAGE_CACHE, redirectCacheControlMiddleware, SESSION_PAGE_CACHE } from "./page-cache-control.server";
import { closePageCacheListener, invalidatePageCache, pageCacheMiddleware, servePageCacheHit } from "./page-cache.server";

const fastHits: string[] = [];
const page = (loader: () => unknown, extra: Record<string, unknown> = {}) => ({ default: () => null, loader, ...extra });
const entryModule = { default: handleRequest, handleDataRequest };
const build = routerBuild(entryModule, {
  root: { id: "root", path: "", module: { default: () => null, ErrorBoundary: () => null, middleware: [redirectCacheControlMiddleware, pageCacheMiddleware] } },
  "routes/produkty": { id: "routes/produkty", parentId: "root", path: "produkty", module: page(() => ({ ok: 1 })) },
  "routes/brak": { id: "routes/brak", parentId: "root", path: "brak", module: page(() => { throw data("Nie ma", { status: 404 }); }) },
  "routes/usuniety": { id: "routes/usuniety", parentId: "root", path: "usuniety", module: page(() => { throw data("Usunięty", { status: 410 }); }) },
  "routes/blad": { id: "routes/blad", parentId: "root", path: "blad", module: page(() => { throw new Error("awaria"); }) },
  "routes/stary": { id: "routes/stary", parentId: "root", path: "stary", module: page(() => { throw redirect("/produkty", 301); }) },
  "routes/dawny": { id: "routes/dawny", parentId: "root", path: "dawny", module: page(() => { throw redirect("/produkty", { status: 301, headers: { "Cache-Control": "public, max-age=3600" } }); }) },
  "routes/panel": { id: "routes/panel", parentId: "root", path: "panel", module: page(() => ({ ok: 1 }), { headers: () => ({ "Cache-Control": "private, no-store" }) }) },
});

// The error pages render the root's ErrorBoundary, as the app's root has one (the manifest says so).
const manifestRoute = (id: string, parentId?: string) => ({ id, parentId, path: "", module: `/${id}.js`, hasLoader: true, hasAction: false, hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false, hasErrorBoundary: id === "root" });
(build.assets as unknown as { routes: Record<string, unknown> }).routes = Object.fromEntries(Object.entries(build.routes).map(([id, route]) => [id, manifestRoute(id, route?.parentId)]));

let chain: Awaited<ReturnType<typeof startChain>>;
beforeAll(async () => {
  chain = await startChain(build, servePageCacheHit, (req) => fastHits.push(req.url ?? ""));
});
afterAll(async () => {
  await chain.close();
  await closePageCacheListener();
});
beforeEach(async () => {
  await invalidatePageCache();
  fastHits.length = 0;
});

const get = (path: string, headers: Record<string, string> = {}) => httpRequest(chain.base + path, { headers });

describe("Cache-Control of pages (ADR 194)", () => {
  it("an anonymous page says no-cache, and the page cache's fast-path hit sends the same stored header", async () => {
    const miss = await get("/produkty");
    const hit = await get("/produkty");
    expect([miss.status, miss.headers["x-cache"], hit.headers["x-cache"]]).toEqual([200, "MISS", "HIT"]);
    expect(fastHits).toEqual(["/produkty"]);
    expect(miss.headers["cache-control"]).toBe(ANONYMOUS_PAGE_CACHE);
    expect(hit.headers["cache-control"]).toBe(ANONYMOUS_PAGE_CACHE);
    // A client navigation's data answer has the same rule.
    expect((await get("/produkty.data")).headers["cache-control"]).toBe(ANONYMOUS_PAGE_CACHE);
  });

  it("404 and 410 pages say no-cache (a product may come back); a failed render is no-store", async () => {
    expect([(await get("/brak")).status, (await get("/brak")).headers["cache-control"]]).toEqual([404, ANONYMOUS_PAGE_CACHE]);
    expect([(await get("/usuniety")).status, (await get("/usuniety")).headers["cache-control"]]).toEqual([410, ANONYMOUS_PAGE_CACHE]);
    const failed = await get("/blad");
    expect([failed.status, failed.headers["cache-control"]]).toEqual([500, FAILED_PAGE_CACHE]);
  });

  it("a redirect without its own rule says no-cache (a 301 is otherwise kept for ever); a former address keeps its hour", async () => {
    const moved = await get("/stary");
    expect([moved.status, moved.headers.location, moved.headers["cache-control"]]).toEqual([301, "/produkty", ANONYMOUS_PAGE_CACHE]);
    const former = await get("/dawny");
    expect([former.status, former.headers["cache-control"]]).toEqual([301, "public, max-age=3600"]);
  });

  it("a route's own rule stays; a session's answer is private", async () => {
    expect((await get("/panel")).headers["cache-control"]).toBe("private, no-store");
    const member = await get("/produkty", { cookie: "vp.session_token=x" });
    expect([member.status, member.headers["cache-control"]]).toEqual([200, SESSION_PAGE_CACHE]);
    expect((await get("/stary", { cookie: "vp.session_token=x" })).headers["cache-control"]).toBe(SESSION_PAGE_CACHE);
  });
});
