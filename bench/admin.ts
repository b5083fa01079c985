// Admin data operations of issue #11 (and #8's products list), measured in-process on a fresh
// embedded database: a 10k-row products CSV import, the Overview's click analytics at 1M clicks
// (ADR 041: daily roll-up + clicks index) and the admin products list at 100k products.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, setDatabase } from "../app/db/client.server";
import { applyReferenceData, REFERENCE_CATEGORIES } from "../app/db/seed/reference";
import { listAdminProducts, parseAdminProductFilters } from "../app/features/catalog/admin-product-list.server";
import { loadClickAnalytics } from "../app/features/catalog/click-analytics.server";
import { writeCsv } from "../app/features/catalog/csv";
import { PRODUCT_COLUMNS } from "../app/features/catalog/products-csv-rows";
import { exportProductsCsv, importProductsCsv } from "../app/features/catalog/products-csv.server";
import { closePageCacheListener } from "../app/server/page-cache.server";

export type AdminRow = { operation: string; ms: number; note: string };
export type AdminBenchOptions = { importRows: number; products: number; clicks: number };

const WORDS = ["Lampka", "Kubek", "Ładowarka", "Słuchawki", "Organizer", "Mata", "Pędzel", "Plecak", "Zabawka", "Opaska", "Termos", "Głośnik", "Poduszka", "Nawilżacz", "Projektor", "Butelka", "Szczotka", "Uchwyt", "Torba", "Zegarek"];
const ADJECTIVES = ["magnetyczna", "składany", "bezprzewodowe", "LED", "silikonowa", "turystyczny", "sportowa", "mini", "ceramiczny", "inteligentny"];

async function median(times: number, work: () => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
};

/** A products CSV as an editor would upload it: codes spread over every category–type pair. */
function productsCsv(rows: number): string {
  const pairs = REFERENCE_CATEGORIES.flatMap((c) => c.types.map((t) => [c.code, t.code] as const));
  return writeCsv(
    ["id", "kod", "tytul", "opis", "kategoria", "typ", "cena_oryginalna", "cena_promocyjna", "waluta", "zweryfikowany", "trending", "tagi"],
    Array.from({ length: rows }, (_, i) => {
      const [category, type] = pairs[i % pairs.length];
      const sequence = 1 + Math.floor(i / pairs.length);
      const title = `${WORDS[i % WORDS.length]} ${ADJECTIVES[(i * 7) % ADJECTIVES.length]} ${i}`;
      return ["", `${category}-${type}-${String(sequence).padStart(3, "0")}`, title, `Opis produktu ${title}.`, category, type, `${(19 + (i % 300)).toFixed(2).replace(".", ",")}`, "", "PLN", i % 5 === 0 ? "tak" : "nie", i % 9 === 0 ? "tak" : "nie", `import\ntag-${i % 50}`];
    }),
  );
}

export async function adminBench(options: AdminBenchOptions, log: (line: string) => void = console.log): Promise<AdminRow[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "vp-bench-admin-"));
  const handle = await openDatabase({ dataDir: path.join(dir, "db") });
  setDatabase(handle);
  const db = handle.db;
  const rows: AdminRow[] = [];
  try {
    await handle.migrate();
    await applyReferenceData(db);
    if (options.importRows > REFERENCE_CATEGORIES.flatMap((c) => c.types).length * 999) throw new Error("too many import rows for distinct codes");

    const csv = productsCsv(options.importRows);
    log(`  importing ${options.importRows} product rows (${(csv.length / 1024 / 1024).toFixed(1)} MB CSV)…`);
    const [imported, importMs] = await timed(() => importProductsCsv(csv));
    if (!imported.ok) throw new Error(`import failed: ${imported.message} ${JSON.stringify(imported.errors.slice(0, 3))}`);
    rows.push({ operation: `products CSV import, ${options.importRows} new rows`, ms: importMs, note: `added ${imported.summary.added}` });
    const [again, againMs] = await timed(() => importProductsCsv(csv));
    rows.push({ operation: `same file again (all unchanged)`, ms: againMs, note: again.ok ? `unchanged ${again.summary.unchanged}` : "failed" });

    // The rest of the catalogue in SQL (no codes: they are not what the list measures).
    const extra = Math.max(0, options.products - options.importRows);
    log(`  adding ${extra} products and ${options.clicks} clicks…`);
    const [, fillMs] = await timed(async () => {
      await db.execute(sql`
        INSERT INTO products (title, description, category_id, price_original, is_trending, created_at)
        SELECT (ARRAY[${sql.join(WORDS.map((w) => sql`${w}`), sql`, `)}])[1 + g % ${WORDS.length}] || ' ' || (ARRAY[${sql.join(ADJECTIVES.map((w) => sql`${w}`), sql`, `)}])[1 + (g * 7) % ${ADJECTIVES.length}] || ' s' || g,
               'Opis syntetyczny ' || g, (SELECT id FROM product_categories ORDER BY code OFFSET g % 10 LIMIT 1), 10 + g % 500, g % 11 = 0, now() - g * interval '1 minute'
        FROM generate_series(1, ${extra}::int) g`);
      await db.execute(sql`INSERT INTO product_stats (product_id, views) SELECT id, (abs(hashtext(id::text)) % 5000) FROM products ON CONFLICT (product_id) DO UPDATE SET views = EXCLUDED.views`);
      // 1M clicks over 60 days, through the roll-up trigger as real clicks would go.
      const batch = 100_000;
      for (let done = 0; done < options.clicks; done += batch) {
        const n = Math.min(batch, options.clicks - done);
        await db.execute(sql`
          WITH ids AS (SELECT array_agg(id ORDER BY id) AS a, count(*) AS n FROM products)
          INSERT INTO outbound_clicks (product_id, platform, created_at)
          SELECT ids.a[1 + ((g::bigint * 7919) % ids.n)::int], (ARRAY['temu', 'aliexpress', 'amazon'])[1 + g % 3], now() - ((g::bigint * 104729) % 5184000) * interval '1 second'
          FROM ids, generate_series(${done + 1}::int, ${done + n}::int) g`);
      }
      await db.execute(sql`UPDATE product_stats s SET clicks = c.n FROM (SELECT product_id, count(*)::int AS n FROM outbound_clicks GROUP BY product_id) c WHERE c.product_id = s.product_id`);
      await db.execute(sql`VACUUM ANALYZE`);
    });
    log(`  filled in ${(fillMs / 1000).toFixed(0)} s`);
    const [{ products, clicks }] = (await db.execute<{ products: number; clicks: number }>(sql`SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM outbound_clicks)::int AS clicks`)).rows;

    const analytics = await loadClickAnalytics(30, db);
    rows.push({ operation: `Overview click analytics (${clicks} clicks)`, ms: await median(7, () => loadClickAnalytics(30, db)), note: `30 days: ${analytics.total} clicks, top product ${analytics.top[0]?.clicks ?? 0}` });
    const year = await loadClickAnalytics(365, db);
    rows.push({ operation: `Overview click analytics, 12 months (${clicks} clicks)`, ms: await median(7, () => loadClickAnalytics(365, db)), note: `12 months: ${year.total} clicks, the 12 before: ${year.previousTotal}` });
    rows.push({
      operation: "  same 30-day chart straight from outbound_clicks",
      ms: await median(3, () => db.execute(sql`SELECT (created_at AT TIME ZONE 'Europe/Warsaw')::date AS d, count(*) FROM outbound_clicks WHERE created_at > now() - interval '30 days' GROUP BY 1`)),
      note: "what the roll-up avoids (ADR 041)",
    });
    const list = (query: string) => () => listAdminProducts(parseAdminProductFilters(new URLSearchParams(query)));
    const [{ id: categoryId }] = (await db.execute<{ id: string }>(sql`SELECT id FROM product_categories WHERE code = 'EL'`)).rows;
    for (const [label, query] of [
      ["newest first (default)", ""],
      ["sorted by title", "sort=title&dir=asc"],
      ["sorted by views", "sort=views&dir=desc"],
      ["page 2000", "page=2000"],
      ["category filter", `kategoria=${categoryId}`],
      ["search 'lampka'", "q=lampka"],
      ["search by code 'el-sh-01'", "q=el-sh-01"],
    ] as const) {
      rows.push({ operation: `admin products list at ${products} products: ${label}`, ms: await median(5, list(query)), note: "" });
    }
    const [csvOut, exportMs] = await timed(() => exportProductsCsv({ q: "", categoryId, sort: { key: "createdAt", dir: "desc" } }));
    rows.push({ operation: "products CSV export, one category", ms: exportMs, note: `${(csvOut.length / 1024 / 1024).toFixed(1)} MB, ${PRODUCT_COLUMNS.length} columns` });
  } finally {
    await closePageCacheListener();
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

export function formatAdminTable(rows: AdminRow[]): string {
  const width = Math.max(...rows.map((r) => r.operation.length));
  const lines = rows.map((r) => `${r.operation.padEnd(width)}  ${r.ms.toFixed(r.ms < 100 ? 1 : 0).padStart(8)} ms  ${r.note}`);
  return [`${"operation".padEnd(width)}  ${"time".padStart(11)}  note`, ...lines].join("\n");
}
