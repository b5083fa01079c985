// Products CSV (issue #11 point 3; ADR 042): export of the filtered admin list, and an import that
// creates or updates products by id or code with the per-row report and the all-or-nothing rule of
// the codes import. A column missing from the file leaves that field of existing products alone.
// Tags are one per line inside their cell (a tag may contain a comma, never a line break).
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { productCategories, products, productStats, productTags, productTypes } from "~/db/schema";
import { invalidatePageCache } from "~/server/page-cache.server";
import { notifyPriceDrops } from "./price-alerts-send.server";
import { ALIAS_TAKEN_MESSAGE, categoryClosedMessage, CODE_TAKEN_MESSAGE, typeClosedMessage } from "./admin-product-write.server";
import { adminProductConditions, listOrder, withAdminSearch, type AdminProductFilters } from "./admin-product-list.server";
import { writeCsv } from "./csv";
import { pacedChunks, readTable, RowReport, type ImportResult } from "./csv-import";
import { categoryNotFoundMessage } from "./product-codes.server";
import { duplicateCodeMessage } from "./product-codes-csv.server";
import { codeMismatch, typeNotFoundMessage } from "./product-code";
import { REQUIRED_FIELDS_MESSAGE } from "./product-form-schema";
import {
  changedSinceExportMessage, checkProductRow, checkShopColumns, PRODUCT_COLUMNS, PRODUCT_REQUIRED, priceText, productNotFound, shopPriceWithoutLinkMessage, type ProductColumn, type ProductRow, type ShopOffers,
} from "./products-csv-rows";
import { sameOffers, storedOffers, withStoredLinks, writeShopOffers, type StoredOffers } from "./products-csv-shops.server";
import { AFFILIATE_PLATFORMS } from "./product-form-schema";
import { recordActivity } from "~/features/activity/activity-log.server";
import type { ProductField } from "~/features/activity/activity-types";
import { isUniqueViolation } from "~/db/errors.server";

export const EXPORT_MAX_PRODUCTS = 200_000;
export const duplicateProductInFile = (line: number) => `Produkt występuje w pliku więcej niż raz (wiersz ${line})`;
export const duplicateAliasInFile = (alias: string, line: number) => `Alias URL ${alias} występuje w pliku więcej niż raz (wiersz ${line})`;

const tagsOf = sql<string>`coalesce((SELECT string_agg(t.tag, E'\n' ORDER BY t.position, t.tag) FROM ${productTags} t WHERE t.product_id = ${products.id}), '')`;

const current = {
  id: products.id,
  code: products.code,
  title: products.title,
  description: products.description,
  categoryCode: productCategories.code,
  productType: products.productType,
  priceOriginal: products.priceOriginal,
  priceDiscounted: products.priceDiscounted,
  priceCurrency: products.priceCurrency,
  isVerified: products.isVerified,
  isTrending: products.isTrending,
  isHidden: products.isHidden,
  urlAlias: products.urlAlias,
  seoTitle: products.seoTitle,
  seoDescription: products.seoDescription,
  tags: tagsOf,
  offers: storedOffers,
  updatedAt: products.updatedAt,
};

export async function exportProductsCsv(filters: Pick<AdminProductFilters, "q" | "categoryId" | "sort">): Promise<string> {
  const conditions = adminProductConditions(filters);
  const rows = await withAdminSearch(conditions, (executor) =>
    executor
      .select(current)
      .from(products)
      .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
      .leftJoin(productStats, eq(productStats.productId, products.id))
      .where(conditions.where)
      .orderBy(...listOrder(conditions, filters.sort))
      .limit(EXPORT_MAX_PRODUCTS),
  );
  return writeCsv(
    [...PRODUCT_COLUMNS],
    rows.map((r) => [
      r.id, r.code, r.title, r.description, r.categoryCode, r.productType, priceText(r.priceOriginal), priceText(r.priceDiscounted), r.priceCurrency, r.isVerified, r.isTrending, r.isHidden, r.urlAlias, r.seoTitle, r.seoDescription, r.tags,
      ...AFFILIATE_PLATFORMS.flatMap((shop) => [r.offers[shop]?.url ?? "", priceText(r.offers[shop]?.price ?? null)]),
      r.updatedAt.toISOString(),
    ]),
  );
}

type Category = { id: string | null; name: string; isActive: boolean; types: Set<string>; closedTypes: Map<string, string> };
const NO_CATEGORY: Category = { id: null, name: "", isActive: true, types: new Set(), closedTypes: new Map() };

type Existing = Omit<ProductRow, "tags" | "categoryCode" | "id"> & { id: string; categoryCode: string | null; tags: string; offers: StoredOffers; updatedAt: Date };
const FIELD_OF: Partial<Record<ProductColumn, keyof ProductRow>> = {
  kod: "code", typ: "productType", cena_oryginalna: "priceOriginal", cena_promocyjna: "priceDiscounted", waluta: "priceCurrency",
  zweryfikowany: "isVerified", trending: "isTrending", ukryty: "isHidden", alias_url: "urlAlias",
  seo_tytul: "seoTitle", seo_opis: "seoDescription", // ADR 177: an old file without them keeps them
};
const jsonList = (values: string[]) => sql`(SELECT json_array_elements_text(${JSON.stringify(values)}::json))`;
/** The product fields a row changes, by the change log's names and in its order (ADR 160). */
function changedFields(row: ProductRow, old: Existing): ProductField[] {
  const differs: [ProductField, boolean][] = [
    ["title", row.title !== old.title],
    ["description", row.description !== old.description],
    ["category", row.categoryCode !== (old.categoryCode ?? "")],
    ["type", row.productType !== old.productType],
    ["price", row.priceOriginal !== old.priceOriginal || row.priceDiscounted !== old.priceDiscounted],
    ["currency", row.priceCurrency !== old.priceCurrency],
    ["verified", row.isVerified !== old.isVerified],
    ["trending", row.isTrending !== old.isTrending],
    ["hidden", row.isHidden !== old.isHidden],
    ["code", row.code !== old.code],
    ["alias", row.urlAlias !== old.urlAlias],
    ["tags", row.tags.join("\n") !== old.tags],
    ["seoTitle", row.seoTitle !== old.seoTitle],
    ["seoDescription", row.seoDescription !== old.seoDescription],
  ];
  return differs.filter(([, changed]) => changed).map(([field]) => field);
}

/** Up to this many updated products get an entry of their own in the change log; a larger file only its summary. */
const IMPORT_ENTRIES_LIMIT = 200;

type Planned = { line: number; row: ProductRow; id: string; isNew: boolean; fields: ProductField[]; tagsChanged: boolean; codeChanged: boolean; offers: ShopOffers; offersChanged: boolean };

export async function importProductsCsv(text: string, executor: Executor = db, actorId?: string | null): Promise<ImportResult> {
  const read = readTable(text, PRODUCT_REQUIRED);
  if (!read.ok) return read.result;
  const { records, get, has } = { ...read.table, has: (c: string) => read.table.columns.has(c) };
  const report = new RowReport();
  const checked: { line: number; row: ProductRow; offers: ShopOffers }[] = [];
  for (const record of records) {
    const result = checkProductRow((column) => get(record, column), { partial: Boolean(get(record, "id")) });
    if (!result.ok) { report.add(record.line, result.message); continue; }
    const shops = checkShopColumns((column) => get(record, column), has, result.row.priceCurrency);
    if (shops.ok) checked.push({ line: record.line, row: result.row, offers: shops.offers });
    else report.add(record.line, shops.message);
  }
  let updatedIds: string[] = [];
  try {
    const outcome = await executor.transaction(async (tx) => {
      const categories = new Map<string, Category>();
      const listed = await tx
        .select({ id: productCategories.id, code: productCategories.code, name: productCategories.name, active: productCategories.isActive, type: productTypes.code, typeName: productTypes.name, typeActive: productTypes.isActive })
        .from(productCategories)
        .leftJoin(productTypes, eq(productTypes.categoryId, productCategories.id));
      for (const c of listed) {
        const entry = categories.get(c.code) ?? { id: c.id, name: c.name, isActive: c.active, types: new Set<string>(), closedTypes: new Map<string, string>() };
        if (c.type) entry.types.add(c.type);
        if (c.type && !c.typeActive) entry.closedTypes.set(c.type, c.typeName ?? c.type);
        categories.set(c.code, entry);
      }
      const ids = checked.map((c) => c.row.id).filter((v): v is string => Boolean(v));
      const codes = checked.map((c) => c.row.code?.toLowerCase()).filter((v): v is string => Boolean(v));
      const aliases = checked.map((c) => c.row.urlAlias).filter((v): v is string => Boolean(v));
      const found: Existing[] = await tx
        .select(current)
        .from(products)
        .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
        .where(sql`${products.id}::text IN ${jsonList(ids)} OR lower(${products.code}) IN ${jsonList(codes)} OR lower(${products.urlAlias}) IN ${jsonList(aliases)}`)
        // Locked (in id order, so two imports wait for each other rather than deadlock): a product
        // saved meanwhile cannot slip between the version check below and the write (ADR 166).
        .orderBy(products.id)
        .for("update", { of: products });
      const byId = new Map(found.map((p) => [p.id, p]));
      const byCode = new Map(found.filter((p) => p.code).map((p) => [p.code!.toLowerCase(), p]));
      const byAlias = new Map(found.filter((p) => p.urlAlias).map((p) => [p.urlAlias!.toLowerCase(), p]));
      const records = await tx.execute<{ code: string; product_id: string | null; owner: string | null }>(sql`
        SELECT lower(c.code) AS code, c.product_id, p.id AS owner FROM product_codes c LEFT JOIN products p ON p.id = c.product_id
        WHERE lower(c.code) IN ${jsonList(codes)}`);
      const codeOwner = new Map(records.rows.map((r) => [r.code, r.owner]));
      const seen = { product: new Map<string, number>(), code: new Map<string, number>(), alias: new Map<string, number>() };
      const plan: Planned[] = [];
      let unchanged = 0;
      for (const { line, row: parsed, offers } of checked) {
        const target = parsed.id ? byId.get(parsed.id) : parsed.code ? byCode.get(parsed.code.toLowerCase()) : undefined;
        if (parsed.id && !target) { report.add(line, productNotFound(parsed.id)); continue; }
        // Columns the file does not have keep the product's values (a new product gets the defaults).
        const row: ProductRow = { ...parsed };
        if (target) for (const [column, field] of Object.entries(FIELD_OF)) if (!has(column)) (row as Record<string, unknown>)[field] = target[field as keyof Existing];
        if (target && !has("tagi")) row.tags = target.tags ? target.tags.split("\n") : [];
        row.isHidden ??= target?.isHidden ?? false; // ADR 157: a blank 'ukryty' keeps what is stored
        // The alias follows a changed code (admin §4) unless the file gives one.
        if (target && !has("alias_url") && row.code !== target.code) row.urlAlias = parsed.urlAlias;
        if ((!row.description && row.description !== target?.description) || (!row.categoryCode && target?.categoryCode)) { report.add(line, REQUIRED_FIELDS_MESSAGE); continue; }
        const category = row.categoryCode ? categories.get(row.categoryCode) : NO_CATEGORY;
        if (!category) { report.add(line, categoryNotFoundMessage(row.categoryCode)); continue; }
        if (row.productType && !category.types.has(row.productType)) { report.add(line, typeNotFoundMessage(row.productType, row.categoryCode)); continue; }
        // As the form (ADR 132, session 32): a switched-off category or type takes no new products, nor moved ones.
        const sameCategory = target != null && (target.categoryCode ?? "") === row.categoryCode;
        if (!category.isActive && !sameCategory) { report.add(line, categoryClosedMessage(category.name)); continue; }
        const closedType = row.productType ? category.closedTypes.get(row.productType) : undefined;
        if (closedType && !(sameCategory && target?.productType === row.productType)) { report.add(line, typeClosedMessage(closedType)); continue; }
        const mismatch = codeMismatch(row);
        if (mismatch) { report.add(line, mismatch); continue; }
        const id = target?.id ?? randomUUID();
        const firstTime = (kind: keyof typeof seen, key: string | null, refusal: (first: number) => string) => {
          if (!key) return true;
          const first = kind === "product" && !target ? undefined : seen[kind].get(key);
          if (first !== undefined) { report.add(line, refusal(first)); return false; }
          seen[kind].set(key, line);
          return true;
        };
        if (
          !firstTime("product", id, duplicateProductInFile) ||
          !firstTime("code", row.code?.toLowerCase() ?? null, (first) => duplicateCodeMessage(row.code!, first)) ||
          !firstTime("alias", row.urlAlias, (first) => duplicateAliasInFile(row.urlAlias!, first))
        ) continue;
        const code = row.code?.toLowerCase();
        const holder = code ? byCode.get(code) : undefined;
        const owner = code ? codeOwner.get(code) : null;
        if ((holder && holder.id !== id) || (owner && owner !== id)) { report.add(line, CODE_TAKEN_MESSAGE); continue; }
        const aliasHolder = row.urlAlias ? byAlias.get(row.urlAlias) : undefined;
        if (aliasHolder && aliasHolder.id !== id) { report.add(line, ALIAS_TAKEN_MESSAGE); continue; }
        const linked = withStoredLinks(offers, target?.offers ?? null);
        if (!linked.ok) { report.add(line, shopPriceWithoutLinkMessage(linked.shop)); continue; }
        const offersChanged = target ? !sameOffers(linked.offers, target.offers, row.priceCurrency) : Object.values(linked.offers).some(Boolean);
        const fields = target ? [...changedFields(row, target), ...(offersChanged ? (["shops"] as const) : [])] : [];
        if (target && fields.length === 0) { unchanged++; continue; }
        // ADR 166: a row exported before the product's last change would silently undo that change.
        if (target && row.exportedVersion != null && target.updatedAt.getTime() > row.exportedVersion) { report.add(line, changedSinceExportMessage(target.updatedAt.toISOString())); continue; }
        plan.push({ line, row, id, isNew: !target, fields, tagsChanged: !target || row.tags.join("\n") !== target.tags, codeChanged: (target?.code ?? null) !== row.code, offers: linked.offers, offersChanged });
      }
      if (report.count > 0) return report.failure();
      await writePlan(tx, plan, categories);
      updatedIds = plan.filter((p) => !p.isNew).map((p) => p.id);
      const added = plan.filter((p) => p.isNew).length;
      // ADR 160: one entry for the whole file (its counts); and (session 32, an owner found a product's
      // "Ostatnie zmiany" empty after an import changed its price) one per updated product, what
      // changed, as long as the file is not a whole-catalogue update.
      const updated = plan.filter((p) => !p.isNew);
      if (updated.length <= IMPORT_ENTRIES_LIMIT) {
        await recordActivity(tx, actorId, ...updated.map((p) => ({ subject: "product", subjectId: p.id, label: p.row.title, action: "updated", details: { fields: p.fields, imported: true } }) as const));
      }
      if (plan.length) await recordActivity(tx, actorId, { subject: "product", subjectId: null, label: "", action: "imported", details: { created: added, updated: plan.length - added } });
      return { ok: true as const, summary: { added, updated: plan.length - added, unchanged } };
    });
    if (outcome.ok && outcome.summary.added + outcome.summary.updated > 0) await invalidatePageCache();
    if (outcome.ok) await notifyPriceDrops(updatedIds, executor); // issue #13 point 2 (ADR 078), never fails the import
    return outcome;
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, message: `Nie zaimportowano niczego: ${CODE_TAKEN_MESSAGE} lub ${ALIAS_TAKEN_MESSAGE.toLowerCase()}.`, errors: [], errorCount: 0 };
    throw error;
  }
}

async function writePlan(tx: Executor, plan: Planned[], categories: Map<string, { id: string | null }>) {
  const values = (p: Planned) => ({
    id: p.id, title: p.row.title, description: p.row.description, categoryId: categories.get(p.row.categoryCode)?.id ?? null, productType: p.row.productType,
    priceOriginal: p.row.priceOriginal, priceDiscounted: p.row.priceDiscounted, priceCurrency: p.row.priceCurrency,
    isVerified: p.row.isVerified, isTrending: p.row.isTrending, isHidden: p.row.isHidden ?? false, code: p.row.code, urlAlias: p.row.urlAlias,
    seoTitle: p.row.seoTitle, seoDescription: p.row.seoDescription,
  });
  for await (const part of pacedChunks(plan.filter((p) => p.isNew), 200)) {
    await tx.insert(products).values(part.map(values));
    await tx.insert(productStats).values(part.map((p) => ({ productId: p.id })));
  }
  for await (const part of pacedChunks(plan.filter((p) => !p.isNew), 500)) {
    await tx.execute(sql`UPDATE products AS p SET title = v."title", description = v."description", category_id = v."categoryId", product_type = v."productType",
        price_original = v."priceOriginal", price_discounted = v."priceDiscounted", price_currency = v."priceCurrency", is_verified = v."isVerified",
        is_trending = v."isTrending", is_hidden = v."isHidden", code = v."code", url_alias = v."urlAlias",
        seo_title = v."seoTitle", seo_description = v."seoDescription", updated_at = clock_timestamp()
      FROM json_to_recordset(${JSON.stringify(part.map(values))}::json) AS v("id" uuid, "title" text, "description" text, "categoryId" uuid, "productType" text,
        "priceOriginal" numeric, "priceDiscounted" numeric, "priceCurrency" text, "isVerified" boolean, "isTrending" boolean, "isHidden" boolean, "code" text, "urlAlias" text, "seoTitle" text, "seoDescription" text)
      WHERE p.id = v."id"`);
  }
  const retagged = plan.filter((p) => p.tagsChanged);
  for await (const part of pacedChunks(retagged, 1000)) {
    await tx.execute(sql`DELETE FROM product_tags WHERE product_id::text IN ${jsonList(part.map((p) => p.id))}`);
    const tags = part.flatMap((p) => p.row.tags.map((tag, position) => ({ productId: p.id, tag, position })));
    for await (const t of pacedChunks(tags, 2000)) await tx.insert(productTags).values(t);
  }
  await writeShopOffers(tx, plan.filter((p) => p.offersChanged).map((p) => ({ id: p.id, currency: p.row.priceCurrency, offers: p.offers })));
  // The code records follow (admin §3): the new code is the product's active record, the old ones inactive.
  for await (const part of pacedChunks(plan.filter((p) => p.codeChanged), 1000)) {
    const json = JSON.stringify(part.map((p) => ({ pid: p.id, code: p.row.code })));
    await tx.execute(sql`UPDATE product_codes AS c SET is_active = false FROM json_to_recordset(${json}::json) AS v(pid uuid, code text)
      WHERE c.product_id = v.pid AND (v.code IS NULL OR lower(c.code) <> lower(v.code))`);
    await tx.execute(sql`INSERT INTO product_codes (code, category_code, type_code, sequence_number, product_id)
      SELECT v.code, split_part(v.code, '-', 1), split_part(v.code, '-', 2), split_part(v.code, '-', 3)::int, v.pid
      FROM json_to_recordset(${json}::json) AS v(pid uuid, code text) WHERE v.code IS NOT NULL
      ON CONFLICT ((lower(code))) DO UPDATE SET product_id = EXCLUDED.product_id, is_active = true`);
  }
}
