// ADR 040: a product's former code or URL alias answers 301 to its current URL (issue #11 "Edit").
// product_url_redirects is filled by a trigger on products, so every path that changes a code or
// alias (the form, the codes section, an import) leaves its old URLs working.
import { and, eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { categoryFormerNames, productCategories, products, productUrlRedirects, removedProductUrls } from "~/db/schema";
import { shownToPublic } from "./visibility.server";
import { productPath } from "./links";

/**
 * A former address's 301 is kept an hour by browsers and proxies, not for ever (a 301's default): the
 * code, alias or category name may be taken again later, and a kept redirect would then loop.
 */
export const FORMER_ADDRESS_CACHE = "public, max-age=3600";

/**
 * Where an unknown /produkty/{alias} or /{codeOrAlias} now lives, or null. A former alias keeps its
 * URL shape (/produkty/{alias} → /produkty/{new alias}; /{alias} → /{new alias}); a former code goes
 * to /{new code}. Without the new value the product's id URL is used.
 */
export async function findProductRedirect(
  params: { urlAlias?: string; codeOrAlias?: string },
  executor: Executor = db,
  { withHidden = false } = {}, // ADR 157: an editor's preview follows a hidden product's former URLs too
): Promise<string | null> {
  const value = (params.urlAlias ?? params.codeOrAlias ?? "").trim().toLowerCase();
  if (!value || value.length > 200) return null;
  const kinds = params.urlAlias ? ["alias"] : ["code", "alias"];
  const rows = await executor
    .select({ kind: productUrlRedirects.kind, id: products.id, code: products.code, urlAlias: products.urlAlias })
    .from(productUrlRedirects)
    .innerJoin(products, and(eq(products.id, productUrlRedirects.productId), withHidden ? undefined : shownToPublic)) // ADR 157
    .where(and(eq(productUrlRedirects.oldValue, value), sql`${productUrlRedirects.kind} IN ${kinds}`));
  const row = rows.find((r) => r.kind === "code") ?? rows[0];
  if (!row) return null;
  if (row.kind === "code") return row.code ? `/${row.code}` : row.urlAlias ? `/produkty/${row.urlAlias}` : `/produkt/${row.id}`;
  if (!row.urlAlias) return row.code ? `/${row.code}` : `/produkt/${row.id}`;
  return params.urlAlias ? `/produkty/${row.urlAlias}` : `/${row.urlAlias}`;
}

/**
 * ADR 174: what a deleted product's old address answers with — 410 and its category, if any is left;
 * ADR 206: or a 301 to `replacement` (the canonical URL of the product an editor sent it on to, while shown).
 */
export type RemovedProduct = { removed: true; category: string | null; replacement: string | null };

/**
 * Whether an address that found no product belonged to a deleted one (its id, code, alias, or a former
 * code or alias). Asked only after the live lookup and the 301s missed: a live product always wins.
 */
export async function findRemovedProduct(params: { id?: string; urlAlias?: string; codeOrAlias?: string }, executor: Executor = db): Promise<RemovedProduct | null> {
  const value = (params.id ?? params.urlAlias ?? params.codeOrAlias ?? "").trim().toLowerCase();
  if (!value || value.length > 200) return null;
  const kinds = params.id ? ["id"] : params.urlAlias ? ["alias"] : ["code", "alias"];
  const [row] = await executor
    .select({ category: productCategories.name, active: productCategories.isActive, replacement: products.id })
    .from(removedProductUrls)
    .leftJoin(productCategories, eq(productCategories.id, removedProductUrls.categoryId))
    // ADR 206: a hidden replacement is as good as none (today's 410), and a deleted one is cleared by its FK.
    .leftJoin(products, and(eq(products.id, removedProductUrls.replacementProductId), shownToPublic))
    .where(and(eq(removedProductUrls.value, value), sql`${removedProductUrls.kind} IN ${kinds}`))
    .limit(1);
  if (!row) return null;
  return { removed: true, category: row.active ? row.category : null, replacement: row.replacement ? productPath(row.replacement) : null };
}

/**
 * ADR 176: the current name of the category an unknown `category` value used to name (its former
 * name or address), or null — also when that category is switched off (its list would be empty).
 */
export async function findCategoryRedirect(value: string, executor: Executor = db): Promise<string | null> {
  const wanted = value.trim().toLowerCase();
  if (!wanted || wanted.length > 200) return null;
  const [row] = await executor
    .select({ name: productCategories.name })
    .from(categoryFormerNames)
    .innerJoin(productCategories, and(eq(productCategories.id, categoryFormerNames.categoryId), eq(productCategories.isActive, true)))
    .where(eq(categoryFormerNames.value, wanted))
    .limit(1);
  return row?.name ?? null;
}
