import path from "node:path";
import { products } from "../app/db/schema";
import { openDatabase, setDatabase } from "../app/db/client.server";
import { suggestionTerms } from "../bench/route-mixes";
import { normalizeQuery } from "../app/features/search/search.server";
import { foldText } from "../app/features/search/suggestion-index";
import { suggestionIndex } from "../app/features/search/suggestion-index.server";
const handle = await openDatabase({ dataDir: path.join("/tmp/typo-100k/pglite", "db") });
setDatabase(handle);
const catalogue = await handle.db.select({ title: products.title, code: products.code }).from(products);
const texts = suggestionTerms(catalogue).map(normalizeQuery).filter((t) => foldText(t) !== null && t.length >= 4).slice(0, 400);
const index = await suggestionIndex();
index.similarCandidates("abcd", 0.45, 10, new Set());
const times: [number, string, number][] = [];
for (const t of texts) {
  const s = performance.now();
  const c = index.similarCandidates(foldText(t)!, 0.45, 10, new Set());
  times.push([performance.now() - s, t, c.length]);
}
times.sort((a, b) => b[0] - a[0]);
console.log(times.slice(0, 10).map(([ms, t, n]) => `${ms.toFixed(1)} ms ${t} (${n})`).join("\n"));
console.log("median", times[times.length >> 1][0].toFixed(2), "sum", times.reduce((s, x) => s + x[0], 0).toFixed(0));
console.log(catalogue.slice(0, 5).map((c) => c.title));
await handle.close();
