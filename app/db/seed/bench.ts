import { randomUUID } from "node:crypto";
import { eq, getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { storeProcessedImage, type SavedImage } from "../../features/media/images.server";
import type { Executor } from "../client.server";
import {
  productAffiliateLinks, productCategories, productCodes, productImages, products, productSocialLinks, productStats,
  productTags, productTypes,
} from "../schema";
import { ADJECTIVES, COMMON_TAGS, FEATURE, INTRO, NOUNS, OUTRO, SUFFIXES, TAGS } from "./bench-words";
import { renderArt, type ArtKind } from "./demo/art";
import { formatProductCode, urlAliasFor } from "../../features/catalog/product-code";
import { createRandom, slugify, type Random } from "./demo/text";

// Synthetic catalogue for `npm run seed:bench`: realistic shapes and sizes, not realistic content.
// Ratings are drawn directly into product_stats (no review rows): the benchmark measures reads.

export type BenchOptions = {
  /** Target number of products in the catalogue; existing products count towards it. */
  products: number;
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
};

const ART: Record<string, [ArtKind, ArtKind]> = {
  EL: ["charger", "headphones"], DO: ["pot", "plant"], MO: ["shirt", "bag"], UR: ["jar", "lipstick"],
  ZA: ["blocks", "robot"], SP: ["dumbbell", "tent"], AU: ["car", "camera"], PE: ["paw", "bottle"],
  TR: ["suitcase", "bag"], OC: ["gift", "star"],
};
const MAX_SEQUENCE = 999;
const DAY = 86_400_000;

type Category = { id: string; code: string; types: string[] };

/** Code allocator: sequence per (category, type), spilling to the category's next type when a pair is full. */
function codeAllocator(categories: Category[], used: Map<string, number>) {
  return (category: Category, preferredType: string): { code: string; type: string; sequence: number } | null => {
    const order = [preferredType, ...category.types.filter((t) => t !== preferredType)];
    for (const type of order) {
      const pair = `${category.code}-${type}`;
      const next = (used.get(pair) ?? 0) + 1;
      if (next <= MAX_SEQUENCE) {
        used.set(pair, next);
        return { code: formatProductCode(category.code, type, next), type, sequence: next };
      }
    }
    return null;
  };
}

function title(random: Random, categoryCode: string): string {
  const noun = random.pick(NOUNS[categoryCode]);
  const adjective = random.pick(ADJECTIVES)[noun.gender === "m" ? 0 : noun.gender === "f" ? 1 : 2];
  return `${noun.word} ${adjective} ${random.pick(SUFFIXES)}`;
}

async function sharedImages(db: Executor, categories: Category[]) {
  const urls = new Map<string, string[]>();
  for (const category of categories) {
    const pair = ART[category.code] ?? ART.EL;
    const rendered = await Promise.all(pair.map((kind, variant) => renderArt({ kind, category: category.code, variant })));
    const saved: SavedImage[] = [];
    for (const [variant, image] of rendered.entries()) {
      saved.push(await storeProcessedImage({ folder: "demo", name: `bench-${category.code}-${pair[variant]}`, image }, db));
    }
    urls.set(category.code, saved.map((s) => s.url));
  }
  return urls;
}

/** Milliseconds per seeding step (each table's inserts, index rebuilds), for `npm run seed:bench`. */
export type SeedTimings = Map<string, number>;

export async function seedBench(db: Executor, { products: target, batchSize = 1000, onProgress }: BenchOptions) {
  const [{ existing }] = await db.select({ existing: sql<number>`count(*)::int` }).from(products);
  const toInsert = Math.max(0, target - existing);
  const timings: SeedTimings = new Map();
  if (toInsert === 0) return { inserted: 0, total: existing, timings };
  const timed = async <T>(step: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      timings.set(step, (timings.get(step) ?? 0) + performance.now() - started);
    }
  };

  const typeRows = await db
    .select({ id: productCategories.id, code: productCategories.code, type: productTypes.code })
    .from(productCategories)
    .innerJoin(productTypes, eq(productTypes.categoryId, productCategories.id))
    .orderBy(productCategories.code, productTypes.code);
  const categories: Category[] = [];
  for (const row of typeRows) {
    const last = categories.at(-1);
    if (last?.code === row.code) last.types.push(row.type);
    else categories.push({ id: row.id, code: row.code, types: [row.type] });
  }
  if (!categories.length) throw new Error("No categories: apply reference data first");

  const used = new Map<string, number>();
  const counters = await db
    .select({ pair: sql<string>`${productCodes.categoryCode} || '-' || ${productCodes.typeCode}`, max: sql<number>`max(${productCodes.sequenceNumber})::int` })
    .from(productCodes)
    .groupBy(productCodes.categoryCode, productCodes.typeCode);
  for (const { pair, max } of counters) used.set(pair, max);
  const allocate = codeAllocator(categories, used);
  const images = await timed("shared images", () => sharedImages(db, categories));
  const random = createRandom(existing + 7919);
  const now = Date.now();

  // Issue #14: GIN indexes (trigram title/code, full-text) cost most of a bulk insert row by row;
  // built once afterwards they take seconds. Their definitions come from the catalogue itself, so
  // this follows whatever the migrations define.
  const ginIndexes = toInsert >= 5000 ? await dropGinIndexes(db) : [];
  try {
    await insertBatches();
  } finally {
    await timed("index rebuilds", async () => {
      for (const definition of ginIndexes) await db.execute(sql.raw(definition));
    });
  }
  return { inserted: toInsert, total: existing + toInsert, timings };

  async function insertBatches() {
  for (let offset = 0; offset < toInsert; offset += batchSize) {
    const size = Math.min(batchSize, toInsert - offset);
    const rows = Array.from({ length: size }, (_, i) => {
      const index = existing + offset + i + 1;
      const category = random.pick(categories);
      const name = title(random, category.code);
      const allocated = allocate(category, random.pick(category.types));
      const price = Math.floor(9 + random.next() ** 2 * 600) + 0.99;
      const createdAt = new Date(now - random.next() * 365 * DAY);
      return {
        product: {
          id: randomUUID(), title: name, categoryId: category.id, productType: allocated?.type ?? random.pick(category.types),
          description: `${name} – ${random.pick(INTRO)} ${random.pick(FEATURE)} ${random.pick(OUTRO)}`,
          priceOriginal: price, priceDiscounted: random.chance(0.5) ? Math.round(price * (0.5 + random.next() * 0.4) * 100) / 100 : null,
          isTrending: random.chance(0.08), isVerified: random.chance(0.4), isScam: random.chance(0.005),
          code: allocated?.code ?? null,
          // Codes run out after 999 per pair; aliases must stay unique, so those products get the index.
          urlAlias: allocated ? urlAliasFor(allocated.code, name) : `${slugify(name)}-${index}`,
          createdAt, updatedAt: createdAt,
        },
        allocated, category,
      };
    });
    const bulkInsert = (tx: Executor, table: PgTable, rows: object[]) => timed(getTableName(table), () => insertJsonRows(tx, table, rows));
    await db.transaction(async (tx) => {
      await bulkInsert(tx, products, rows.map((r) => r.product));
      const codes = rows.filter((r) => r.allocated);
      if (codes.length) {
        await bulkInsert(tx, productCodes, codes.map(({ product, allocated, category }) => ({
          code: allocated!.code, categoryCode: category.code, typeCode: allocated!.type, sequenceNumber: allocated!.sequence, productId: product.id, createdAt: product.createdAt,
        })));
      }
      await bulkInsert(tx, productTags, rows.flatMap(({ product, category }) =>
        [...new Set([...random.shuffle(TAGS[category.code] ?? COMMON_TAGS).slice(0, random.int(1, 3)), random.pick(COMMON_TAGS)])]
          .map((tag, position) => ({ productId: product.id, tag, position }))));
      await bulkInsert(tx, productImages, rows.flatMap(({ product, category }) =>
        random.shuffle(images.get(category.code)!).slice(0, random.int(1, 2)).map((url, position) => ({ productId: product.id, url, position, alt: product.title }))));
      await bulkInsert(tx, productAffiliateLinks, rows.flatMap(({ product }) => {
        const shops = random.shuffle(["temu", "aliexpress", "amazon"]).slice(0, random.int(1, 3));
        return shops.map((platform) => ({
          productId: product.id, platform,
          url: platform === "temu" ? `https://www.temu.com/pl/${product.urlAlias}-g-60${random.digits(13)}.html`
            : platform === "aliexpress" ? `https://pl.aliexpress.com/item/100500${random.digits(10)}.html`
            : `https://www.amazon.pl/dp/B0${random.digits(8)}`,
        }));
      }));
      const social = rows.filter(() => random.chance(0.6));
      if (social.length) {
        await bulkInsert(tx, productSocialLinks, social.map(({ product }) => ({
          productId: product.id, platform: "tiktok", url: `https://www.tiktok.com/@viralne.produkty/video/73${random.digits(17)}`,
        })));
      }
      await bulkInsert(tx, productStats, rows.map(({ product }) => {
        const views = Math.floor(10 ** (2 + random.next() * 4.6));
        const ratingCount = random.chance(0.7) ? random.int(1, 250) : 0;
        return {
          productId: product.id, views, likes: Math.floor(views * random.next() * 0.06), shares: Math.floor(views * random.next() * 0.01),
          clicks: Math.floor(views * random.next() * 0.03), ratingCount,
          ratingAverage: ratingCount ? Math.round((2.5 + random.next() * 2.5) * 100) / 100 : 0,
        };
      }));
    });
    onProgress?.(offset + size, toInsert);
  }
  }
}

/**
 * Issue #14 (ADR 093): a batch of rows as ONE parameter — a JSON array that the database turns into
 * rows (json_populate_recordset) — instead of a multi-row VALUES with ~15 bound parameters a row.
 * Drizzle building, and the driver serialising, 30 000 parameters per batch was most of the seeding
 * time outside the database. Columns left out get their database defaults (the schema has no
 * client-side defaults); values go through JSON (Dates as ISO text, numbers, booleans, null).
 */
async function insertJsonRows(db: Executor, table: PgTable, rows: object[]): Promise<void> {
  if (!rows.length) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]);
  const names = keys.map((key) => columns[key].name);
  const json = JSON.stringify(
    rows.map((row) => Object.fromEntries(keys.map((key, i) => [names[i], (row as Record<string, unknown>)[key] ?? null]))),
  );
  const list = sql.join(names.map((name) => sql.identifier(name)), sql`, `);
  await db.execute(sql`INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, ${json}::json)`);
}

/** Drops the products table's GIN indexes and returns their CREATE INDEX statements. */
async function dropGinIndexes(db: Executor): Promise<string[]> {
  const result = await db.execute<{ name: string; definition: string }>(
    sql`SELECT indexname AS name, indexdef AS definition FROM pg_indexes
        WHERE schemaname = current_schema() AND tablename = 'products' AND indexdef LIKE '% USING gin %'`,
  );
  const rows = result.rows;
  for (const { name } of rows) await db.execute(sql`DROP INDEX ${sql.identifier(name)}`);
  return rows.map((r) => r.definition);
}
