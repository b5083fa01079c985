// ADR 171: renaming, merging and removing a tag on every product at once (the Tagi screen). Each is one
// transaction: the tag operations queue behind one advisory lock (two editors cannot both turn "a"
// and "c" into a new "b" unwarned), the products concerned are locked in id order as the product form
// and the CSV import lock them, the dialog's product count is checked like a version, and the change
// log gets one entry. products.tags_text follows by its triggers (ADR 122); the products' updated_at
// moves, so an open product form or an older CSV export cannot put the old tag back (ADR 044, 166).
// After commit the page cache empties, and with it the suggestion and full-text caches (ADR 066, 153).
import { sql, type SQL } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { recordActivity } from "~/features/activity/activity-log.server";
import { invalidatePageCache } from "~/server/page-cache.server";
import { UserError } from "~/utils/action.server";
import { TAG_SAME_NAME, type MergeQuestion, type TagRemoveInput, type TagRenameInput } from "./tag-admin";
import { TAG_MESSAGES } from "./tag-messages";
import { isDatabaseError } from "~/db/errors.server";

export type RenameOutcome =
  | { outcome: "renamed" | "merged"; from: string; to: string; products: number }
  | { outcome: "merge-needed"; question: MergeQuestion };

const TAGS_LOCK = sql`SELECT pg_advisory_xact_lock(hashtext('product-tags:admin'))`;

/** Runs a tag operation in one transaction; a lost race is a 409 in Polish, never a 500. */
export async function tagWrite<T extends { changed: boolean }>(work: (tx: Executor) => Promise<T>, executor: Executor): Promise<T> {
  let result: T;
  try {
    result = await executor.transaction(async (tx) => {
      await tx.execute(TAGS_LOCK);
      return work(tx);
    });
  } catch (error) {
    if (isConcurrencyConflict(error)) throw new UserError(TAG_MESSAGES.conflict, 409);
    throw error;
  }
  if (result.changed) await invalidatePageCache();
  return result;
}

/** A unique violation, a deadlock or a serialization failure, at any depth of the error's causes. */
function isConcurrencyConflict(error: unknown): boolean {
  return isDatabaseError(error, "23505", "40P01", "40001");
}

/** Locks the products that have a row `rows` selects (product_tags as t), in id order (deadlock-free beside the product form). */
async function lockProducts(tx: Executor, rows: SQL): Promise<void> {
  await tx.execute(sql`SELECT p.id FROM products p WHERE p.id IN (SELECT t.product_id FROM product_tags t WHERE ${rows}) ORDER BY p.id FOR UPDATE OF p`);
}

/** The dialog's count against the tag's count now: gone (404) or moved by someone else (409). */
async function assertShownCount(tx: Executor, tag: string, shown: number): Promise<number> {
  const result = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM product_tags WHERE tag = ${tag}`);
  const now = Number(result.rows[0]?.n ?? 0);
  if (now === 0) throw new UserError(TAG_MESSAGES.gone(tag), 404);
  if (now !== shown) throw new UserError(TAG_MESSAGES.countChanged(tag, now), 409);
  return now;
}

/** Other spellings of `name` ("Słuchawki" for "słuchawki") than `tag`: the most used one and their products. */
async function otherSpellings(tx: Executor, name: string, tag: string): Promise<{ existing: string; products: number } | null> {
  const result = await tx.execute<{ existing: string | null; products: number }>(sql`
    SELECT (SELECT t.tag FROM product_tags t WHERE lower(t.tag) = lower(${name}) AND t.tag <> ${tag}
              GROUP BY t.tag ORDER BY count(*) DESC, t.tag LIMIT 1) AS existing,
           (SELECT count(DISTINCT t.product_id)::int FROM product_tags t WHERE lower(t.tag) = lower(${name}) AND t.tag <> ${tag}) AS products`);
  const row = result.rows[0];
  return row?.existing ? { existing: row.existing, products: Number(row.products) } : null;
}

/** Moves the products' version (ADR 044): a form or export made before the change is then stale. */
export async function touchProducts(tx: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const list = JSON.stringify([...new Set(ids)]);
  await tx.execute(sql`UPDATE products SET updated_at = clock_timestamp() WHERE id IN (SELECT v::uuid FROM jsonb_array_elements_text(${list}::jsonb) AS v)`);
}

/**
 * Renames `input.tag` to `input.name` on every product. When the new name already exists (in any
 * case), the rename is a merge: it is answered with the question (nothing changed) until the form
 * sends `merge` = the new name; then every spelling of it and the old tag become the new name, and a
 * product that had both keeps one row (the one it listed first).
 */
export async function renameTag(input: TagRenameInput, actorId?: string | null, executor: Executor = db): Promise<RenameOutcome> {
  const { tag, name } = input;
  if (name === tag) throw new UserError(TAG_SAME_NAME, 400, { name: TAG_SAME_NAME });
  const done = await tagWrite(async (tx) => {
    const concerned = sql`t.tag = ${tag} OR lower(t.tag) = lower(${name})`;
    await lockProducts(tx, concerned);
    await assertShownCount(tx, tag, input.count);
    const other = await otherSpellings(tx, name, tag);
    if (other && input.merge !== name) {
      const question: MergeQuestion = { intent: "rename", tag, into: name, ...other };
      return { changed: false, answer: { outcome: "merge-needed" as const, question } };
    }
    const dropped = await tx.execute<{ product_id: string }>(sql`
      WITH ranked AS (
        SELECT t.product_id, t.tag, row_number() OVER (PARTITION BY t.product_id ORDER BY t.position, t.tag) AS n
        FROM product_tags t WHERE ${concerned})
      DELETE FROM product_tags d USING ranked r
      WHERE d.product_id = r.product_id AND d.tag = r.tag AND r.n > 1
      RETURNING d.product_id`);
    const renamed = await tx.execute<{ product_id: string }>(
      sql`UPDATE product_tags t SET tag = ${name} WHERE (${concerned}) AND t.tag <> ${name} RETURNING t.product_id`,
    );
    await touchProducts(tx, [...dropped.rows, ...renamed.rows].map((r) => r.product_id));
    const counted = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM product_tags WHERE tag = ${name}`);
    const products = Number(counted.rows[0]?.n ?? 0);
    const outcome = other ? ("merged" as const) : ("renamed" as const);
    await recordActivity(tx, actorId, { subject: "tag", subjectId: null, label: tag, action: outcome, details: { newName: name, products } });
    return { changed: true, answer: { outcome, from: tag, to: name, products } };
  }, executor);
  return done.answer;
}

/** Removes `input.tag` from every product (after the dialog's count is checked); returns how many lost it. */
export async function removeTag(input: TagRemoveInput, actorId?: string | null, executor: Executor = db): Promise<{ tag: string; products: number }> {
  const { tag } = input;
  const done = await tagWrite(async (tx) => {
    await lockProducts(tx, sql`t.tag = ${tag}`);
    await assertShownCount(tx, tag, input.count);
    const removed = await tx.execute<{ product_id: string }>(sql`DELETE FROM product_tags WHERE tag = ${tag} RETURNING product_id`);
    const ids = removed.rows.map((r) => r.product_id);
    await touchProducts(tx, ids);
    await recordActivity(tx, actorId, { subject: "tag", subjectId: null, label: tag, action: "deleted", details: { products: ids.length } });
    return { changed: true, products: ids.length };
  }, executor);
  return { tag, products: done.products };
}
