// Product code generator (spec: admin §4 Product code, §5 Code generation, §8 Code generator; ADR 026).
// CATEGORY-TYPE-NNN, sequence per (category, type) pair starting at 1, unique case-insensitively.
// Concurrency: the generating transaction locks the product_types row of the pair (SELECT … FOR
// UPDATE), so two editors generating for the same pair run one after the other and the second sees
// the first one's product_codes row. The unique indexes on product_codes are the last line of defence.
import { and, eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { productCategories, productCodes, productTypes } from "~/db/schema";
import { UserError } from "~/utils/action.server";
import { formatProductCode, MAX_CODE_SEQUENCE, typeNotFoundMessage } from "./product-code";

export const CHOOSE_CATEGORY_MESSAGE = "Wybierz kategorię przed generowaniem kodu";
export const generatedCodeMessage = (code: string) => `Wygenerowano kod: ${code}`;

/** `id`: the product_codes row, when the code was reserved. */
export type GeneratedCode = { code: string; categoryCode: string; typeCode: string; sequence: number; id?: string };

/**
 * Reserves the next free code for a category (by its 2-letter code) and a type code (the category's
 * default type when absent) and registers it in product_codes (productId null until a save uses it).
 * `reserve: false` only proposes it (the product form, ADR 124): the save registers the code it
 * keeps, so a form closed without saving uses up no number and leaves no second active record.
 */
export async function generateProductCode(
  input: { categoryCode: string | null | undefined; typeCode?: string | null; productId?: string | null },
  executor: Executor = db,
  options: { reserve: boolean } = { reserve: true },
): Promise<GeneratedCode> {
  const categoryCode = (input.categoryCode ?? "").trim().toUpperCase();
  if (!categoryCode) throw new UserError(CHOOSE_CATEGORY_MESSAGE, 400, { categoryCode: CHOOSE_CATEGORY_MESSAGE });
  return executor.transaction(async (tx) => {
    const [category] = await tx
      .select({ id: productCategories.id })
      .from(productCategories)
      .where(eq(productCategories.code, categoryCode));
    if (!category) throw new UserError(`Nieznana kategoria: ${categoryCode}`, 400, { categoryCode: `Nieznana kategoria: ${categoryCode}` });
    const wanted = input.typeCode?.trim().toUpperCase() || null;
    // The lock: one row per (category, type) pair, held until this transaction ends.
    const [type] = await tx
      .select({ code: productTypes.code })
      .from(productTypes)
      .where(
        and(
          eq(productTypes.categoryId, category.id),
          eq(productTypes.isActive, true),
          wanted ? eq(productTypes.code, wanted) : eq(productTypes.isDefault, true),
        ),
      )
      .orderBy(productTypes.code)
      .limit(1)
      .for("update");
    if (!type) {
      const message = wanted ? typeNotFoundMessage(wanted, categoryCode) : `Brak dostępnych typów dla kategorii: ${categoryCode}`;
      throw new UserError(message, 400, { productType: message });
    }
    // Next number after the pair's highest, skipping numbers a product already uses (imported or
    // typed-in codes that were never registered).
    const result = await tx.execute<{ sequence: number | null }>(sql`
      SELECT min(n)::int AS sequence
      FROM generate_series(
        coalesce((SELECT max(sequence_number) FROM product_codes WHERE category_code = ${categoryCode} AND type_code = ${type.code}), 0) + 1,
        ${MAX_CODE_SEQUENCE}) AS n
      WHERE NOT EXISTS (
        SELECT 1 FROM products
        WHERE lower(code) = lower(${categoryCode} || '-' || ${type.code} || '-' || lpad(n::text, 3, '0')))`);
    // Above the highest taken (a typed-in 999, say: review, session 27 found the pair blocked for good):
    // the lowest number never registered for the pair nor used by a product. A deleted product's number
    // stays registered, so it is still never handed out again.
    const sequence = result.rows[0]?.sequence ?? (await lowestNeverUsed(tx, categoryCode, type.code));
    if (!sequence) {
      const message = `Brak wolnych numerów dla ${categoryCode}-${type.code}`;
      throw new UserError(message, 409, { code: message });
    }
    const code = formatProductCode(categoryCode, type.code, sequence);
    if (!options.reserve) return { code, categoryCode, typeCode: type.code, sequence };
    const [row] = await tx
      .insert(productCodes)
      .values({ code, categoryCode, typeCode: type.code, sequenceNumber: sequence, productId: input.productId ?? null })
      .returning({ id: productCodes.id });
    return { code, categoryCode, typeCode: type.code, sequence, id: row!.id };
  });
}

/** The code a reservation made (ADR 220: what a form sent twice answers with); undefined once it is gone. */
export async function reservedCode(executor: Executor, id: string): Promise<GeneratedCode | undefined> {
  const [row] = await executor
    .select({ id: productCodes.id, code: productCodes.code, categoryCode: productCodes.categoryCode, typeCode: productCodes.typeCode, sequence: productCodes.sequenceNumber })
    .from(productCodes)
    .where(eq(productCodes.id, id));
  return row;
}

async function lowestNeverUsed(tx: Executor, categoryCode: string, typeCode: string): Promise<number | null> {
  const result = await tx.execute<{ sequence: number | null }>(sql`
    SELECT min(n)::int AS sequence FROM generate_series(1, ${MAX_CODE_SEQUENCE}) AS n
    WHERE NOT EXISTS (SELECT 1 FROM product_codes WHERE category_code = ${categoryCode} AND type_code = ${typeCode} AND sequence_number = n)
      AND NOT EXISTS (SELECT 1 FROM products WHERE lower(code) = lower(${categoryCode} || '-' || ${typeCode} || '-' || lpad(n::text, 3, '0')))`);
  return result.rows[0]?.sequence ?? null;
}
