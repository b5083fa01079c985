// ADR 207: the bulk bar's "Dodaj tag" and "Usuń tag" for the ticked products (or all matching, ADR 161).
// The typed tag is read by the product form's rule (tag-rules.ts: one line, at most 40 characters, one
// spelling per product regardless of case, at most 30 tags); adding takes the catalogue's spelling of
// it when one exists. One transaction behind the Tagi screen's lock (tagWrite, ADR 171): the products
// locked in id order, their version moved, one change log entry per product changed; tags_text follows
// by its triggers (ADR 122) and the page cache empties after commit.
import { sql } from "drizzle-orm";
import { type Executor } from "~/db/client.server";
import { productTags } from "~/db/schema";
import { recordActivity, type ActivityRecord } from "~/features/activity/activity-log.server";
import { UserError } from "~/utils/action.server";
import { BULK_TAG_MESSAGES, tagAddedSummary, type TagOperation } from "./product-bulk";
import { cleanTag, MAX_TAGS, normalizeTag, TAG_NAME_REQUIRED, TAG_TOO_LONG_MESSAGE, tagFits } from "./tag-rules";
import { tagWrite, touchProducts } from "./tag-write.server";

/** The bar's tag field, read as the product form reads a tag; empty or too long is a 400 on the field. */
export function readBulkTag(raw: unknown): string {
  const text = typeof raw === "string" ? raw : "";
  if (cleanTag(text) === "") throw new UserError(TAG_NAME_REQUIRED, 400, { tag: TAG_NAME_REQUIRED });
  if (!tagFits(text)) throw new UserError(TAG_TOO_LONG_MESSAGE, 400, { tag: TAG_TOO_LONG_MESSAGE });
  return normalizeTag(text);
}

type ProductTagState = { id: string; title: string; tags: string; count: number; has: boolean; next: number };

const idList = (ids: string[]) => sql`(SELECT v::uuid FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) AS v)`;

/** The ticked products (locked, in id order) with their tags as the change log writes them ("a|b"). */
async function tagStates(tx: Executor, ids: string[], tag: string): Promise<ProductTagState[]> {
  await tx.execute(sql`SELECT p.id FROM products p WHERE p.id IN ${idList(ids)} ORDER BY p.id FOR UPDATE OF p`);
  const result = await tx.execute<{ id: string; title: string; tags: string; count: number; has: boolean; next: number }>(sql`
    SELECT p.id, p.title,
           coalesce(string_agg(t.tag, '|' ORDER BY t.position, t.tag), '') AS tags,
           count(t.tag)::int AS count,
           coalesce(bool_or(lower(t.tag) = lower(${tag})), false) AS has,
           coalesce(max(t.position) + 1, 0)::int AS next
    FROM products p LEFT JOIN product_tags t ON t.product_id = p.id
    WHERE p.id IN ${idList(ids)}
    GROUP BY p.id, p.title
    ORDER BY p.id`);
  return result.rows.map((r) => ({ ...r, count: Number(r.count), next: Number(r.next), has: r.has === true || String(r.has) === "t" }));
}

/** The catalogue's spelling of `tag` (any case), the most used one; the typed one when it is new. */
async function catalogueSpelling(tx: Executor, tag: string): Promise<string> {
  const result = await tx.execute<{ tag: string }>(
    sql`SELECT t.tag FROM product_tags t WHERE lower(t.tag) = lower(${tag}) GROUP BY t.tag ORDER BY count(*) DESC, t.tag LIMIT 1`,
  );
  return result.rows[0]?.tag ?? tag;
}

function tagsEntry(product: ProductTagState, after: string): ActivityRecord {
  return {
    subject: "product",
    subjectId: product.id,
    label: product.title,
    action: "updated",
    details: { fields: ["tags"], values: { tags: { before: product.tags, after } } },
  };
}

/**
 * Adds or removes `rawTag` on the products `ids` (already checked: 1–BULK_MAX uuids). Returns the
 * answer's message and how many of the ids were found (0: all gone, the caller's 404).
 */
export async function bulkEditTags(
  input: { ids: string[]; operation: TagOperation; tag: unknown },
  executor: Executor,
  actorId?: string | null,
): Promise<{ found: number; message: string }> {
  const typed = readBulkTag(input.tag);
  return tagWrite(async (tx) => {
    const states = await tagStates(tx, input.ids, typed);
    if (input.operation === "tag-add") {
      const tag = await catalogueSpelling(tx, typed);
      const had = states.filter((p) => p.has);
      const full = states.filter((p) => !p.has && p.count >= MAX_TAGS);
      const adding = states.filter((p) => !p.has && p.count < MAX_TAGS);
      if (adding.length) await tx.insert(productTags).values(adding.map((p) => ({ productId: p.id, tag, position: p.next })));
      await touchProducts(tx, adding.map((p) => p.id));
      await recordActivity(tx, actorId, ...adding.map((p) => tagsEntry(p, p.tags ? `${p.tags}|${tag}` : tag)));
      const message = tagAddedSummary(tag, { added: adding.length, had: had.length, full: full.length });
      return { changed: adding.length > 0, found: states.length, message };
    }
    const holding = states.filter((p) => p.has);
    if (holding.length) {
      await tx.execute(sql`DELETE FROM product_tags WHERE product_id IN ${idList(holding.map((p) => p.id))} AND lower(tag) = lower(${typed})`);
    }
    await touchProducts(tx, holding.map((p) => p.id));
    const lower = typed.toLowerCase();
    const remaining = (p: ProductTagState) => p.tags.split("|").filter((t) => t.toLowerCase() !== lower).join("|");
    await recordActivity(tx, actorId, ...holding.map((p) => tagsEntry(p, remaining(p))));
    const message = holding.length ? BULK_TAG_MESSAGES.removed(typed, holding.length) : BULK_TAG_MESSAGES.nothingToRemove(typed);
    return { changed: holding.length > 0, found: states.length, message };
  }, executor);
}
