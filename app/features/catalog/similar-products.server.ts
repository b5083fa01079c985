// ADR 181: products the one being typed into the form may duplicate — the same shop offer (by
// f_shop_link_key, drizzle/0048) or a similar title (pg_trgm over the stored folded title). Asked by
// the product form while the editor types; the save itself still says when a title repeats exactly.
import { and, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { productAffiliateLinks, products } from "~/db/schema";
import { isUuid } from "~/utils/uuid";

/** Titles at least this similar (pg_trgm similarity of the folded titles) are shown. */
export const TITLE_SIMILARITY = 0.5;
export const MIN_TITLE_LENGTH = 4;
const MAX_SHOWN = 5;
const MAX_LINKS = 10;

export type SimilarProduct = {
  id: string;
  title: string;
  code: string | null;
  /** Shops whose link is the same offer (platform keys); empty when only the title is similar. */
  sameLinkOn: string[];
  similarTitle: boolean;
};

export type SimilarQuery = { title: string; links: string[]; excludeId: string | null };

/** Reads the form's question from the URL: ?tytul=…&link=…(repeated)&bez=<product id>. */
export function similarQueryOf(url: URL): SimilarQuery {
  const exclude = url.searchParams.get("bez");
  return {
    title: (url.searchParams.get("tytul") ?? "").trim().slice(0, 200),
    links: url.searchParams
      .getAll("link")
      .map((link) => link.trim())
      .filter((link) => /^https?:\/\/\S+$/i.test(link) && link.length <= 2000)
      .slice(0, MAX_LINKS),
    excludeId: exclude && isUuid(exclude) ? exclude.toLowerCase() : null,
  };
}

/** Same-offer matches first, then by title similarity; at most five. */
export async function findSimilarProducts(query: SimilarQuery, executor: Executor = db): Promise<SimilarProduct[]> {
  const notSelf: SQL = query.excludeId ? ne(products.id, query.excludeId) : sql`true`;
  const byLink = query.links.length
    ? await executor
        .select({ id: products.id, title: products.title, code: products.code, platform: productAffiliateLinks.platform })
        .from(productAffiliateLinks)
        .innerJoin(products, eq(products.id, productAffiliateLinks.productId))
        .where(
          and(
            sql`f_shop_link_key(${productAffiliateLinks.url}) IN (SELECT f_shop_link_key(u) FROM unnest(${sql.param(query.links)}::text[]) AS u)`,
            notSelf,
          ),
        )
        .orderBy(products.title)
        .limit(MAX_SHOWN * 3)
    : [];
  const found = new Map<string, SimilarProduct>();
  for (const row of byLink) {
    const entry = found.get(row.id) ?? { id: row.id, title: row.title, code: row.code, sameLinkOn: [], similarTitle: false };
    entry.sameLinkOn.push(row.platform);
    found.set(row.id, entry);
  }
  if (query.title.length >= MIN_TITLE_LENGTH) {
    const folded = sql`f_unaccent(lower(${query.title}))`;
    const score = sql<number>`similarity(${products.titleFolded}, ${folded})`;
    // `%` lets the trigram index find candidates (pg_trgm's default limit, 0.3); the stricter limit filters.
    const byTitle = await executor
      .select({ id: products.id, title: products.title, code: products.code })
      .from(products)
      .where(and(sql`${products.titleFolded} % ${folded}`, sql`${score} >= ${TITLE_SIMILARITY}`, notSelf))
      .orderBy(desc(score), products.title)
      .limit(MAX_SHOWN);
    for (const row of byTitle) {
      const entry = found.get(row.id) ?? { ...row, sameLinkOn: [], similarTitle: false };
      entry.similarTitle = true;
      found.set(row.id, entry);
    }
  }
  return [...found.values()].sort((a, b) => Number(b.sameLinkOn.length > 0) - Number(a.sameLinkOn.length > 0)).slice(0, MAX_SHOWN);
}

/** Exported for tests: the key the database gives a shop address. */
export async function shopLinkKeys(urls: string[], executor: Executor = db): Promise<string[]> {
  if (urls.length === 0) return [];
  const rows = await executor.execute<{ key: string }>(sql`SELECT f_shop_link_key(u) AS key FROM unnest(${sql.param(urls)}::text[]) WITH ORDINALITY AS t(u, n) ORDER BY n`);
  return rows.rows.map((row) => row.key);
}
