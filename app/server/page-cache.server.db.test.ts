import { sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { userContext, type SessionUser } from "~/features/access/session.server";
import { toastCookieHeader } from "~/utils/toast.server";
import {
  closePageCacheListener,
  dropTaggedPages,
  invalidatePageCache,
  onPageCacheClear,
  MAX_ENTRIES,
  MAX_TOTAL_BYTES,
  pageCacheBytes,
  pageCacheMiddleware,
  pageCacheSize,
  PROBATION_BYTES,
  PROBATION_ENTRIES,
  pageCacheProcessTag,
} from "./page-cache.server";
import { productPageTag, tagCachedPage } from "./page-cache-tags.server";

let renders = 0;

function run(path: string, options: { pattern?: string; method?: string; cookie?: string; user?: boolean; respond?: () => Response; tag?: string } = {}) {
  const url = new URL(path, "http://localhost");
  const headers = new Headers(options.cookie ? { cookie: options.cookie } : {});
  const request = new Request(url, { method: options.method ?? "GET", headers });
  const context = new RouterContextProvider();
  // An editor: ADR 114 gives members without permissions the shared member page (member-pages tests).
  context.set(userContext, options.user ? ({ id: "u1", permissions: ["blog:update"] } as unknown as SessionUser) : null);
  const next = async () => {
    renders++;
    if (options.tag) tagCachedPage(context, options.tag); // as the product page's loader does (ADR 112)
    return options.respond ? options.respond() : new Response(`<p>render ${renders}</p>`, { headers: { "Content-Type": "text/html" } });
  };
  const args = { request, context, params: {}, url, pattern: options.pattern ?? "/produkty" };
  return pageCacheMiddleware(args as Parameters<typeof pageCacheMiddleware>[0], next) as Promise<Response>;
}

async function waitFor(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
}

describe("page cache", () => {
  // The LISTEN connection holds a pool client: release it before the database closes.
  afterAll(() => closePageCacheListener());

  beforeEach(async () => {
    await invalidatePageCache();
    renders = 0;
  });

  it("serves the second anonymous GET from the cache with X-Cache HIT", async () => {
    const first = await run("/produkty?sort=newest");
    expect(first.headers.get("X-Cache")).toBe("MISS");
    expect(await first.text()).toBe("<p>render 1</p>");
    const second = await run("/produkty?sort=newest");
    expect(second.headers.get("X-Cache")).toBe("HIT");
    expect(second.headers.get("Content-Type")).toBe("text/html");
    expect(await second.text()).toBe("<p>render 1</p>");
    expect(renders).toBe(1);
    // Another query string, or the `.data` form of the page, is another entry.
    await run("/produkty?sort=rating", { pattern: "produkty" }); // as React Router reports it
    await run("/produkty.data?sort=newest");
    expect(renders).toBe(3);
  });

  it("keeps one variant per visitor theme (ADR 075): a dark page never reaches a light visitor", async () => {
    await run("/produkty?t=1");
    await run("/produkty?t=1", { cookie: "vp_theme=dark" });
    await run("/produkty?t=1", { cookie: "vp_theme=system" });
    expect(renders).toBe(3);
    expect(await (await run("/produkty?t=1", { cookie: "vp_theme=dark" })).text()).toBe("<p>render 2</p>");
    expect(await (await run("/produkty?t=1")).text()).toBe("<p>render 1</p>");
    // An unknown value is the default (light): it shares the light entry instead of adding one.
    expect(await (await run("/produkty?t=1", { cookie: "vp_theme=neon" })).text()).toBe("<p>render 1</p>");
    expect(renders).toBe(3);
  });

  it("bypasses editors' requests, session cookies, non-GET and other pages", async () => {
    await run("/produkt/1", { pattern: "/produkt/:id" });
    const cases = [
      run("/produkt/1", { pattern: "/produkt/:id", user: true }),
      // A session cookie, even one that no longer signs anyone in, and its https form.
      run("/produkt/1", { pattern: "/produkt/:id", cookie: "vp.session_token=abc" }),
      run("/produkt/1", { pattern: "/produkt/:id", cookie: "theme=dark; __Secure-vp.session_token=abc" }),
      run("/produkt/1", { pattern: "/produkt/:id", cookie: "vp.dont_remember=1" }),
      run("/produkt/1", { pattern: "/produkt/:id", method: "POST" }),
      run("/logowanie", { pattern: "/logowanie" }),
      run("/logowanie", { pattern: "/logowanie" }),
    ];
    const responses = await Promise.all(cases);
    expect(responses.map((r) => r.headers.get("X-Cache"))).toEqual([null, null, null, null, null, null, null]);
    expect(renders).toBe(8);
    // Cookies we never read do not change the page: a proxy's cookie, or the `vp_vid` cookie that
    // older versions set for the view counter (ADR 017). Still a hit.
    for (const cookie of ["vp_vid=xyz", "_proxy=1; vp_vid=xyz", "vpx.session_token=1"]) {
      const response = await run("/produkt/1", { pattern: "/produkt/:id", cookie });
      expect(response.headers.get("X-Cache"), cookie).toBe("HIT");
    }
    expect(renders).toBe(8);
  });

  it("never stores errors or responses that set a cookie", async () => {
    const notFound = () => new Response("nie ma", { status: 404 });
    await run("/xx-yy-999", { pattern: "/:codeOrAlias", respond: notFound });
    await run("/xx-yy-999", { pattern: "/:codeOrAlias", respond: notFound });
    const cookie = () => new Response("ok", { headers: { "Set-Cookie": "a=b" } });
    await run("/blog", { pattern: "/blog", respond: cookie });
    const again = await run("/blog", { pattern: "/blog", respond: cookie });
    expect(again.headers.get("X-Cache")).toBe("MISS");
    expect(renders).toBe(4);
    expect(pageCacheSize()).toBe(0);
  });

  // Issue #7 §4: a toast rides the vp.toast flash cookie; it must never be cached or shown to others.
  it("never serves a request carrying a vp.toast flash from the cache, nor stores the page that shows it", async () => {
    const flash = (await toastCookieHeader({ type: "success", message: "Zapisano." })).split(";")[0]!;
    expect(flash).toMatch(/^vp\.toast=/);
    await run("/produkty"); // render 1, stored for anonymous visitors
    // The page after a redirectWithToast: rendered fresh (it shows the toast) and it clears the cookie.
    const withToast = await run("/produkty", {
      cookie: `theme=dark; ${flash}`,
      respond: () => new Response("<p>toast: Zapisano.</p>", { headers: { "Set-Cookie": "vp.toast=; Max-Age=0; Path=/" } }),
    });
    expect(withToast.headers.get("X-Cache")).toBeNull();
    expect(await withToast.text()).toBe("<p>toast: Zapisano.</p>");
    // Nobody else gets the toast page; the anonymous copy stays the one without it.
    const next = await run("/produkty");
    expect(next.headers.get("X-Cache")).toBe("HIT");
    expect(await next.text()).toBe("<p>render 1</p>");

    // A 200 answer that sets the flash (or any cookie) is never stored either.
    const setsFlash = () => new Response("<p>blog</p>", { headers: { "Set-Cookie": flash } });
    await run("/blog", { pattern: "/blog", respond: setsFlash });
    expect((await run("/blog", { pattern: "/blog", respond: setsFlash })).headers.get("X-Cache")).toBe("MISS");
    expect(renders).toBe(4);
  });

  it("is cleared by invalidatePageCache and by a NOTIFY from another process", async () => {
    await run("/");
    await invalidatePageCache();
    expect((await run("/")).headers.get("X-Cache")).toBe("MISS");
    expect((await run("/")).headers.get("X-Cache")).toBe("HIT");

    // Another app process announces a write on the same database.
    await db.execute(sql`SELECT pg_notify('page_cache', 'other-process')`);
    await waitFor(() => pageCacheSize() === 0);
    expect(pageCacheSize()).toBe(0);
    expect((await run("/")).headers.get("X-Cache")).toBe("MISS");
  });

  it("does not store a page whose render overlapped an invalidation", async () => {
    // A write (and its invalidation) lands while the page is rendering from the old data.
    await run("/produkty", {
      respond: () => {
        void invalidatePageCache();
        return new Response("stare dane");
      },
    });
    expect((await run("/produkty")).headers.get("X-Cache")).toBe("MISS");
    expect((await run("/produkty")).headers.get("X-Cache")).toBe("HIT");
  });

  describe("writes that change one product's page only (ADR 112)", () => {
    const x = productPageTag("0e1f0000-0000-4000-8000-00000000000a");
    const y = productPageTag("0e1f0000-0000-4000-8000-00000000000b");
    const product = { pattern: "/produkt/:id", tag: x };
    const state = async (path: string, options: Parameters<typeof run>[1] = {}) => (await run(path, options)).headers.get("X-Cache");

    it("drop every cached form of that product's page, and nothing else", async () => {
      let clears = 0;
      onPageCacheClear(() => clears++);
      for (const path of ["/produkt/x", "/produkt/x.data", "/produkty/lampka-x", "/AB-CD-01?sort=helpful"]) await run(path, product);
      await run("/produkt/x", { ...product, cookie: "vp_theme=dark" });
      await run("/produkt/y", { pattern: "/produkt/:id", tag: y });
      await run("/");
      expect(pageCacheSize()).toBe(7);
      await dropTaggedPages(x);
      expect(pageCacheSize()).toBe(2);
      expect(await state("/")).toBe("HIT");
      expect(await state("/produkt/y", { pattern: "/produkt/:id", tag: y })).toBe("HIT");
      expect(await state("/produkt/x.data", product)).toBe("MISS");
      expect(await state("/produkt/x", product)).toBe("MISS");
      expect(await state("/produkt/x", product)).toBe("HIT");
      // The caches that follow whole clears (related rankings, suggestions) were not told.
      expect(clears).toBe(0);
    });

    it("reach other processes through NOTIFY, where only the tagged pages go", async () => {
      await run("/produkt/x", product);
      await run("/");
      await db.execute(sql`SELECT pg_notify('page_cache', ${`other-process ${x}`})`);
      await waitFor(() => pageCacheSize() === 1);
      expect(await state("/")).toBe("HIT");
      expect(await state("/produkt/x", product)).toBe("MISS");
      // This process's own NOTIFY comes back: the page rendered since is kept.
      await db.execute(sql`SELECT pg_notify('page_cache', ${`${pageCacheProcessTag()} ${x}`})`);
      await db.execute(sql`SELECT pg_notify('page_cache', ${`other-process ${y}`})`);
      await new Promise((r) => setTimeout(r, 200));
      expect(await state("/produkt/x", product)).toBe("HIT");
    });

    it("do not let a render that overlapped the drop store the old page; other products' renders are stored", async () => {
      const dropDuring = (tag: string) => () => {
        void dropTaggedPages(tag);
        return new Response("stare dane");
      };
      await run("/produkt/x", { ...product, respond: dropDuring(x) });
      expect(await state("/produkt/x", product)).toBe("MISS");
      expect(await state("/produkt/x", product)).toBe("HIT");
      await run("/produkt/y", { pattern: "/produkt/:id", tag: y, respond: dropDuring(x) });
      expect(await state("/produkt/y", { pattern: "/produkt/:id", tag: y })).toBe("HIT");
    });
  });

  it("keeps at most MAX_TOTAL_BYTES of pages, dropping the least recently used first (ADR 104)", async () => {
    const size = 900 * 1024; // under the 1 MB an entry may have
    const big = () => new Response("x".repeat(size), { headers: { "Content-Type": "text/html" } });
    const fit = Math.floor((MAX_TOTAL_BYTES - PROBATION_BYTES) / size);
    // Each page is stored, then answered from the cache once (protected, ADR 108).
    const protect = async (i: number) => {
      await run(`/produkty?big=${i}`, { respond: big });
      expect((await run(`/produkty?big=${i}`, { respond: big })).headers.get("X-Cache")).toBe("HIT");
    };
    for (let i = 0; i < fit; i++) await protect(i);
    expect(pageCacheSize()).toBe(fit);
    await run("/produkty?big=0", { respond: big }); // used again: now the most recent
    expect(renders).toBe(fit);
    await protect(fit); // one more than fits: the oldest goes
    expect(pageCacheSize()).toBe(fit);
    expect(pageCacheBytes()).toBeLessThanOrEqual(MAX_TOTAL_BYTES);
    await run("/produkty?big=0", { respond: big }); // kept: it was used after page 1
    expect(renders).toBe(fit + 1);
    await run("/produkty?big=1", { respond: big }); // page 1 was the least recently used: dropped
    expect(renders).toBe(fit + 2);
    await invalidatePageCache();
    expect(pageCacheBytes()).toBe(0);
  });

  it("keeps pages answered only once within PROBATION_BYTES, and a crawl does not push out the pages asked again (ADR 108)", async () => {
    const size = 900 * 1024;
    const big = () => new Response("x".repeat(size), { headers: { "Content-Type": "text/html" } });
    await run("/produkty?hot=1");
    expect((await run("/produkty?hot=1")).headers.get("X-Cache")).toBe("HIT");
    const onProbation = Math.floor(PROBATION_BYTES / size);
    for (let i = 0; i < onProbation + 5; i++) await run(`/produkt/${i}`, { pattern: "/produkt/:id", respond: big });
    expect(pageCacheSize()).toBe(onProbation + 1);
    expect(pageCacheBytes()).toBeLessThanOrEqual(PROBATION_BYTES + 1024);
    const rendersBefore = renders;
    expect((await run("/produkty?hot=1")).headers.get("X-Cache")).toBe("HIT"); // the hot page stayed
    expect((await run(`/produkt/${onProbation + 4}`, { pattern: "/produkt/:id", respond: big })).headers.get("X-Cache")).toBe("HIT");
    expect((await run("/produkt/0", { pattern: "/produkt/:id", respond: big })).headers.get("X-Cache")).toBe("MISS"); // the oldest crawled page went
    expect(renders).toBe(rendersBefore + 1);
  });

  it("keeps at most MAX_ENTRIES pages, dropping the least recently used", async () => {
    const protectedEntries = MAX_ENTRIES - PROBATION_ENTRIES;
    for (let i = 0; i <= protectedEntries; i++) {
      await run(`/produkty?page=${i}`);
      await run(`/produkty?page=${i}`); // answered again: protected (ADR 108)
    }
    for (let i = 0; i <= PROBATION_ENTRIES; i++) await run(`/produkt/${i}`, { pattern: "/produkt/:id" });
    expect(pageCacheSize()).toBe(MAX_ENTRIES);
    const before = renders;
    await run("/produkty?page=0"); // the oldest was dropped
    await run("/produkt/0", { pattern: "/produkt/:id" }); // and the oldest page asked once
    expect(renders).toBe(before + 2);
    await run(`/produkty?page=${protectedEntries}`); // the newest are still there
    await run(`/produkt/${PROBATION_ENTRIES}`, { pattern: "/produkt/:id" });
    expect(renders).toBe(before + 2);
  });
});
