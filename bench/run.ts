// npm run bench -- [--engine both|pglite|postgres] [--products 10000] [--duration 10] [--connections 10]
//                  [--keep-data] [--admin-products 100000] [--clicks 1000000] [--import-rows 10000] [--skip-admin]
//                  [--lighthouse] [--cpu-prof] [--skip-http] [--data-dir DIR]
// Production build + synthetic catalogue, on the embedded PGlite and/or a throwaway PostgreSQL cluster
// (bench/postgres.ts), measured with autocannon on loopback (DESIGN §6), then the goal table of issue
// #14. Figures depend on the machine and its load; compare runs on the same machine only.
// Parts: engine-run.ts (seed, server, memory), route-mixes.ts (the rows), measure.ts (one row), goals.ts.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { adminBench, formatAdminTable } from "./admin";
import { benchEngine, running } from "./engine-run";
import { goalTable, type EngineName } from "./goals";
import { createMeter, load } from "./measure";
import { run, stop } from "./support";

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
    // A folder of its own, kept: a PGlite catalogue seeded there by an earlier run is reused (the
    // seeding script only tops a catalogue up to --products), so runs that compare settings skip seeding.
    "data-dir": { type: "string" },
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
const keepData = values["keep-data"] || values["data-dir"] !== undefined;
const dataDir = values["data-dir"] ? path.resolve(values["data-dir"]) : mkdtempSync(path.join(os.tmpdir(), "vp-bench-"));
mkdirSync(dataDir, { recursive: true });
async function cleanup() {
  await stop(running.server);
  await stop(running.ceiling);
  running.postgres?.stop();
  if (!keepData) rmSync(dataDir, { recursive: true, force: true });
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void cleanup().finally(() => process.exit(130)));
}

const loadAtStart = load();

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
  const meter = createMeter({ connections, duration });
  const options = {
    productCount,
    dataDir,
    skipHttp: values["skip-http"],
    lighthouse: values.lighthouse,
    cpuProf: values["cpu-prof"],
    keepData,
  };
  const results = [];
  for (const engine of engines) results.push(await benchEngine(engine, meter, options));

  if (values["skip-http"]) {
    console.log(`\nGoals of issue #14 (${productCount} products; HTTP rows skipped):\n`);
    console.log(goalTable(results));
    return;
  }
  console.log(`\nGoals of issue #14 (${productCount} products):\n`);
  console.log(goalTable(results));
  console.log(
    `\nLoad average (1 min) at the start / end: ${loadAtStart} / ${load()} on ${os.cpus().length} CPUs` +
      " (other processes on the machine distort the figures).",
  );
  if (!values["skip-admin"]) {
    const admin = { importRows: Number(values["import-rows"]), products: Number(values["admin-products"]), clicks: Number(values.clicks) };
    console.log(`\nAdmin data operations (${admin.products} products, ${admin.clicks} clicks, PGlite in-process; median of 5–7 runs):`);
    console.log(`\n${formatAdminTable(await adminBench(admin))}`);
  }
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
