// The goal table of issue #14, printed by `npm run bench`: each goal beside the measured figures of
// both engines, with the ratio it is judged by. A goal is only marked met from a figure measured in
// this run; what the bench does not measure says so.
import type { CeilingPair } from "./ceiling";
import type { Row } from "./support";
import { formatLighthouse, lighthouseMet, type LighthousePage } from "./lighthouse";
import { formatMemory, type MemoryReport } from "./server-memory";
import type { Weight } from "./weight";

export type EngineName = "pglite" | "postgres";
export type EngineResult = {
  engine: EngineName;
  rows: Map<string, Row & { p97_5: number; p95?: number }>;
  home: Weight;
  product: Weight;
  rssMb: number | null;
  /** The server's own breakdown of that memory (ADR 100), read after the run; null if it did not answer. */
  memory: MemoryReport | null;
  /** Posts whose body is stored rendered (ADR 085) out of all posts, read after the run. */
  postsRendered: { rendered: number; total: number } | null;
  /** Lighthouse mobile per page; null when the run was not asked for (--lighthouse). */
  lighthouse: LighthousePage[] | null;
  /** Seconds `scripts/seed-bench.ts` took for the run's catalogue (migrations and posts included). */
  seedSeconds: number;
  /** CPU seconds (user + system) of the seeding process: what the machine's load does not inflate. */
  seedCpuSeconds: number | null;
  /** Seconds of the VACUUM ANALYZE after seeding (run by the bench, not the server). */
  vacuumSeconds: number;
  /** Each cached page on the bare-Node ceiling, then on the app right after it (ADR 137); empty: not measured. */
  ceilings: CeilingPair[];
};


export const ROUTE = {
  home: "/ (home)",
  list: "/produkty",
  cached: "product page, cached (anonymous, warm)",
  uncached: "product page, uncached (distinct products)",
  session: "product page, signed in (distinct products: each renders once)",
  member: "signed in: /, /produkty, product members have seen (ADR 114)",
  suggest: "/api/podpowiedzi?q= (varied)",
  suggestAlone: "/api/podpowiedzi?q=, one at a time (first asks)",
  search: "/szukaj?q= (varied, uncached)",
  post: "blog post, cached (anonymous, warm)",
  postSession: "blog post, signed in (varied posts: each renders once for members)",
  liking: "cached pages (/, /produkty, product) while a signed-in user likes 2 products/s",
} as const;

const pct = (a: number, b: number) => (b > 0 ? (100 * a) / b : 0);
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const mark = (ok: boolean | null) => (ok === null ? "–" : ok ? "met" : "NOT met");

type Cell = { text: string; ok: boolean | null };

function uncachedCell(r: EngineResult, route: string, minPct: number, maxP99: number | null, cachedRoute: string = ROUTE.cached): Cell {
  const row = r.rows.get(route);
  const cached = r.rows.get(cachedRoute);
  if (!row || !cached) return { text: "not measured", ok: null };
  if (row.rps === 0 || cached.rps === 0) return { text: "no request finished within the run", ok: false };
  const share = pct(row.rps, cached.rps);
  const ok = share >= minPct && (maxP99 === null || row.p99 <= maxP99);
  return { text: `${row.rps.toFixed(0)} req/s = ${share.toFixed(0)} % of cached; p99 ${row.p99.toFixed(0)} ms`, ok };
}

export function goalTable(results: EngineResult[]): string {
  const by = (e: EngineName) => results.find((r) => r.engine === e);
  const lines: [string, string, (r: EngineResult) => Cell][] = [
    ["uncached product page", "PG ≥ 40 % of cached, p99 ≤ 50 ms; PGlite ≥ 20 %", (r) =>
      r.engine === "postgres" ? uncachedCell(r, ROUTE.uncached, 40, 50) : uncachedCell(r, ROUTE.uncached, 20, null)],
    ["product page, signed in", "same as above", (r) =>
      r.engine === "postgres" ? uncachedCell(r, ROUTE.session, 40, 50) : uncachedCell(r, ROUTE.session, 20, null)],
    ["signed in, pages members have seen (ADR 114)", "– (the shared member page and the member's own data)", (r) => {
      const row = r.rows.get(ROUTE.member);
      if (!row) return { text: "not measured", ok: null };
      const alone = [ROUTE.home, ROUTE.list, ROUTE.cached].map((k) => r.rows.get(k)?.rps ?? 0);
      const mean = alone.reduce((a, b) => a + b, 0) / alone.length;
      return { text: `${row.rps.toFixed(0)} req/s = ${pct(row.rps, mean).toFixed(0)} % of the same pages cached for visitors; p99 ${row.p99.toFixed(0)} ms`, ok: null };
    }],
    ["suggestions", "p95 ≤ 10 ms both; PG ≥ 500 req/s", (r) => {
      const row = r.rows.get(ROUTE.suggest);
      if (!row) return { text: "not measured", ok: null };
      if (row.rps === 0) return { text: "no request finished within the run", ok: false };
      // Server time: one request at a time on loopback (nothing queues), each text asked for the first
      // time (the suggestion cache cannot answer it); the wall time includes the loopback round trip.
      const alone = r.rows.get(ROUTE.suggestAlone);
      if (alone?.p95 === undefined) return { text: `${row.rps.toFixed(0)} req/s; server time not measured`, ok: null };
      const ok = alone.p95 <= 10 && (r.engine !== "postgres" || row.rps >= 500);
      return { text: `${row.rps.toFixed(0)} req/s; one at a time p95 ${alone.p95.toFixed(1)} ms (p50 ${alone.p50.toFixed(1)}); 10 connections: client p97.5 ${row.p97_5.toFixed(0)} ms`, ok };
    }],
    ["/szukaj uncached", "≥ 20 % of cached; PG p99 ≤ 100 ms", (r) =>
      uncachedCell(r, ROUTE.search, 20, r.engine === "postgres" ? 100 : null)],
    ["cached pages", "≥ 80 % of the ceiling", (r) => {
      if (r.ceilings.length === 0) return { text: "not measured", ok: null };
      // Each page against the bare server sending its own bytes (issue #14: "same bytes"), measured
      // one right after the other (ADR 137).
      const names: Record<string, string> = { [ROUTE.home]: "home", [ROUTE.list]: "list", [ROUTE.cached]: "product" };
      const shares = r.ceilings.map((p) => ({ name: names[p.route] ?? p.route, share: pct(p.app.rps, p.ceiling.rps) }));
      const text = shares.map((p, i) => `${p.name} ${p.share.toFixed(0)} % (${r.ceilings[i].app.rps.toFixed(0)} of ${r.ceilings[i].ceiling.rps.toFixed(0)})`).join(", ");
      return { text, ok: shares.every((p) => p.share >= 80) };
    }],
    ["cached pages while a user likes (ADR 112)", "– (a like drops one product's pages)", (r) => {
      const row = r.rows.get(ROUTE.liking);
      if (!row) return { text: "not measured", ok: null };
      const alone = [ROUTE.home, ROUTE.list, ROUTE.cached].map((k) => r.rows.get(k)?.rps ?? 0);
      const mean = alone.reduce((a, b) => a + b, 0) / alone.length;
      return { text: `${row.rps.toFixed(0)} req/s = ${pct(row.rps, mean).toFixed(0)} % of the three pages without likes; p99 ${row.p99.toFixed(0)} ms`, ok: null };
    }],
    ["blog post, signed in", "≥ 20 % of the cached post; markdown rendered once per save", (r) => {
      const cell = uncachedCell(r, ROUTE.postSession, 20, null, ROUTE.post);
      const stored = r.postsRendered;
      if (!stored || stored.total === 0) return { text: `${cell.text}; no posts`, ok: null };
      const once = stored.rendered === stored.total;
      return { text: `${cell.text}; ${stored.rendered}/${stored.total} posts stored rendered`, ok: cell.ok === null ? null : cell.ok && once };
    }],
    ["home HTML", "≤ 60 kB before compression", (r) => ({ text: kb(r.home.htmlBytes), ok: r.home.htmlBytes <= 60 * 1024 })],
    ["product page JS", "≤ 120 kB gzip", (r) => ({ text: `${kb(r.product.jsGzipBytes)} (${r.product.scripts} files)`, ok: r.product.jsGzipBytes <= 120 * 1024 })],
    ["server memory (RSS after the run)", "≤ 300 MB on PGlite", (r) =>
      r.rssMb === null ? { text: "unknown", ok: null }
        : { text: `${r.rssMb} MB${r.memory ? `: ${formatMemory(r.memory)}` : ""}`, ok: r.engine === "pglite" ? r.rssMb <= 300 : null }],
    ["Lighthouse mobile (perf/a11y/best practices/SEO)", "perf ≥ 95, others 100", (r) =>
      r.lighthouse ? { text: `${formatLighthouse(r.lighthouse)}; load ${r.lighthouse.map((p) => p.load).join("/")}`, ok: lighthouseMet(r.lighthouse) }
        : { text: "not measured (add --lighthouse)", ok: null }],
    ["seeding the catalogue", "minutes at 100k, not 11", (r) =>
      ({ text: `${r.seedSeconds.toFixed(0)} s (CPU ${r.seedCpuSeconds?.toFixed(0) ?? "?"} s) + VACUUM ANALYZE ${r.vacuumSeconds.toFixed(0)} s`, ok: null })],
  ];
  const engines = (["pglite", "postgres"] as const).filter((e) => by(e));
  const header = ["goal", "target", ...engines.map((e) => (e === "pglite" ? "PGlite" : "PostgreSQL"))];
  const body = lines.map(([goal, target, cell]) => [goal, target, ...engines.map((e) => {
    const c = cell(by(e)!);
    return `${c.text} (${mark(c.ok)})`;
  })]);
  return [header, header.map(() => "---"), ...body].map((c) => `| ${c.join(" | ")} |`).join("\n");
}
