// Export and import of the product-code records (issue #11 point 2; spec: admin §3 Product code
// record, §8 Code generator messages; ADR 042). The import checks every row first and writes only
// when none is bad, all in one transaction; the lookups and writes are set-based (JSON record sets),
// so 100k rows cost a handful of statements, not 100k round trips.
import { asc, eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { productCategories, productCodes, products, productTypes } from "~/db/schema";
import { invalidatePageCache } from "~/server/page-cache.server";
import { ALIAS_TAKEN_MESSAGE, CODE_TAKEN_MESSAGE } from "./admin-product-write.server";
import { writeCsv } from "./csv";
import { pacedChunks, parseYesNo, readTable, RowReport, type ImportResult } from "./csv-import";
import { codeFormatMessage, codeMismatch, isValidProductCode, parseProductCode, typeNotFoundMessage, urlAliasFor } from "./product-code";
import { categoryNotFoundMessage } from "./product-codes.server";
import { isUuid } from "~/utils/uuid";
import { recordActivity } from "~/features/activity/activity-log.server";
import { isDatabaseError } from "~/db/errors.server";

export const CODE_COLUMNS = ["kod", "kategoria", "typ", "numer", "id_produktu", "tytul_produktu", "alias_url", "utworzono", "aktywny"] as const;
const REQUIRED = ["kod"] as const;
export const CODE_PARSE_MESSAGE = "Błąd parsowania kodu";
export const CODE_IMPORT_ERROR = "Błąd importu kodów produktów";
export const productNotFoundMessage = (id: string) => `Nie znaleziono produktu o id ${id}`;
export const activeValueMessage = (v: string) => `Nieprawidłowa wartość w kolumnie aktywny: ${v}`;
export const duplicateCodeMessage = (code: string, line: number) => `Kod ${code} występuje w pliku więcej niż raz (wiersz ${line})`;
export const codeInUseMessage = (code: string) => `Kod ${code} jest obecnym kodem produktu: nadaj produktowi inny kod, zanim go wyłączysz`;
export const duplicateProductMessage = (line: number) => `Produkt ma w pliku więcej niż jeden aktywny kod (wiersz ${line})`;

export async function exportCodesCsv(executor: Executor = db): Promise<string> {
  const rows = await executor
    .select({
      code: productCodes.code,
      categoryCode: productCodes.categoryCode,
      typeCode: productCodes.typeCode,
      sequence: productCodes.sequenceNumber,
      productId: productCodes.productId,
      title: products.title,
      urlAlias: products.urlAlias,
      createdAt: productCodes.createdAt,
      isActive: productCodes.isActive,
    })
    .from(productCodes)
    .leftJoin(products, eq(products.id, productCodes.productId))
    .orderBy(asc(productCodes.code));
  return writeCsv([...CODE_COLUMNS], rows.map((r) => [r.code, r.categoryCode, r.typeCode, r.sequence, r.productId, r.title, r.urlAlias, r.createdAt, r.isActive]));
}

type Row = { line: number; code: string; categoryCode: string; typeCode: string; sequence: number; productId: string | null; active: boolean };

const jsonList = (values: string[]) => sql`(SELECT json_array_elements_text(${JSON.stringify(values)}::json))`;

/** Checks each row on its own (format, category, consistency of the columns, values). */
function readRows(text: string, categories: Map<string, Set<string>>, report: RowReport): Row[] | ImportResult {
  const read = readTable(text, REQUIRED);
  if (!read.ok) return read.result;
  const { records, get } = read.table;
  const rows: Row[] = [];
  const seenCode = new Map<string, number>();
  const seenProduct = new Map<string, number>();
  for (const record of records) {
    const line = record.line;
    const raw = get(record, "kod");
    const code = raw.toUpperCase();
    if (!isValidProductCode(code)) {
      report.add(line, codeFormatMessage(raw));
      continue;
    }
    const parsed = parseProductCode(code)!;
    const category = get(record, "kategoria").toUpperCase();
    const type = get(record, "typ").toUpperCase();
    const number = get(record, "numer");
    if ((category && category !== parsed.categoryCode) || (type && type !== parsed.typeCode) || (number && Number(number) !== parsed.sequence)) {
      report.add(line, CODE_PARSE_MESSAGE);
      continue;
    }
    const types = categories.get(parsed.categoryCode);
    if (!types) {
      report.add(line, categoryNotFoundMessage(parsed.categoryCode));
      continue;
    }
    // As the generator (spec admin §8); a code of a type that does not exist was imported and then kept
    // that type from being deleted once it was made (review, session 27).
    if (!types.has(parsed.typeCode)) {
      report.add(line, typeNotFoundMessage(parsed.typeCode, parsed.categoryCode));
      continue;
    }
    const productId = get(record, "id_produktu").toLowerCase() || null;
    if (productId && !isUuid(productId)) {
      report.add(line, productNotFoundMessage(productId));
      continue;
    }
    const activeText = get(record, "aktywny");
    const active = activeText === "" ? true : parseYesNo(activeText);
    if (active === null) {
      report.add(line, activeValueMessage(activeText));
      continue;
    }
    const firstCode = seenCode.get(code);
    if (firstCode !== undefined) {
      report.add(line, duplicateCodeMessage(code, firstCode));
      continue;
    }
    seenCode.set(code, line);
    if (productId && active) {
      const firstProduct = seenProduct.get(productId);
      if (firstProduct !== undefined) {
        report.add(line, duplicateProductMessage(firstProduct));
        continue;
      }
      seenProduct.set(productId, line);
    }
    rows.push({ line, code, categoryCode: parsed.categoryCode, typeCode: parsed.typeCode, sequence: parsed.sequence, productId, active });
  }
  return rows;
}

/**
 * Imports a codes CSV (as exported). Per row: a code not yet registered is added; a registered one
 * is updated when its product or active flag differ; an active row with a product id makes that the
 * product's code (its URL alias follows; ADR 040 keeps the old URLs). An empty product id leaves the
 * record's product as it is. Any bad row → nothing is written and every bad row is reported.
 */
export async function importCodesCsv(text: string, executor: Executor = db, actorId?: string | null): Promise<ImportResult> {
  try {
    const result = await executor.transaction(async (tx) => {
      const categories = new Map<string, Set<string>>();
      const pairs = await tx.select({ category: productCategories.code, type: productTypes.code }).from(productCategories).leftJoin(productTypes, eq(productTypes.categoryId, productCategories.id));
      for (const { category, type } of pairs) {
        const types = categories.get(category) ?? new Set<string>();
        if (type) types.add(type);
        categories.set(category, types);
      }
      const report = new RowReport();
      const rows = readRows(text, categories, report);
      if (!Array.isArray(rows)) return rows;
      const codes = rows.map((r) => r.code.toLowerCase());
      const existing = new Map(
        (await tx.select({ id: productCodes.id, code: productCodes.code, productId: productCodes.productId, isActive: productCodes.isActive }).from(productCodes).where(sql`lower(${productCodes.code}) IN ${jsonList(codes)}`)).map((r) => [r.code.toLowerCase(), r]),
      );
      const productIds = [...new Set([...rows.map((r) => r.productId), ...[...existing.values()].map((r) => r.productId)].filter((id): id is string => Boolean(id)))];
      const known = new Map(
        (
          await tx
            .select({ id: products.id, title: products.title, code: products.code, urlAlias: products.urlAlias, productType: products.productType, categoryCode: productCategories.code })
            .from(products)
            .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
            .where(sql`${products.id}::text IN ${jsonList(productIds)}`)
        ).map((p) => [p.id, p]),
      );
      const holders = new Map(
        (await tx.select({ id: products.id, code: products.code }).from(products).where(sql`lower(${products.code}) IN ${jsonList(codes)}`)).map((p) => [p.code!.toLowerCase(), p.id]),
      );
      const inserts: Row[] = [];
      const updates: { id: string; pid: string | null; act: boolean }[] = [];
      const moves: { line: number; pid: string; code: string; alias: string }[] = [];
      let unchanged = 0;
      const newCodeOf = new Map(rows.filter((r) => r.active && r.productId).map((r) => [r.productId!, r.code.toLowerCase()]));
      for (const row of rows) {
        const record = existing.get(row.code.toLowerCase());
        if (row.productId && !known.has(row.productId)) {
          report.add(row.line, productNotFoundMessage(row.productId));
          continue;
        }
        const owner = record?.productId && known.has(record.productId) ? record.productId : null;
        const holder = holders.get(row.code.toLowerCase());
        if (row.productId && ((owner && owner !== row.productId) || (holder && holder !== row.productId))) {
          report.add(row.line, CODE_TAKEN_MESSAGE);
          continue;
        }
        // A code a product still shows may not be switched off here, unless the file gives the product
        // another one: the list and the product would disagree, and its address would keep working
        // (review, session 27).
        const holderGetsAnother = holder !== undefined && (newCodeOf.get(holder) ?? row.code.toLowerCase()) !== row.code.toLowerCase();
        if (!row.active && holder && !holderGetsAnother) {
          report.add(row.line, codeInUseMessage(row.code));
          continue;
        }
        const product = row.productId ? known.get(row.productId)! : null;
        const mismatch = product && row.active && product.code !== row.code ? codeMismatch({ code: row.code, categoryCode: product.categoryCode, productType: product.productType }) : null;
        if (mismatch) {
          report.add(row.line, mismatch);
          continue;
        }
        const move = product && row.active && product.code !== row.code ? { line: row.line, pid: product.id, code: row.code, alias: urlAliasFor(row.code, product.title) } : null;
        if (move) moves.push(move);
        const pid = row.productId ?? record?.productId ?? null;
        if (!record) inserts.push(row);
        else if (record.productId !== pid || record.isActive !== row.active) updates.push({ id: record.id, pid, act: row.active });
        else if (!move) unchanged++;
      }
      if (moves.length) {
        // A moved code's new alias must not be another product's alias (products moving in this file excepted).
        const moving = new Set(moves.map((m) => m.pid));
        const aliasOwners = await tx.select({ id: products.id, alias: products.urlAlias }).from(products).where(sql`lower(${products.urlAlias}) IN ${jsonList(moves.map((m) => m.alias))}`);
        const owners = new Map(aliasOwners.map((a) => [a.alias!, a.id]));
        for (const m of moves) {
          const owner = owners.get(m.alias);
          if (owner && owner !== m.pid && !moving.has(owner)) report.add(m.line, ALIAS_TAKEN_MESSAGE);
        }
      }
      if (report.count > 0) return report.failure();
      for await (const part of pacedChunks(inserts)) {
        await tx.insert(productCodes).values(part.map((r) => ({ code: r.code, categoryCode: r.categoryCode, typeCode: r.typeCode, sequenceNumber: r.sequence, productId: r.productId, isActive: r.active })));
      }
      for await (const part of pacedChunks(updates)) {
        await tx.execute(sql`UPDATE product_codes AS c SET product_id = v.pid, is_active = v.act
          FROM json_to_recordset(${JSON.stringify(part)}::json) AS v(id uuid, pid uuid, act boolean) WHERE c.id = v.id`);
      }
      for await (const part of pacedChunks(moves)) {
        const json = JSON.stringify(part);
        await tx.execute(sql`UPDATE products AS p SET code = v.code, url_alias = v.alias, updated_at = clock_timestamp()
          FROM json_to_recordset(${json}::json) AS v(pid uuid, code text, alias text) WHERE p.id = v.pid`);
        await tx.execute(sql`UPDATE product_codes AS c SET is_active = false
          FROM json_to_recordset(${json}::json) AS v(pid uuid, code text) WHERE c.product_id = v.pid AND lower(c.code) <> lower(v.code)`);
      }
      const summary = { added: inserts.length, updated: rows.length - inserts.length - unchanged, unchanged };
      // ADR 160: one entry for the file.
      if (summary.added + summary.updated) await recordActivity(tx, actorId, { subject: "code", subjectId: null, label: "", action: "imported", details: { created: summary.added, updated: summary.updated } });
      return { ok: true as const, summary };
    });
    if (result.ok && result.summary.added + result.summary.updated > 0) await invalidatePageCache();
    return result;
  } catch (error) {
    // A conflict the checks could not see (codes swapped between products, a concurrent save).
    if (isDatabaseError(error, "23505", "23514")) return { ok: false, message: `${CODE_IMPORT_ERROR}: ${CODE_TAKEN_MESSAGE}`, errors: [], errorCount: 0 };
    throw error;
  }
}
