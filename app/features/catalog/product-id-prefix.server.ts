import { sql, type AnyColumn, type SQL } from "drizzle-orm";

// The admin lists show a product id's first 8 characters (the full id in its title): typing those,
// or more of the id, finds the row.
const ID_PREFIX = /^[0-9a-f]{8}(-[0-9a-f-]{0,28})?$/i;

/** `column` (a product id) starts with `q`, when `q` looks like the start of an id; else undefined. */
export function productIdPrefix(column: AnyColumn, q: string): SQL | undefined {
  return ID_PREFIX.test(q) ? sql`${column}::text LIKE ${`${q.toLowerCase()}%`}` : undefined;
}
