// npm run bench -- [--engine both|pglite|postgres] [--products 10000] [--duration 10] [--connections 10]
//                  [--keep-data] [--admin-products 100000] [--clicks 1000000] [--import-rows 10000] [--skip-admin]
//                  [--lighthouse] [--cpu-prof] [--skip-http]
// Production build + synthetic catalogue, on the embedded PGlite and/or a throwaway PostgreSQL cluster
// (bench/postgres.ts), measured with autocannon on loopback (DESIGN §6), then the goal table of issue
// #14. Figures depend on the machine and its load; compare runs on the same machine only.
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon, { type RawRequest } from "autocannon";
import { count, eq, sql } from "drizzle-orm";
import { openDatabase } from "../app/db/client.server";
import { blogPosts, products } from "../app/db/schema";
import { adminBench, formatAdminTable } from "./admin";
import { goalTable, ROUTE, type EngineName, type EngineResult } from "./goals";
import { startThrowawayPostgres, type Throwaway } from "./postgres";
import { formatSummary, monotonicUs, readProfile, summarise, type Window } from "./cpu-profile";
import { lighthouseScores } from "./lighthouse";
import { cpuByPid, formatTable, freePort, rssMb, run, stop, waitForOk, type Row } from "./support";
import { pageWeight } from "./weight";
import { spawn, type ChildProcess } from "node:child_process";

const { values } = parseArgs({
  options: {
    engine: { type: "string", default: "both" },
    products: { type: "string", default: "10000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    "keep-data": { type: "boolean", default: false },
    // issue #11 (and #8): admin data operations on their own fresh database, after the HTTP rows.
    "admin-products": { type: "string", default: "100000" },
    clicks: { type: "string", default: "1000000" },
    "import-rows": { type: "string", default: "10000" },
    "skip-admin": { type: "boolean", default: false },
    // Lighthouse 12 mobile on /, /produkty, a product page and a post (bench/lighthouse.ts).
    lighthouse: { type: "boolean", default: false },
    // The server runs under `node --cpu-prof`; its profile is summarised per route mix (bench/cpu-profile.ts).
    "cpu-prof": { type: "boolean", default: false },
    // Leaves out the autocannon rows (e.g. for a Lighthouse-only run).
    "skip-http": { type: "boolean", default: false },
  },
});
const productCount = Number(values.products);
const duration = Number(values.duration);
const connections = Number(values.connections);
const engines: EngineName[] =
  values.engine === "both" ? ["pglite", "postgres"] : values.engine === "pglite" || values.engine === "postgres" ? [values.engine] : [];
if (![productCount, duration, connections].every((n) => Number.isInteger(n) && n > 0) || engines.length === 0) {
  console.error(
    "Usage: npm run bench -- [--engine both|pglite|postgres] [--products N] [--duration SECONDS] [--connections N] [--keep-data]",
  );
  process.exit(2);
}

const buildDir = process.env.BUILD_DIR ?? "build";
const dataDir = mkdtempSync(path.join(os.tmpdir(), "vp-bench-"));
let server: ChildProcess | undefined;
let ceiling: http.Server | undefined;
let postgres: Throwaway | undefined;

async function cleanup() {
  await stop(server);
  await new Promise<void>((resolve) => (ceiling ? ceiling.close(() => resolve()) : resolve()));
  ceiling?.closeAllConnections();
  postgres?.stop();
  if (!values["keep-data"]) rmSync(dataDir, { recursive: true, force: true });
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void cleanup().finally(() => process.exit(130)));
}

type Measured = Row & { total: number; p97_5: number };

/** Where the CPU of a route mix is spent: the app server, and PostgreSQL's processes (PGlite is inside the server). */
let cpuSources: { server: () => number[]; db: () => number[] } = { server: () => [], db: () => [] };
/** Time windows of the route mixes, for the CPU profile's summary. */
const windows: (Window & { requests: number })[] = [];

async function measure(
  route: string,
  url: string,
  next?: () => string,
  headers?: Record<string, string>,
): Promise<Measured> {
  const requests = next ? [{ setupRequest: (r: RawRequest) => ({ ...r, path: next() }) }] : undefined;
  const before = cpuByPid([...cpuSources.server(), ...cpuSources.db()]);
  const startUs = monotonicUs();
  const result = await autocannon({ url, connections, duration, timeout: 10, requests, headers });
  windows.push({ name: route, startUs, endUs: monotonicUs(), requests: result.requests.total });
  const bad = result.non2xx + result.errors + result.timeouts;
  // CPU per request is what the machine's load distorts least (a busy machine lowers req/s, not this).
  // PostgreSQL backends started during the run count from zero.
  const perRequest = (pids: number[]) => {
    const after = cpuByPid(pids);
    if (!after.size || !result.requests.total) return "?";
    const used = [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);
    return (used / result.requests.total).toFixed(2);
  };
  const dbPids = cpuSources.db();
  const cpu = `CPU/request: server ${perRequest(cpuSources.server())} ms${dbPids.length ? `, PostgreSQL ${perRequest(dbPids)} ms` : ""}`;
  const note = `${bad ? `${bad} failed of ${result.requests.total}` : `${result.requests.total} requests`}, ${cpu}, load ${load()}`;
  console.log(`  ${route}: ${result.requests.average.toFixed(0)} req/s`);
  return {
    route,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    p97_5: result.latency.p97_5,
    note,
    total: result.requests.total,
  };
}

const load = () => os.loadavg()[0].toFixed(1);

/** After the run (the server stopped: PGlite allows one process): posts stored with their rendered body. */
async function postsRendered(target: { url: string } | { dataDir: string }) {
  const handle = await openDatabase(target);
  try {
    const [row] = await handle.db
      .select({ total: count(), rendered: count(blogPosts.contentHtml) })
      .from(blogPosts);
    return row;
  } finally {
    await handle.close();
  }
}

/** Suggestion texts as people type them: word beginnings, whole words without accents, codes, one typo. */
function suggestionTerms(rows: { title: string; code: string | null }[]): string[] {
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

function cycle<T>(items: T[]): () => T {
  let i = 0;
  return () => items[i++ % items.length];
}

const loadAtStart = load();

/** Seeds one engine's database, starts the production server on it and measures every route. */
async function benchEngine(engine: EngineName): Promise<EngineResult & { homeBytes: Buffer; contentType: string }> {
  console.log(`\n== ${engine === "pglite" ? "PGlite (embedded)" : "PostgreSQL (throwaway cluster)"} ==`);
  const engineDir = path.join(dataDir, engine);
  let url: string | undefined;
  if (engine === "postgres") {
    postgres = await startThrowawayPostgres();
    url = postgres.url;
    console.log(`PostgreSQL ${postgres.version} at ${url}`);
  }
  const seedStarted = performance.now();
  await run(
    path.resolve("node_modules/.bin/tsx"),
    // Images always go to the engine's folder, which the server serves as DATA_DIR (on PostgreSQL too).
    ["scripts/seed-bench.ts", "--products", String(productCount), "--data-dir", engineDir, ...(url ? ["--database-url", url] : [])],
    { env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "warn" } },
  );
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  console.log(`Seeded in ${seedSeconds.toFixed(0)} s (load ${load()}).`);

  // Read the catalogue once (PGlite allows one process per data folder), then hand it to the server.
  const handle = await openDatabase(url ? { url } : { dataDir: path.join(engineDir, "db") });
  // PGlite runs no autovacuum: without this the GIN indexes keep every seeded row in their pending
  // list (each search scans it linearly) and the planner has no statistics. A PostgreSQL server
  // would do both on its own, later; both engines get it now so they start equal.
  const vacuumStarted = performance.now();
  await handle.db.execute(sql`VACUUM ANALYZE`);
  console.log(`VACUUM ANALYZE in ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s.`);
  const catalogue = await handle.db
    .select({ id: products.id, urlAlias: products.urlAlias, code: products.code, title: products.title })
    .from(products);
  const posts = await handle.db.select({ slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.isPublished, true));
  await handle.close();
  if (catalogue.length < 2) throw new Error("the seeded catalogue is empty");

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: engineDir,
    SEED_DEMO: "0",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
  };
  delete env.DATABASE_URL;
  if (url) {
    env.DATABASE_URL = url;
    // A throwaway signing secret (required with DATABASE_URL); the bench's cluster dies with it.
    env.AUTH_SECRET = randomBytes(32).toString("hex");
  }
  const profileDir = path.join(dataDir, `cpu-profile-${engine}`);
  const nodeFlags = values["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  server = spawn(process.execPath, [...nodeFlags, "build/server.js"], { env, stdio: ["ignore", "inherit", "inherit"] });
  await waitForOk(`${base}/healthz`, 120_000, server);
  const serverPid = server.pid!;
  const cluster = postgres;
  cpuSources = { server: () => [serverPid], db: () => cluster?.pids() ?? [] };
  windows.length = 0;

  // The product page's own URL form: the first one the server answers with 200 (not a redirect).
  const forms = [
    (p: (typeof catalogue)[number]) => `/produkt/${p.id}`,
    (p: (typeof catalogue)[number]) => `/produkty/${p.urlAlias}`,
  ];
  let productPath: ((p: (typeof catalogue)[number]) => string) | undefined;
  for (const form of forms) {
    const response = await fetch(base + form(catalogue[0]), { redirect: "manual" });
    await response.arrayBuffer();
    if (response.status === 200) {
      productPath = form;
      break;
    }
  }
  if (!productPath) throw new Error("no product URL form answered 200");
  const warmProduct = productPath(catalogue[0]);
  const half = Math.floor(catalogue.length / 2);
  // Two disjoint halves: the session-cookie row never meets a page the anonymous row put in the cache.
  const coldProducts = catalogue.slice(1, half).map(productPath);
  const sessionProducts = catalogue.slice(half).map(productPath);
  const terms = suggestionTerms(catalogue);

  const rows: Measured[] = [];
  console.log("Measuring…");
  for (const warm of ["/", "/produkty", warmProduct]) await (await fetch(base + warm)).arrayBuffer();
  if (!values["skip-http"]) await measureRoutes();
  const lighthouse = values.lighthouse
    ? await lighthouseScores(base, [
        { name: "/", path: "/" },
        { name: "/produkty", path: "/produkty" },
        { name: "product", path: warmProduct },
        ...(posts.length ? [{ name: "post", path: `/blog/${posts[0].slug}` }] : []),
      ])
    : null;
  const rss = rssMb(server.pid);
  const homeResponse = await fetch(`${base}/`);
  const homeBytes = Buffer.from(await homeResponse.arrayBuffer());
  const contentType = homeResponse.headers.get("content-type") ?? "text/html; charset=utf-8";
  const home = await pageWeight(base, "/");
  const product = await pageWeight(base, warmProduct);
  await stop(server, 30_000);
  server = undefined;
  const result = {
    engine,
    rows: new Map(rows.map((r) => [r.route, r])),
    home,
    product,
    rssMb: rss,
    postsRendered: await postsRendered(url ? { url } : { dataDir: path.join(engineDir, "db") }),
    homeBytes,
    contentType,
    lighthouse,
    seedSeconds,
  };
  console.log(`\n${formatTable(rows)}\nServer RSS after the run: ${rss ?? "unknown"} MB.`);
  if (values["cpu-prof"]) printProfile(profileDir);
  postgres?.stop();
  postgres = undefined;
  return result;

  async function measureRoutes() {
    rows.push(await measure(ROUTE.home, `${base}/`));
    rows.push(await measure(ROUTE.list, `${base}/produkty`));
    rows.push(await measure(ROUTE.cached, base + warmProduct));
    const uncached = await measure(ROUTE.uncached, base, cycle(coldProducts));
    if (uncached.total > coldProducts.length) uncached.note += " (catalogue wrapped: some hits may be cached)";
    rows.push(uncached);
    // Any "vp.*" cookie bypasses the page cache (ADR 010); a forged one renders as anonymous, after
    // the same session lookup a signed-in request makes.
    rows.push(
      await measure(ROUTE.session, base, cycle(sessionProducts), { cookie: "vp.session_token=bench-not-a-session" }),
    );
    const suggestion = cycle(terms);
    rows.push(await measure(ROUTE.suggest, base, () => `/api/podpowiedzi?q=${encodeURIComponent(suggestion())}`));
    const searchTerm = cycle(terms.filter((t) => t.length >= 3));
    rows.push(await measure(ROUTE.search, base, () => `/szukaj?q=${encodeURIComponent(searchTerm())}`));
    if (posts.length) {
      // The cached post is one warm page; the session row cycles through every post (the cookie skips the cache).
      const postPaths = posts.map((p) => `/blog/${p.slug}`);
      await (await fetch(base + postPaths[0])).arrayBuffer();
      rows.push(await measure(ROUTE.post, base + postPaths[0]));
      rows.push(await measure(ROUTE.postSession, base, cycle(postPaths), { cookie: "vp.session_token=bench-not-a-session" }));
    }
  }
}

/** The server's CPU profile (written when it exits), summarised per route mix. */
function printProfile(dir: string) {
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".cpuprofile")) : [];
  if (!files.length) return console.log(`No CPU profile in ${dir}.`);
  const file = path.join(dir, files[0]);
  const profile = readProfile(file);
  console.log(`\nCPU profile ${file} (self time on the server's main thread, PGlite's WASM included):`);
  for (const window of windows) console.log(`\n${formatSummary(summarise(profile, window, 12), window.requests)}`);
  if (values["keep-data"]) console.log(`\nKept: open ${file} in Chrome DevTools (Performance) or run npx tsx bench/cpu-profile.ts on it.`);
}

async function main() {
  if (!existsSync(path.join(buildDir, "server/index.js")) || !existsSync("build/server.js")) {
    console.log("No production build found: running `npm run build` first…");
    await run("npm", ["run", "build"]);
  }
  console.log(
    `Benchmark ${new Date().toISOString()}: ${engines.join(" + ")}, ${productCount} products, ${duration} s per route, ` +
      `${connections} connections, Node ${process.version}, ${os.cpus().length} CPUs (autocannon shares them with the ` +
      `server), load average ${os.loadavg().map((n) => n.toFixed(1)).join(" / ")}.`,
  );
  const results = [];
  for (const engine of engines) results.push(await benchEngine(engine));

  if (values["skip-http"]) {
    console.log(`\nGoals of issue #14 (${productCount} products; HTTP rows skipped):\n`);
    console.log(goalTable(results, 0));
    return;
  }
  // Ceiling: the same home page bytes from memory, in a bare node http server (no framework, no DB).
  const { homeBytes, contentType } = results[0];
  ceiling = http.createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": contentType, "Content-Length": homeBytes.length });
    res.end(homeBytes);
  });
  const ceilingPort = await freePort();
  await new Promise<void>((resolve) => ceiling!.listen(ceilingPort, "127.0.0.1", resolve));
  const top = await measure(
    `ceiling: bare node http, same ${Math.round(homeBytes.length / 1024)} kB`,
    `http://127.0.0.1:${ceilingPort}/`,
  );
  console.log(`\n${formatTable([top])}`);
  console.log(`\nGoals of issue #14 (${productCount} products; ceiling ${top.rps.toFixed(0)} req/s):\n`);
  console.log(goalTable(results, top.rps));
  console.log(
    `\nLoad average (1 min) at the start / end: ${loadAtStart} / ${load()} on ${os.cpus().length} CPUs` +
      " (other processes on the machine distort the figures).",
  );
  if (!values["skip-admin"]) {
    const options = { importRows: Number(values["import-rows"]), products: Number(values["admin-products"]), clicks: Number(values.clicks) };
    console.log(`\nAdmin data operations (${options.products} products, ${options.clicks} clicks, PGlite in-process; median of 5–7 runs):`);
    console.log(`\n${formatAdminTable(await adminBench(options))}`);
  }
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
