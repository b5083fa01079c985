// ADR 209: a deleted product's snapshot (written by the BEFORE DELETE trigger of migration 0069, next to
// ADR 174's) — what it owned, kept 30 days so "Usunięte produkty" can bring it back; then the hourly
// jobs delete it. The rows are kept as the database spells them (to_jsonb: snake_case columns).
import { inArray, sql } from "drizzle-orm";
import { getTableColumns, type Table } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { deletedProductSnapshots } from "~/db/schema";

/** How long a deleted product can be restored (and its snapshot, with its images, is kept). */
export const RESTORE_DAYS = 30;
const PRUNE_BATCH = 500;

type Row = Record<string, unknown>;

/** The trigger's jsonb_build_object (drizzle/0069_deleted_product_snapshots.sql). */
export type SnapshotData = {
  product: Row & { id: string; title: string; code: string | null; url_alias: string | null; category_id: string | null; product_type: string | null };
  category: { id: string; name: string } | null;
  type: { code: string; name: string } | null;
  tags: Row[];
  images: (Row & { url: string })[];
  affiliateLinks: Row[];
  socialLinks: Row[];
  formerAddresses: (Row & { kind: "code" | "alias"; old_value: string })[];
  codes: (Row & { id: string; code: string })[];
  prices: Row[];
};

/** Whether a snapshot deleted at `deletedAt` can still be restored (it may wait up to an hour for the prune). */
export const restorableSql = sql`${deletedProductSnapshots.deletedAt} > now() - make_interval(days => ${RESTORE_DAYS})`;

/** Days left to restore each of these deleted products (whole days, rounded up); absent: no snapshot or expired. */
export async function restoreDaysLeft(productIds: string[], executor: Executor = db): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await executor
    .select({
      productId: deletedProductSnapshots.productId,
      days: sql<number>`ceil(extract(epoch FROM (${deletedProductSnapshots.deletedAt} + make_interval(days => ${RESTORE_DAYS}) - now())) / 86400)::int`,
    })
    .from(deletedProductSnapshots)
    .where(sql`${inArray(deletedProductSnapshots.productId, productIds)} AND ${restorableSql}`);
  return new Map(rows.map((r) => [r.productId, Math.max(1, r.days)]));
}

/** The hourly job: snapshots older than RESTORE_DAYS go, in batches (one short transaction each). */
export async function pruneDeletedProductSnapshots(executor: Executor = db): Promise<number> {
  let total = 0;
  for (;;) {
    const gone = await executor.execute<{ product_id: string }>(sql`
      DELETE FROM ${deletedProductSnapshots} WHERE product_id IN (
        SELECT product_id FROM ${deletedProductSnapshots}
        WHERE deleted_at <= now() - make_interval(days => ${RESTORE_DAYS}) ORDER BY deleted_at LIMIT ${PRUNE_BATCH})
      RETURNING product_id`);
    total += gone.rows.length;
    if (gone.rows.length < PRUNE_BATCH) return total;
  }
}

/** A table's writable columns (generated ones left out), as the database names them. */
export function writableColumns(table: Table): string[] {
  return Object.values(getTableColumns(table))
    .filter((column) => !column.generated)
    .map((column) => column.name);
}

/**
 * Inserts snapshot rows back into `table`, reading each column from its snake_case key with the column's
 * own type (jsonb_populate_recordset). A column the snapshot lacks (added since the deletion) is left to its
 * default; one the table no longer has is ignored.
 */
export async function insertSnapshotRows(tx: Executor, table: Table, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = writableColumns(table).filter((name) => name in rows[0]!);
  const list = sql.join(
    columns.map((name) => sql.identifier(name)),
    sql`, `,
  );
  await tx.execute(sql`INSERT INTO ${table} (${list}) SELECT ${list} FROM jsonb_populate_recordset(NULL::${table}, ${JSON.stringify(rows)}::jsonb)`);
}
