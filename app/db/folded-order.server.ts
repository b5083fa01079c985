import { asc, sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * ADR 219: a list of names in the order a Polish reader looks for them: letter case and diacritics aside
 * (f_unaccent(lower(…)), the folding the searches use), then the name itself so that names which fold
 * alike keep one order. A plain ORDER BY name is byte order on PGlite and on a C-collation PostgreSQL,
 * where „Łazienka” and „Środki czystości” came after „Zabawki”.
 */
export function byFoldedName(column: AnyColumn): SQL[] {
  return [asc(sql`f_unaccent(lower(${column}))`), asc(column)];
}
