// npm run seed:bench -- --products 100000 [--posts 20] [--database-url URL | --data-dir DIR]
// Fills a database with a synthetic catalogue for benchmarks (logic: app/db/seed/bench.ts).
import path from "node:path";
import { parseArgs } from "node:util";
import { config } from "../app/config.server";
import { openDatabase, setDatabase } from "../app/db/client.server";
import { seedBench } from "../app/db/seed/bench";
import { seedBenchPosts } from "../app/db/seed/bench-posts";
import { applyReferenceData } from "../app/db/seed/reference";
import { createLocalStorage, setStorage } from "../app/features/media/storage.server";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "100000" },
    "database-url": { type: "string" },
    "data-dir": { type: "string" },
    "batch-size": { type: "string", default: "2000" },
    posts: { type: "string", default: "20" },
  },
});
const target = Number(values.products);
const batchSize = Number(values["batch-size"]);
const postTarget = Number(values.posts);
if (!Number.isInteger(target) || target < 0 || !Number.isInteger(batchSize) || batchSize < 1 || !Number.isInteger(postTarget) || postTarget < 0) {
  console.error("Usage: npm run seed:bench -- --products N [--posts N] [--database-url URL | --data-dir DIR] [--batch-size N]");
  process.exit(2);
}

// --data-dir means DATA_DIR: the embedded database in DIR/db, images in DIR/uploads.
const dataDir = values["data-dir"] ? path.resolve(values["data-dir"]) : undefined;
const url = values["database-url"] ?? (dataDir ? undefined : config().databaseUrl);
if (dataDir) setStorage(createLocalStorage(path.join(dataDir, "uploads")));
const handle = await openDatabase(url ? { url } : { dataDir: path.join(dataDir ?? config().dataDir, "db") });
setDatabase(handle);

const started = performance.now();
try {
  await handle.migrate();
  await applyReferenceData(handle.db);
  console.log(`Seeding up to ${target} products into ${url ? "PostgreSQL" : "PGlite"}…`);
  let lastPrint = 0;
  const result = await seedBench(handle.db, {
    products: target,
    batchSize,
    onProgress(done, total) {
      const now = performance.now();
      if (done === total || now - lastPrint > 2000) {
        lastPrint = now;
        const rate = Math.round(done / ((now - started) / 1000));
        console.log(`  ${done}/${total} (${Math.round((done / total) * 100)}%), ${rate} products/s`);
      }
    },
  });
  const posts = await seedBenchPosts(handle.db, postTarget);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Inserted ${result.inserted}; catalogue now holds ${result.total} products; ${posts} review posts added (${seconds} s).`);
  if (result.timings.size) {
    const steps = [...result.timings].sort((a, b) => b[1] - a[1]).map(([step, ms]) => `${step} ${(ms / 1000).toFixed(1)} s`);
    console.log(`  Where the time went: ${steps.join(", ")}.`);
  }
} finally {
  await handle.close();
}
