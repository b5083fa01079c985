// One engine's part of `npm run bench`: seed its database, start the production server on it,
// measure every route mix, read the server's memory and page weight, stop it.
import { randomBytes } from "node:crypto";
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { openDatabase } from "../app/db/client.server";
import { blogPosts, products } from "../app/db/schema";
import { assertSignedIn, createBenchSession, sessionCookie } from "./bench-session";
import { printProfile } from "./cpu-profile";
import { measureAgainstCeilings, type CachedPage } from "./ceiling";
import { ROUTE, type EngineName, type EngineResult } from "./goals";
import { lighthouseScores } from "./lighthouse";
import { load, type Meter } from "./measure";
import { startThrowawayPostgres, type Throwaway } from "./postgres";
import { measureRoutes, productPathForm, suggestionTerms, type RouteTargets } from "./route-mixes";
import { formatMemory, serverMemory } from "./server-memory";
import { finishedChildrenCpuMs, formatTable, freePort, rssMb, run, startScript, stop, waitForOk, warmFileCache } from "./support";
import { pageWeight } from "./weight";

export type EngineRunOptions = {
  productCount: number;
  /** The run's temporary folder: each engine's DATA_DIR and CPU profiles go under it. */
  dataDir: string;
  skipHttp: boolean;
  lighthouse: boolean;
  cpuProf: boolean;
  keepData: boolean;
};

/** What is running right now, so that run.ts can stop it on Ctrl+C. */
export const running: { server?: ChildProcess; postgres?: Throwaway; ceiling?: ChildProcess } = {};

/** Seeds the engine's catalogue and prepares it the way a long-running server would find it. */
async function seed(productCount: number, engineDir: string, url: string | undefined) {
  const seedStarted = performance.now();
  const cpuBefore = finishedChildrenCpuMs();
  await run(
    path.resolve("node_modules/.bin/tsx"),
    // Images always go to the engine's folder, which the server serves as DATA_DIR (on PostgreSQL too).
    ["scripts/seed-bench.ts", "--products", String(productCount), "--data-dir", engineDir, ...(url ? ["--database-url", url] : [])],
    { env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "warn" } },
  );
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const cpuAfter = finishedChildrenCpuMs();
  const seedCpuSeconds = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / 1000;
  console.log(`Seeded in ${seedSeconds.toFixed(0)} s, ${seedCpuSeconds?.toFixed(0) ?? "?"} s of CPU (load ${load()}).`);

  // Read the catalogue once (PGlite allows one process per data folder), then hand it to the server.
  const handle = await openDatabase(url ? { url } : { dataDir: path.join(engineDir, "db") });
  try {
    // PGlite runs no autovacuum: without this the GIN indexes keep every seeded row in their pending
    // list (each search scans it linearly) and the planner has no statistics. A PostgreSQL server
    // would do both on its own, later; both engines get it now so they start equal. It runs here,
    // in the bench's process, so its memory is not the server's.
    const vacuumStarted = performance.now();
    await handle.db.execute(sql`VACUUM ANALYZE`);
    const vacuumSeconds = (performance.now() - vacuumStarted) / 1000;
    console.log(`VACUUM ANALYZE in ${vacuumSeconds.toFixed(1)} s.`);
    const catalogue = await handle.db
      .select({ id: products.id, urlAlias: products.urlAlias, code: products.code, title: products.title })
      .from(products);
    const posts = await handle.db.select({ slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.isPublished, true));
    if (catalogue.length < 2) throw new Error("the seeded catalogue is empty");
    const sessionToken = await createBenchSession(handle.db);
    return { seedSeconds, seedCpuSeconds, vacuumSeconds, catalogue, posts, sessionToken };
  } finally {
    await handle.close();
  }
}

function serverEnv(port: number, engineDir: string, url: string | undefined, memoryFile: string, authSecret: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: engineDir,
    SEED_DEMO: "0",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    MEMORY_REPORT_FILE: memoryFile,
    // A throwaway signing secret (required with DATABASE_URL), on both engines so the bench can sign
    // its session cookie.
    AUTH_SECRET: authSecret,
    // The shop-link sweep (ADR 170) would start on the PostgreSQL run only (it is on by default with
    // DATABASE_URL) and check the synthetic shops' made-up addresses: background work of its own,
    // not a request path. Off on both engines, so the two columns measure the same server.
    LINK_CHECK: "off",
  };
  delete env.DATABASE_URL;
  if (url) env.DATABASE_URL = url;
  return env;
}

/** Seeds one engine's database, starts the production server on it and measures every route. */
export async function benchEngine(
  engine: EngineName,
  meter: Meter,
  options: EngineRunOptions,
): Promise<EngineResult> {
  console.log(`\n== ${engine === "pglite" ? "PGlite (embedded)" : "PostgreSQL (throwaway cluster)"} ==`);
  const engineDir = path.join(options.dataDir, engine);
  let url: string | undefined;
  if (engine === "postgres") {
    running.postgres = await startThrowawayPostgres();
    url = running.postgres.url;
    console.log(`PostgreSQL ${running.postgres.version} at ${url}`);
  }
  const { seedSeconds, seedCpuSeconds, vacuumSeconds, catalogue, posts, sessionToken } = await seed(options.productCount, engineDir, url);
  const authSecret = randomBytes(32).toString("hex");

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const memoryFile = path.join(options.dataDir, `memory-${engine}.jsonl`);
  const profileDir = path.join(options.dataDir, `cpu-profile-${engine}`);
  // The profile read after the run is this run's: a kept data folder holds the earlier runs' too.
  rmSync(profileDir, { recursive: true, force: true });
  if (!url) {
    const warmed = warmFileCache(path.join(engineDir, "db"));
    console.log(`Read the database's ${warmed.megabytes} MB once into the OS file cache in ${warmed.seconds.toFixed(1)} s.`);
  }
  const start = startScript();
  const nodeFlags = [...start.nodeFlags, ...(options.cpuProf ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [])];
  const server = spawn(process.execPath, [...nodeFlags, "build/server.js"], {
    env: { ...serverEnv(port, engineDir, url, memoryFile, authSecret), ...start.env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  running.server = server;
  await waitForOk(`${base}/healthz`, 120_000, server);
  const serverPid = server.pid!;
  const cluster = running.postgres;
  meter.setCpuSources({ server: () => [serverPid], db: () => cluster?.pids() ?? [] });

  const productPath = await productPathForm(base, catalogue[0]);
  const warmProduct = productPath(catalogue[0]);
  const half = Math.floor(catalogue.length / 2);
  const targets: RouteTargets = {
    base,
    warmProduct,
    coldProducts: catalogue.slice(1, half).map(productPath),
    sessionProducts: catalogue.slice(half).map(productPath),
    terms: suggestionTerms(catalogue),
    postPaths: posts.map((p) => `/blog/${p.slug}`),
    sessionCookie: sessionCookie(sessionToken, authSecret),
    likeProductIds: [catalogue[0], ...catalogue.slice(half, half + 9)].map((p) => p.id),
  };
  await assertSignedIn(base, targets.sessionCookie);

  console.log("Measuring…");
  for (const warm of ["/", "/produkty", warmProduct]) await (await fetch(base + warm)).arrayBuffer();
  const rows = options.skipHttp ? [] : await measureRoutes(meter, targets);
  // The bytes each cached row answers (as autocannon asks: no Accept-Encoding), for its ceiling.
  const cachedPages: CachedPage[] = [];
  for (const [route, pagePath] of [[ROUTE.home, "/"], [ROUTE.list, "/produkty"], [ROUTE.cached, warmProduct]] as const) {
    const response = await fetch(base + pagePath, { headers: { "accept-encoding": "identity" } });
    const bytes = Buffer.from(await response.arrayBuffer());
    cachedPages.push({ route, path: pagePath, bytes, contentType: response.headers.get("content-type") ?? "text/html; charset=utf-8" });
  }
  const ceilings = options.skipHttp ? [] : await measureAgainstCeilings(meter, base, cachedPages, { dir: engineDir, running });
  const lighthouse = options.lighthouse
    ? await lighthouseScores(base, [
        { name: "/", path: "/" },
        { name: "/produkty", path: "/produkty" },
        { name: "product", path: warmProduct },
        ...(posts.length ? [{ name: "post", path: `/blog/${posts[0].slug}` }] : []),
      ])
    : null;
  const rss = rssMb(server.pid);
  const home = await pageWeight(base, "/");
  const product = await pageWeight(base, warmProduct);
  // Last request to the server: a build older than the report handler would end on SIGUSR2.
  const memory = await serverMemory(server, memoryFile);
  await stop(server, 30_000);
  running.server = undefined;
  const result = {
    engine,
    rows: new Map(rows.map((r) => [r.route, r])),
    home,
    product,
    rssMb: rss,
    memory,
    postsRendered: await postsRendered(url ? { url } : { dataDir: path.join(engineDir, "db") }),
    ceilings,
    lighthouse,
    seedSeconds,
    seedCpuSeconds,
    vacuumSeconds,
  };
  if (rows.length) console.log(`\n${formatTable([...rows, ...ceilings.flatMap((p) => [p.ceiling, p.app])])}`);
  console.log(`Server RSS after the run: ${rss ?? "unknown"} MB${memory ? `: ${formatMemory(memory)}` : ""}.`);
  if (options.cpuProf) printProfile(profileDir, meter.windows, options.keepData);
  running.postgres?.stop();
  running.postgres = undefined;
  return result;
}

/** After the run (the server stopped: PGlite allows one process): posts stored with their rendered body. */
async function postsRendered(target: { url: string } | { dataDir: string }) {
  const handle = await openDatabase(target);
  try {
    const [row] = await handle.db.select({ total: count(), rendered: count(blogPosts.contentHtml) }).from(blogPosts);
    return row;
  } finally {
    await handle.close();
  }
}
