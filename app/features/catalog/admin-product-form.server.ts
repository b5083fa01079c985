// Data the admin product form needs (spec: admin §2 Product form, §7 get_product_complete).
import { asc, eq, or } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { amountText } from "~/utils/amount";
import { productAffiliateLinks, productCategories, productImages, products, productSocialLinks, productTags, productTypes } from "~/db/schema";
import { isUuid } from "~/utils/uuid";
import { byFoldedName } from "~/db/folded-order.server";

export type CategoryChoice = { code: string; name: string; types: { code: string; name: string }[] };

export type ProductFormValues = {
  id: string;
  updatedAt: string;
  title: string;
  description: string;
  categoryCode: string;
  productType: string;
  tags: string[];
  images: string[];
  /** ADR 127: the description (alt text) of each image, same order; "" = none. */
  imageAlts: string[];
  priceOriginal: string;
  priceDiscounted: string;
  priceCurrency: string;
  links: Record<string, string>;
  isVerified: boolean;
  isTrending: boolean;
  isScam?: boolean; // issue #15 point 1
  isHidden?: boolean; // ADR 157
  code: string;
  urlAlias: string;
  /** ADR 177: the page's own search-engine texts; "" = generated. */
  seoTitle?: string;
  seoDescription?: string;
};

/**
 * Active categories (by name) with their active types: the form filters types by the chosen category.
 * `keep`: the edited product's own category and type stay choosable when disabled (ADR 132), so editing
 * a product of a disabled category does not silently move it.
 */
export async function loadCategoryChoices(executor: Executor = db, keep: { categoryCode?: string | null; typeCode?: string | null } = {}): Promise<CategoryChoice[]> {
  const kept = keep.categoryCode ?? "";
  const rows = await executor
    .select({ categoryCode: productCategories.code, categoryName: productCategories.name, typeCode: productTypes.code, typeName: productTypes.name, typeActive: productTypes.isActive })
    .from(productCategories)
    .leftJoin(productTypes, eq(productTypes.categoryId, productCategories.id))
    .where(or(eq(productCategories.isActive, true), eq(productCategories.code, kept)))
    .orderBy(...byFoldedName(productCategories.name), ...byFoldedName(productTypes.name));
  const byCode = new Map<string, CategoryChoice>();
  for (const row of rows) {
    const choice = byCode.get(row.categoryCode) ?? { code: row.categoryCode, name: row.categoryName, types: [] };
    byCode.set(row.categoryCode, choice);
    const keptType = row.categoryCode === kept && row.typeCode === keep.typeCode;
    if (row.typeCode && row.typeName && (row.typeActive || keptType)) choice.types.push({ code: row.typeCode, name: row.typeName });
  }
  return [...byCode.values()];
}

// Polish text, as the list shows prices and as the fields take them (ADR 119): "1299,99".
const price = amountText;

/** The stored product as form values, or null when it does not exist. */
/**
 * Owner review (session 32): "Utwórz kopię" — a new product's form filled from another product. The
 * code and the URL alias stay empty (they are the original's), the title says it is a copy, and the
 * copy is hidden until the editor shows it (a half-edited twin never goes public by accident). Its own
 * SEO texts stay empty too (ADR 177): a copy is another product, and two pages with one title compete.
 */
export async function productCopyValues(sourceId: string, executor: Executor = db): Promise<{ values: Omit<ProductFormValues, "id" | "updatedAt">; sourceTitle: string } | null> {
  const source = isUuid(sourceId) ? await loadProductFormValues(sourceId.toLowerCase(), executor) : null;
  if (!source) return null;
  const { id: _id, updatedAt: _u, ...values } = source;
  return { sourceTitle: source.title, values: { ...values, title: `${source.title} (kopia)`.slice(0, 200), code: "", urlAlias: "", isHidden: true, seoTitle: "", seoDescription: "" } };
}

export async function loadProductFormValues(id: string, executor: Executor = db): Promise<ProductFormValues | null> {
  const [product] = await executor
    .select({ p: products, categoryCode: productCategories.code })
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(eq(products.id, id));
  if (!product) return null;
  const [tags, images, affiliate, social] = await Promise.all([
    executor.select({ tag: productTags.tag }).from(productTags).where(eq(productTags.productId, id)).orderBy(asc(productTags.position), asc(productTags.tag)),
    executor.select({ url: productImages.url, alt: productImages.alt }).from(productImages).where(eq(productImages.productId, id)).orderBy(asc(productImages.position)),
    executor.select().from(productAffiliateLinks).where(eq(productAffiliateLinks.productId, id)),
    executor.select().from(productSocialLinks).where(eq(productSocialLinks.productId, id)),
  ]);
  const p = product.p;
  return {
    id: p.id,
    updatedAt: p.updatedAt.toISOString(),
    title: p.title,
    description: p.description,
    categoryCode: product.categoryCode ?? "",
    productType: p.productType ?? "",
    tags: tags.map((t) => t.tag),
    images: images.map((i) => i.url),
    imageAlts: images.map((i) => i.alt),
    priceOriginal: price(p.priceOriginal),
    priceDiscounted: price(p.priceDiscounted),
    priceCurrency: p.priceCurrency,
    links: Object.fromEntries([
      ...affiliate.map((l) => [`affiliate:${l.platform}`, l.url]),
      // Issue #13: the shop's offer price beside its link.
      ...affiliate.filter((l) => l.price != null).map((l) => [`price:${l.platform}`, price(l.price)]),
      ...social.map((l) => [`social:${l.platform}`, l.url]),
    ]),
    isVerified: p.isVerified,
    isTrending: p.isTrending,
    isScam: p.isScam,
    isHidden: p.isHidden,
    code: p.code ?? "",
    urlAlias: p.urlAlias ?? "",
    seoTitle: p.seoTitle ?? "",
    seoDescription: p.seoDescription ?? "",
  };
}
