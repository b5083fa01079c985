// ADR 102: in-process A/B of the suggestion paths on a seeded PGlite DATA_DIR (or a PostgreSQL URL):
// git show ad3e97e:app/features/search/suggestions.server.ts > app/features/search/suggestions-old.server.ts
// npx tsx scripts/bench-typo-tier.ts --data-dir /tmp/typo-100k/pglite [--texts 600] [--database-url URL]
// (then delete suggestions-old.server.ts: the "before" path, ADR 098's, is only needed for the comparison).
// Each text is answered by path A (old: typo tier as a `<%` trigram scan) then path B (new: index
// candidates), the answers compared, CPU ms (process.cpuUsage) and wall ms per call reported.
import path from "node:path";
import { parseArgs } from "node:util";
import { products } from "../app/db/schema";
import { openDatabase, setDatabase } from "../app/db/client.server";
import { suggestionTerms } from "../bench/route-mixes";
import { normalizeQuery } from "../app/features/search/search.server";
import { foldText } from "../app/features/search/suggestion-index";
import { suggestionIndex } from "../app/features/search/suggestion-index.server";
import { suggestFromIndex as after } from "../app/features/search/suggestions.server";

const { values } = parseArgs({ options: { "data-dir": { type: "string" }, "database-url": { type: "string" }, texts: { type: "string" } } });
const url = values["database-url"];
const oldPath = "../app/features/search/suggestions-old.server";
const { suggestFromIndex: before } = (await import(oldPath)) as { suggestFromIndex: typeof after };
const handle = await openDatabase(url ? { url } : { dataDir: path.join(path.resolve(values["data-dir"]!), "db") });
setDatabase(handle);
const catalogue = await handle.db.select({ title: products.title, code: products.code }).from(products);
const texts = suggestionTerms(catalogue).map(normalizeQuery).filter((t) => foldText(t) !== null).slice(0, Number(values.texts ?? 600));
const index = await suggestionIndex();
const built = performance.now();
index.similarCandidates("abcd", 0.45, 10, new Set());
console.log(`typo posting lists built in ${(performance.now() - built).toFixed(0)} ms; index now ${(index.bytes / 1048576).toFixed(1)} MB`);
type Stat = { cpu: number; wall: number[] };
const stats: Record<string, Stat> = { before: { cpu: 0, wall: [] }, after: { cpu: 0, wall: [] } };
let differences = 0;
const time = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  stats[name].wall.push(performance.now() - started);
  const used = process.cpuUsage(cpu);
  stats[name].cpu += (used.user + used.system) / 1000;
  return result;
};
for (const text of texts) {
  const a = await time("before", () => before(text));
  const b = await time("after", () => after(text));
  if (JSON.stringify(a) !== JSON.stringify(b)) {
    differences++;
    console.log("DIFFERENT", text, a.map((s) => s.title), b.map((s) => s.title));
  }
}
const pct = (xs: number[], p: number) => [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
for (const [name, s] of Object.entries(stats)) {
  console.log(`${name}: ${texts.length} texts, CPU ${(s.cpu / texts.length).toFixed(1)} ms/call, wall p50 ${pct(s.wall, 50).toFixed(1)} ms, p95 ${pct(s.wall, 95).toFixed(1)} ms, p97.5 ${pct(s.wall, 97.5).toFixed(1)} ms, max ${Math.max(...s.wall).toFixed(1)} ms`);
}
console.log(`differences: ${differences}; catalogue ${catalogue.length} products; load ${(await import("node:os")).loadavg()[0].toFixed(1)}`);
await handle.close();
