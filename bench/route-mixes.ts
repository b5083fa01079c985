// The route mixes of `npm run bench`: which URLs each row requests, in which order, with which cookie.
import http from "node:http";
import { ROUTE } from "./goals";
import type { Measured, Meter } from "./measure";
import { SCRIPTED_COOKIE } from "../app/features/access/personal-data";

export type CatalogueRow = { id: string; urlAlias: string | null; code: string | null; title: string };

/** Suggestion texts as people type them: word beginnings, whole words without accents, codes, one typo. */
export function suggestionTerms(rows: { title: string; code: string | null }[]): string[] {
  const terms: string[] = [];
  rows.slice(0, 3000).forEach((row, i) => {
    const word = row.title.split(/\s+/)[i % 2] ?? row.title;
    const kind = i % 6;
    if (kind === 0 && row.code) terms.push(row.code.toLowerCase());
    else if (kind === 1) terms.push(word.slice(0, 2 + (i % 5)));
    else if (kind === 2) terms.push(word.normalize("NFD").replace(/\p{M}/gu, "").replace(/ł/g, "l").toLowerCase());
    else if (kind === 3 && word.length > 4) terms.push(word.slice(0, 2) + word[3] + word[2] + word.slice(4));
    else terms.push(row.title.split(/\s+/).slice(0, 2).join(" "));
  });
  return terms.filter((t) => t.trim().length >= 2);
}

export function cycle<T>(items: T[]): () => T {
  let i = 0;
  return () => items[i++ % items.length];
}

/** The product page's own URL form: the first one the server answers with 200 (not a redirect). */
export async function productPathForm(base: string, sample: CatalogueRow): Promise<(p: CatalogueRow) => string> {
  const forms = [(p: CatalogueRow) => `/produkt/${p.id}`, (p: CatalogueRow) => `/produkty/${p.urlAlias}`];
  for (const form of forms) {
    const response = await fetch(base + form(sample), { redirect: "manual" });
    await response.arrayBuffer();
    if (response.status === 200) return form;
  }
  throw new Error("no product URL form answered 200");
}

export type RouteTargets = {
  base: string;
  warmProduct: string;
  /** Two disjoint halves: the session-cookie row never meets a page the anonymous row put in the cache. */
  coldProducts: string[];
  sessionProducts: string[];
  terms: string[];
  postPaths: string[];
  /** A real signed-in session's cookie (bench-session.ts). */
  sessionCookie: string;
  /** What that user likes during the likes row: the warm product and other products. */
  likeProductIds: string[];
};

/** Signed-in likes per second during the likes row (ADR 112). */
export const LIKES_PER_SECOND = 2;

/** Every HTTP row of one engine, in the order the tables print them. */
export async function measureRoutes(meter: Meter, t: RouteTargets): Promise<Measured[]> {
  const { measure } = meter;
  const rows: Measured[] = [];
  rows.push(await measure(ROUTE.home, `${t.base}/`));
  rows.push(await measure(ROUTE.list, `${t.base}/produkty`));
  rows.push(await measure(ROUTE.cached, t.base + t.warmProduct));
  const uncached = await measure(ROUTE.uncached, t.base, cycle(t.coldProducts));
  if (uncached.total > t.coldProducts.length) uncached.note += " (catalogue wrapped: some hits may be cached)";
  rows.push(uncached);
  // A signed-in member's browser, which has run the site's JavaScript (ADR 114): pages come from the
  // shared member page with the member's own data put in. Distinct products: each one renders once
  // (without the user), then the member's block is read (session, settings, wishlist and like state).
  const member = { cookie: `${t.sessionCookie}; ${SCRIPTED_COOKIE}=1` };
  rows.push(await measure(ROUTE.session, t.base, cycle(t.sessionProducts), member));
  // The same member on pages members have seen: the shared page and their block, no render.
  rows.push(await measure(ROUTE.member, t.base, cycle(["/", "/produkty", t.warmProduct]), member));
  // First, before any suggestion is cached: the server time of texts asked for the first time.
  rows.push(await oneAtATime(ROUTE.suggestAlone, t.base, t.terms.slice(-400).map((q) => `/api/podpowiedzi?q=${encodeURIComponent(q)}`)));
  const suggestion = cycle(t.terms);
  rows.push(await measure(ROUTE.suggest, t.base, () => `/api/podpowiedzi?q=${encodeURIComponent(suggestion())}`));
  const searchTerm = cycle(t.terms.filter((term) => term.length >= 3));
  rows.push(await measure(ROUTE.search, t.base, () => `/szukaj?q=${encodeURIComponent(searchTerm())}`));
  if (t.postPaths.length) {
    // The cached post is one warm page; the member row cycles through every post: each renders once
    // for members (ADR 114), then comes from their shared page.
    await (await fetch(t.base + t.postPaths[0])).arrayBuffer();
    rows.push(await measure(ROUTE.post, t.base + t.postPaths[0]));
    rows.push(await measure(ROUTE.postSession, t.base, cycle(t.postPaths), member));
  }
  // Last: its likes are writes. The cached pages again, while a signed-in user likes products, the
  // warm product among them (ADR 112: a like drops that product's pages only).
  const hot = cycle(["/", "/produkty", t.warmProduct]);
  const { result: liking, likes, refused } = await whileLiking(t, () => measure(ROUTE.liking, t.base, hot));
  liking.note += `; ${likes} likes${refused ? `, ${refused} refused` : ""}`;
  rows.push(liking);
  return rows;
}

/** Requests `paths` one after another on one keep-alive connection: latency without queueing (p50, p95, p99). */
async function oneAtATime(route: string, base: string, paths: string[]): Promise<Measured> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  const started = performance.now();
  for (const path of paths) {
    const t0 = performance.now();
    await new Promise<void>((resolve, reject) => {
      http.get(base + path, { agent }, (res) => res.resume().on("end", resolve).on("error", reject)).on("error", reject);
    });
    times.push(performance.now() - t0);
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  const seconds = (performance.now() - started) / 1000;
  console.log(`  ${route}: p95 ${at(0.95).toFixed(1)} ms`);
  return { route, rps: times.length / seconds, p50: at(0.5), p95: at(0.95), p97_5: at(0.975), p99: at(0.99), note: `${times.length} requests, p95 ${at(0.95).toFixed(1)} ms`, total: times.length };
}

/** Runs `during` while the session's user likes (and unlikes) `t.likeProductIds` in turn, LIKES_PER_SECOND times a second. */
async function whileLiking<T>(t: RouteTargets, during: () => Promise<T>): Promise<{ result: T; likes: number; refused: number }> {
  let running = true;
  let likes = 0;
  let refused = 0;
  const liker = (async () => {
    for (let i = 0; running; i++) {
      const started = performance.now();
      const response = await fetch(`${t.base}/akcje/polubienie`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie: t.sessionCookie, origin: t.base, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ productId: t.likeProductIds[i % t.likeProductIds.length] }),
      }).catch(() => null);
      await response?.arrayBuffer();
      // A plain form post answers 302 back to the product; a refusal is 4xx, or a redirect to sign in.
      const ok = response !== null && response.status < 400 && !(response.headers.get("location") ?? "").startsWith("/logowanie");
      if (ok) likes++;
      else refused++;
      await new Promise((r) => setTimeout(r, Math.max(0, 1000 / LIKES_PER_SECOND - (performance.now() - started))));
    }
  })();
  try {
    return { result: await during(), likes, refused };
  } finally {
    running = false;
    await liker;
  }
}
