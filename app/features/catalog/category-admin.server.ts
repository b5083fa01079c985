// The "Kategorie" admin screen's reads (spec: admin §3 Category / Product type; ADR 132).
import { sql } from "drizzle-orm";
import { productCategories, products, productTypes } from "~/db/schema";
import { db, type Executor } from "~/db/client.server";

export type AdminTypeRow = {
  id: string;
  name: string;
  code: string;
  slug: string;
  isDefault: boolean;
  isActive: boolean;
  /** The row's version (ISO), sent back by its edit form (ADR 166). */
  updatedAt: string;
  productCount: number;
  /** Registered product codes built from this category and type (they lock the type's code). */
  codeCount: number;
};

export type AdminCategoryRow = {
  id: string;
  name: string;
  code: string;
  slug: string;
  icon: string;
  description: string;
  /** ADR 177: the list's own search-engine texts; "" = generated. */
  seoTitle: string;
  seoDescription: string;
  isActive: boolean;
  /** The row's version (ISO), sent back by its edit form (ADR 166). */
  updatedAt: string;
  productCount: number;
  /** Product codes built from this category's code (registered, or on a product): they lock the code. */
  codeCount: number;
  types: AdminTypeRow[];
};

const collator = new Intl.Collator("pl-PL");

/** Counts per category and type: one pass over products and one over the codes (not one per row). */
async function usage(executor: Executor) {
  const productRows = await executor
    .select({ categoryId: products.categoryId, type: products.productType, n: sql<number>`count(*)::int` })
    .from(products)
    .groupBy(products.categoryId, products.productType);
  // A code counts once whether it is registered in product_codes, set on a product, or both.
  const codeRows = await executor.execute<{ category: string; type: string; n: number }>(sql`
    SELECT left(code, 2) AS category, substr(code, 4, 2) AS type, count(*)::int AS n
    FROM (SELECT upper(code) AS code FROM product_codes UNION SELECT upper(code) FROM products WHERE code IS NOT NULL) AS codes
    GROUP BY 1, 2`);
  const key = (a: string | null, b: string | null) => `${a ?? ""} ${b ?? ""}`;
  const productsBy = new Map<string, number>();
  for (const r of productRows) {
    productsBy.set(key(r.categoryId, r.type), Number(r.n));
    productsBy.set(key(r.categoryId, null), (productsBy.get(key(r.categoryId, null)) ?? 0) + Number(r.n));
  }
  const codesBy = new Map<string, number>();
  for (const r of codeRows.rows) {
    codesBy.set(key(r.category, r.type), Number(r.n));
    codesBy.set(key(r.category, null), (codesBy.get(key(r.category, null)) ?? 0) + Number(r.n));
  }
  return {
    products: (categoryId: string, type: string | null = null) => productsBy.get(key(categoryId, type)) ?? 0,
    codes: (categoryCode: string, type: string | null = null) => codesBy.get(key(categoryCode, type)) ?? 0,
  };
}

/** Every category (active or not) with its types, product and code counts; by name in Polish order. */
export async function listCategoryTree(executor: Executor = db): Promise<AdminCategoryRow[]> {
  const [categories, types, counts] = await Promise.all([
    executor.select().from(productCategories),
    executor.select().from(productTypes),
    usage(executor),
  ]);
  const codeOf = new Map(categories.map((c) => [c.id, c.code]));
  const typesOf = new Map<string, AdminTypeRow[]>();
  for (const t of types) {
    const list = typesOf.get(t.categoryId) ?? [];
    const categoryCode = codeOf.get(t.categoryId) ?? "";
    list.push({
      id: t.id, name: t.name, code: t.code, slug: t.slug, isDefault: t.isDefault, isActive: t.isActive, updatedAt: t.updatedAt.toISOString(),
      productCount: counts.products(t.categoryId, t.code),
      codeCount: counts.codes(categoryCode, t.code),
    });
    typesOf.set(t.categoryId, list);
  }
  return categories
    .map((c) => ({
      id: c.id, name: c.name, code: c.code, slug: c.slug, icon: c.icon, description: c.description, seoTitle: c.seoTitle ?? "", seoDescription: c.seoDescription ?? "", isActive: c.isActive, updatedAt: c.updatedAt.toISOString(),
      productCount: counts.products(c.id),
      codeCount: counts.codes(c.code),
      // The default type first, then by name.
      types: (typesOf.get(c.id) ?? []).sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || collator.compare(a.name, b.name)),
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
