// npm run bench:explain -- [--engine both|pglite|postgres] [--products 10000] [--data-dir DIR] [--full]
// Issue #14 "measure before changing": every query the product page, the suggestions
// (/api/podpowiedzi) and /szukaj run, with EXPLAIN (ANALYZE, BUFFERS) on both engines. The production
// server runs with DB_QUERY_LOG (Drizzle's logger, app/db/client.server.ts), so the list is what the
// pages really send — session lookup and layout included — never SQL copied by hand. Requests are made
// one at a time; the queries logged between two requests belong to the first. Round trips per page =
// the queries logged (PGlite's BEGIN/COMMIT are sent by PGlite itself and are not in its log).
// Needs a production build (npm run build). --data-dir reuses a seeded PGlite DATA_DIR (kept as is).
import { randomBytes } from "node:crypto";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase } from "../app/db/client.server";
import { products } from "../app/db/schema";
import { assertSignedIn, createBenchSession, sessionCookie } from "./bench-session";
import { explain, isControl, shortQuery, type Captured } from "./explain-plan";
import { startThrowawayPostgres, type Throwaway } from "./postgres";
import { freePort, run, startScript, stop, waitForOk } from "./support";

const { values } = parseArgs({
  options: {
    engine: { type: "string", default: "both" },
    products: { type: "string", default: "10000" },
    "data-dir": { type: "string" },
    full: { type: "boolean", default: false },
  },
});
const productCount = Number(values.products);
const engines = values.engine === "both" ? (["pglite", "postgres"] as const) : ([values.engine] as ("pglite" | "postgres")[]);
if (!Number.isInteger(productCount) || productCount < 10 || !engines.every((e) => e === "pglite" || e === "postgres")) {
  console.error("Usage: npm run bench:explain -- [--engine both|pglite|postgres] [--products N] [--data-dir DIR] [--full]");
  process.exit(2);
}
if (!existsSync("build/server.js")) {
  console.error("No production build: run `npm run build` first.");
  process.exit(2);
}

const workDir = mkdtempSync(path.join(os.tmpdir(), "vp-explain-"));
let server: ChildProcess | undefined;
let postgres: Throwaway | undefined;
const load = () => os.loadavg()[0].toFixed(1);

type Page = { name: string; path: string; cookie?: string };

/** The pages to explain: both product page paths, suggestion texts of every tier, two searches. */
function pages(
  sample: { id: string; urlAlias: string | null; code: string | null; title: string }[],
  productPath: (p: (typeof sample)[number]) => string,
  signedIn: string,
): Page[] {
  const word = sample[3].title.split(/\s+/)[0];
  const folded = word.normalize("NFD").replace(/\p{M}/gu, "").replace(/ł/g, "l").toLowerCase();
  const typo = folded.length > 4 ? folded.slice(0, 2) + folded[3] + folded[2] + folded.slice(4) : folded + "x";
  const suggest = (q: string) => `/api/podpowiedzi?q=${encodeURIComponent(q)}`;
  const code = sample.find((p) => p.code)?.code ?? "el-sh-01";
  return [
    { name: "product page (anonymous, not cached)", path: productPath(sample[0]) },
    { name: "product page (signed in)", path: productPath(sample[1]), cookie: signedIn },
    { name: `suggestions: 2 letters '${folded.slice(0, 2)}'`, path: suggest(folded.slice(0, 2)) },
    { name: `suggestions: prefix '${folded.slice(0, 4)}'`, path: suggest(folded.slice(0, 4)) },
    { name: `suggestions: code '${code.toLowerCase()}'`, path: suggest(code.toLowerCase()) },
    { name: `suggestions: typo '${typo}'`, path: suggest(typo) },
    { name: `suggestions: no match 'qz'`, path: suggest("qz") },
    { name: `/szukaj: word '${folded}'`, path: `/szukaj?q=${encodeURIComponent(folded)}` },
    { name: `/szukaj: typo '${typo}'`, path: `/szukaj?q=${encodeURIComponent(typo)}` },
  ];
}

async function explainEngine(engine: "pglite" | "postgres") {
  console.log(`\n## ${engine === "pglite" ? "PGlite (embedded)" : "PostgreSQL (throwaway cluster)"}`);
  const reuse = engine === "pglite" && values["data-dir"] ? path.resolve(values["data-dir"]) : undefined;
  const dataDir = reuse ?? path.join(workDir, engine);
  let url: string | undefined;
  if (engine === "postgres") {
    postgres = await startThrowawayPostgres();
    url = postgres.url;
  }
  if (!reuse) {
    const started = performance.now();
    await run(path.resolve("node_modules/.bin/tsx"), [
      "scripts/seed-bench.ts", "--products", String(productCount), "--posts", "5", "--data-dir", dataDir, ...(url ? ["--database-url", url] : []),
    ], { env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "warn" } });
    console.log(`Seeded ${productCount} products in ${((performance.now() - started) / 1000).toFixed(0)} s (load ${load()}).`);
  }
  const target = url ? { url } : { dataDir: path.join(dataDir, "db") };
  let handle = await openDatabase(target);
  await handle.db.execute(sql`VACUUM ANALYZE`);
  const [{ n }] = (await handle.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`)).rows;
  const sample = await handle.db
    .select({ id: products.id, urlAlias: products.urlAlias, code: products.code, title: products.title })
    .from(products).orderBy(products.createdAt).limit(10);
  // A real user's session (bench-session.ts): a made-up cookie skips the page cache but renders the
  // anonymous page, so its queries would not be a signed-in visitor's.
  const sessionToken = await createBenchSession(handle.db);
  await handle.close();

  const logFile = path.join(workDir, `${engine}-queries.jsonl`);
  writeFileSync(logFile, "");
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, SEED_DEMO: "0", LOG_LEVEL: "warn",
    NODE_ENV: "production", DB_QUERY_LOG: logFile, DATABASE_URL: url ?? "",
  };
  // A throwaway signing secret on both engines, so the session cookie can be signed here.
  const authSecret = randomBytes(32).toString("hex");
  env.AUTH_SECRET = authSecret;
  if (!url) delete env.DATABASE_URL;
  server = spawn(process.execPath, [...startScript().nodeFlags, "build/server.js"], { env: { ...env, ...startScript().env }, stdio: ["ignore", "inherit", "inherit"] });
  await waitForOk(`${base}/healthz`, 120_000, server);
  const signedIn = sessionCookie(sessionToken, authSecret);
  await assertSignedIn(base, signedIn);
  const status = async (p: string) => (await fetch(base + p, { redirect: "manual" })).status;
  const productPath = (await status(`/produkt/${sample[9].id}`)) === 200
    ? (p: { id: string }) => `/produkt/${p.id}`
    : (p: { urlAlias: string | null }) => `/produkty/${p.urlAlias}`;

  const captured: { page: Page; status: number; queries: Captured[] }[] = [];
  for (const page of pages(sample, productPath, signedIn)) {
    const before = readFileSync(logFile, "utf8").length;
    const response = await fetch(base + page.path, { headers: page.cookie ? { cookie: page.cookie } : {}, redirect: "manual" });
    await response.arrayBuffer();
    await new Promise((r) => setTimeout(r, 100)); // writes after the response (view counts) belong to it too
    const lines = readFileSync(logFile, "utf8").slice(before).split("\n").filter(Boolean);
    captured.push({ page, status: response.status, queries: lines.map((l) => JSON.parse(l) as Captured) });
  }
  await stop(server, 30_000);
  server = undefined;

  handle = await openDatabase(target);
  try {
    console.log(`${n} products, ${handle.kind}; load ${load()}. Each query: EXPLAIN (ANALYZE, BUFFERS), fastest of 3 warm runs.`);
    for (const { page, status: code, queries } of captured) {
      const controls = queries.filter((q) => isControl(q.query)).length;
      console.log(`\n### ${page.name} — GET ${page.path} → ${code}: ${queries.length} round trips (${controls} BEGIN/COMMIT/SET)`);
      console.log("| # | exec ms | plan ms | rows | buffers hit/read | plan nodes | query |\n|---|---|---|---|---|---|---|");
      let totalExec = 0;
      const settings: Captured[] = [];
      for (const [i, q] of queries.entries()) {
        if (/set_config/i.test(q.query)) settings.push(q);
        if (isControl(q.query)) {
          console.log(`| ${i + 1} | – | – | – | – | – | ${shortQuery(q.query)} |`);
          continue;
        }
        const plan = await explain(handle, q, settings);
        if ("error" in plan) {
          console.log(`| ${i + 1} | error | | | | ${plan.error} | ${shortQuery(q.query)} |`);
          continue;
        }
        totalExec += plan.executionMs;
        const text = values.full ? q.query.replace(/\s+/g, " ") + ` -- ${JSON.stringify(q.params)}` : shortQuery(q.query);
        console.log(
          `| ${i + 1} | ${plan.executionMs.toFixed(2)} | ${plan.planningMs.toFixed(2)} | ${plan.rows} | ${plan.sharedHit}/${plan.sharedRead} | ` +
            `${plan.nodes.slice(0, 6).join(", ")}${plan.nodes.length > 6 ? ", …" : ""} | ${text.replace(/\|/g, "\\|")} |`,
        );
      }
      console.log(`Sum of execution times: ${totalExec.toFixed(2)} ms.`);
    }
  } finally {
    await handle.close();
    postgres?.stop();
    postgres = undefined;
  }
}

try {
  console.log(`# EXPLAIN of the uncached paths, ${new Date().toISOString()}, Node ${process.version}, load average ${os.loadavg().map((x) => x.toFixed(1)).join(" / ")}`);
  for (const engine of engines) await explainEngine(engine);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stop(server);
  postgres?.stop();
  rmSync(workDir, { recursive: true, force: true });
}
