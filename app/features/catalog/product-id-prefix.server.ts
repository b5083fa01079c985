import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { products } from "~/db/schema";
import { isUuid } from "~/utils/uuid";

// The admin lists show a product id's first 8 characters (the full id in its title): typing those,
// or more of the id, finds the row.
const ID_PREFIX = /^[0-9a-f]{8}(-[0-9a-f-]{0,28})?$/i;

/** `column` (a product id) starts with `q`, when `q` looks like the start of an id; else undefined. */
export function productIdPrefix(column: AnyColumn, q: string): SQL | undefined {
  return ID_PREFIX.test(q) ? sql`${column}::text LIKE ${`${q.toLowerCase()}%`}` : undefined;
}

/**
 * A product id as typed in a form: the full id, or the start of one as the lists show it (review,
 * session 31: the codes list's short id pasted into the generator was "not found"). The full id when
 * exactly one product starts so; `null` when none does, `"ambiguous"` when several do.
 */
export async function resolveProductId(executor: Executor, typed: string): Promise<string | null | "ambiguous"> {
  const q = typed.trim().toLowerCase();
  if (isUuid(q)) return q;
  const prefix = productIdPrefix(products.id, q);
  if (!prefix) return null;
  const found = await executor.select({ id: products.id }).from(products).where(prefix).limit(2);
  return found.length === 1 ? found[0]!.id : found.length ? "ambiguous" : null;
}
