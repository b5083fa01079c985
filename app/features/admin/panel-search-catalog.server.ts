// ADR 208: the panel search's catalogue groups — products (title, code, former codes and aliases, id),
// categories, tags and deleted products. Every condition has an index or a small table behind it:
//   products: the search module's index-shaped conditions (matchConditions, as the public search and the
//     admin list), the admin list's code start (codeMatch), former codes and aliases by
//     product_url_redirects' key, the alias by products_url_alias_lower_key;
//   tags: product_tags_tag_folded_trgm_idx (drizzle/0068), removed: removed_product_urls_*_trgm_idx (0068);
//   categories: a few dozen rows, read whole.
import { and, asc, desc, or, sql, type SQL } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { productCategories, productTags, productUrlRedirects, products, removedProductUrls } from "~/db/schema";
import { codeMatch } from "~/features/catalog/admin-product-list.server";
import { productIdPrefix } from "~/features/catalog/product-id-prefix.server";
import { escapeLike, FALSE, matchConditions, withSearchSettings } from "~/features/search/search.server";
import type { PanelSearchItem } from "./panel-search";

export type GroupRows = { total: number; items: PanelSearchItem[] };

/** `%text%` from 3 characters on (trigram indexes), the start of a word below that (still indexed: '  a', ' ab'). */
export function foldedPattern(column: SQL, q: string): SQL {
  const folded = sql`f_unaccent(lower(${escapeLike(q)}))`;
  if (Array.from(q).length >= 3) return sql`${column} LIKE '%' || ${folded} || '%'`;
  return sql`(${column} LIKE ${folded} || '%' OR ${column} LIKE '% ' || ${folded} || '%')`;
}

/**
 * Products by title, description, current or former code, alias or id; exact matches, then codes, then
 * titles that start with or contain the text, newest first. One candidate list (UNION ALL of index
 * scans, as the search module's textSearch), so neither a seq scan (an OR of subqueries) nor a
 * full-text rank over thousands of descriptions is paid: the order reads the folded title only.
 */
export async function searchProducts(q: string, limit: number): Promise<GroupRows> {
  const c = matchConditions(q, false);
  const lowered = q.toLowerCase();
  const code = codeMatch(q);
  const idPrefix = productIdPrefix(products.id, q);
  const alias = sql`lower(${products.urlAlias}) = ${lowered}`;
  // Below three characters the start of a title's word, not any two letters inside (that is a scan of
  // every folded title; the trigram index serves a word's start: '  k', ' ka').
  const titleHas = Array.from(q).length < 3 ? foldedPattern(sql`${products.titleFolded}`, q) : c.titleContains;
  const own = [c.codeEquals, c.codePrefix, c.titlePrefix, titleHas, c.titleSimilar, c.fullText, code, idPrefix, alias].filter((b): b is SQL => b !== undefined && b !== FALSE);
  // Former codes and aliases (ADR 040, lower-cased, keyed by kind and value): two index lookups.
  const former = sql`SELECT ${productUrlRedirects.productId} AS id FROM ${productUrlRedirects}
    WHERE ${productUrlRedirects.kind} IN ('code', 'alias') AND ${productUrlRedirects.oldValue} = ${lowered}`;
  const candidates = sql.join([...own.map((b) => sql`SELECT ${products.id} AS id FROM ${products} WHERE ${b}`), former], sql` UNION ALL `);
  const exact = sql`(coalesce(lower(${products.code}) = ${lowered}, false) OR coalesce(${alias}, false) OR ${products.id}::text = ${lowered}
    OR ${products.id} IN (${former}))`;
  const order = [
    desc(exact),
    ...(code ? [desc(sql`coalesce(${code}, false)`)] : []),
    // A constant is no sort key (Postgres refuses ORDER BY false): a whole code has no title tiers.
    ...[c.titlePrefix, titleHas].filter((b) => b !== FALSE).map((b) => desc(b)),
    desc(products.createdAt),
    asc(products.id),
  ];
  const run = async (executor: Executor): Promise<GroupRows> => {
    const counted = await executor.execute<{ total: number }>(sql`SELECT count(DISTINCT id)::int AS total FROM (${candidates}) AS candidates`);
    const total = Number(counted.rows[0]?.total ?? 0);
    if (total === 0) return { total, items: [] };
    const rows = await executor
      .select({ id: products.id, title: products.title, code: products.code, isHidden: products.isHidden })
      .from(products)
      .where(sql`${products.id} IN (${candidates})`)
      .orderBy(...order)
      .limit(limit);
    return {
      total,
      items: rows.map((r) => ({ id: r.id, title: r.title, href: `/admin/produkty/${r.id}`, detail: r.code, marks: r.isHidden ? ["hidden" as const] : [] })),
    };
  };
  return c.titleSimilar !== FALSE ? withSearchSettings(run) : run(db);
}

/** Categories by name, address or code (folded); a few dozen rows. */
export async function searchCategories(q: string, limit: number, executor: Executor): Promise<GroupRows> {
  const where = or(
    foldedPattern(sql`f_unaccent(lower(${productCategories.name}))`, q),
    foldedPattern(sql`lower(${productCategories.slug})`, q),
    sql`lower(${productCategories.code}) = ${q.toLowerCase()}`,
  );
  const rows = await executor
    .select({ id: productCategories.id, name: productCategories.name, slug: productCategories.slug, isActive: productCategories.isActive, total: sql<number>`(count(*) OVER ())::int` })
    .from(productCategories)
    .where(where)
    .orderBy(desc(sql`f_unaccent(lower(${productCategories.name})) LIKE f_unaccent(lower(${escapeLike(q)})) || '%'`), asc(sql`f_unaccent(lower(${productCategories.name}))`), asc(productCategories.id))
    .limit(limit);
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((r) => ({ id: r.id, title: r.name, href: "/admin/kategorie", detail: r.slug, marks: r.isActive ? [] : ["inactive" as const] })),
  };
}

const TAG_FOLDED = sql`f_unaccent(lower(${productTags.tag}))`;

/** Tags (as written on products) by their folded text, with their product counts; each leads to its products. */
export async function searchTags(q: string, limit: number, executor: Executor): Promise<GroupRows> {
  const rows = await executor
    .select({ tag: productTags.tag, products: sql<number>`count(*)::int`, total: sql<number>`(count(*) OVER ())::int` })
    .from(productTags)
    .where(foldedPattern(TAG_FOLDED, q))
    .groupBy(productTags.tag)
    .orderBy(desc(sql`${TAG_FOLDED} LIKE f_unaccent(lower(${escapeLike(q)})) || '%'`), desc(sql`count(*)`), asc(productTags.tag))
    .limit(limit);
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((r) => ({ id: r.tag, title: r.tag, href: `/admin/produkty?tag=${encodeURIComponent(r.tag)}`, detail: String(r.products), marks: [] })),
  };
}

/** The address part of a typed old address ('https://…/produkty/stary-alias' → 'stary-alias'), lower-cased. */
export function addressPart(q: string): string {
  const path = q.replace(/^https?:\/\/[^/]+/i, "").replace(/[?#].*$/, "");
  const last = path.split("/").filter(Boolean).pop() ?? "";
  try {
    return decodeURIComponent(last).toLowerCase();
  } catch {
    return last.toLowerCase();
  }
}

/** Deleted products (ADR 206) by the title kept, an old code, alias or id, or an old address; one row per product. */
export async function searchRemoved(q: string, limit: number, executor: Executor): Promise<GroupRows> {
  const part = addressPart(q);
  const matching = and(
    sql`${removedProductUrls.productId} IS NOT NULL`,
    or(
      foldedPattern(sql`f_unaccent(lower(coalesce(${removedProductUrls.title}, '')))`, q),
      part ? sql`${removedProductUrls.value} LIKE ${Array.from(part).length >= 3 ? `%${escapeLike(part)}%` : `${escapeLike(part)}%`}` : undefined,
    ),
  );
  const rows = await executor
    .select({
      productId: sql<string>`${removedProductUrls.productId}`,
      title: sql<string | null>`max(${removedProductUrls.title})`,
      values: sql<string[]>`array_agg(${removedProductUrls.value} ORDER BY ${removedProductUrls.kind}, ${removedProductUrls.value})`,
      redirected: sql<boolean>`bool_or(${removedProductUrls.replacementProductId} IS NOT NULL)`,
      total: sql<number>`(count(*) OVER ())::int`,
    })
    .from(removedProductUrls)
    .where(sql`${removedProductUrls.productId} IN (SELECT ${removedProductUrls.productId} FROM ${removedProductUrls} WHERE ${matching})`)
    .groupBy(removedProductUrls.productId)
    .orderBy(desc(sql`max(${removedProductUrls.removedAt})`), asc(removedProductUrls.productId))
    .limit(limit);
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((r) => ({
      id: r.productId,
      title: r.title ?? r.productId,
      href: "/admin/produkty/usuniete",
      detail: r.values.filter((v) => v !== r.productId).join(", ") || null,
      marks: r.redirected ? ["redirected" as const] : [],
    })),
  };
}
