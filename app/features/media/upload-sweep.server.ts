// ADR 180: images that saved content no longer shows (removed from a product, the product deleted, a
// post's image replaced) are deleted 30 days after the daily sweep first found them unused. ADR 027's
// hourly cleanup handles the other case, uploads never saved at all.
import { sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { logger } from "~/utils/logger.server";
import { variantKeys } from "./image-variants.server";
import { storage } from "./storage.server";
import { CLEANED_FOLDERS } from "./uploads.server";

export const UNUSED_GRACE_MS = 30 * 24 * 60 * 60 * 1000;
const BATCH = 200;

/**
 * Uploads are compared by file name (`{stem}-{ms}-{hex}.webp`, unique by its time and random part), not
 * by full URL, so a reference through another public prefix (local, S3, a changed CDN address) or
 * through a 320/640 px copy (`.w640.webp`) still counts as a use. Any name ending in .webp counts: the
 * pattern is loose on purpose, a false "used" only keeps a file, a false "unused" would delete one.
 */
const FILE_IN_TEXT = "/([^/\"'\\s()\\\\?#]+?)(?:\\.w[0-9]+)?\\.webp";

// Every file a product image, a post (any column: featured image, body, collection items), a post
// revision (restorable) or a legal document's version (markdown renders images; a published version is
// a record that must keep them — review, session 34) mentions, and a deleted product's snapshot while it
// is kept (ADR 209: its restore brings the images back; the hourly jobs delete it after 30 days).
const usedFiles = sql`
  SELECT reverse(split_part(reverse(url), '/', 1)) AS file FROM product_images
  UNION
  SELECT reverse(split_part(reverse(i->>'url'), '/', 1)) FROM deleted_product_snapshots s, jsonb_array_elements(s.data->'images') AS i
  UNION
  SELECT m[1] || '.webp' FROM blog_posts p, regexp_matches(p::text, ${FILE_IN_TEXT}, 'g') AS m
  UNION
  SELECT m[1] || '.webp' FROM blog_post_revisions r, regexp_matches(r.snapshot::text, ${FILE_IN_TEXT}, 'g') AS m
  UNION
  SELECT m[1] || '.webp' FROM legal_document_versions d, regexp_matches(d.body, ${FILE_IN_TEXT}, 'g') AS m`;

const swept = sql`attached_at IS NOT NULL AND folder IN ${sql.raw(`(${CLEANED_FOLDERS.map((f) => `'${f}'`).join(", ")})`)}`;
const isUsed = sql`EXISTS (SELECT 1 FROM used WHERE used.file = split_part(uploads.key, '/', 2))`;

export type SweepOutcome = { markedUnused: number; usedAgain: number; removed: number };

/**
 * One statement, so one snapshot of the content and one pass over it (about 0.5 s for 150k product
 * images on PGlite, once a day): uploads newly unused get `unused_since`, uploads used again lose it,
 * and those unused for `graceMs` are deleted (the three sets are disjoint). Rows go first, then files:
 * a file left behind by a failed delete is only wasted space, a row without its file would be a
 * broken image offered as valid. A product save re-attaching an image clears `unused_since` under a
 * row lock (markUploadsAttached), which the delete re-checks.
 */
export async function sweepUnusedUploads(graceMs = UNUSED_GRACE_MS, executor: Executor = db): Promise<SweepOutcome> {
  const cutoff = new Date(Date.now() - graceMs).toISOString();
  const [result] = (
    await executor.execute<{ marked: number; cleared: number; deleted: string[] | null }>(sql`
      WITH used AS (${usedFiles}),
      marked AS (
        UPDATE uploads SET unused_since = now()
        WHERE ${swept} AND unused_since IS NULL AND NOT ${isUsed} RETURNING 1),
      cleared AS (
        UPDATE uploads SET unused_since = NULL
        WHERE ${swept} AND unused_since IS NOT NULL AND ${isUsed} RETURNING 1),
      deleted AS (
        DELETE FROM uploads WHERE id IN (
          SELECT id FROM uploads WHERE ${swept} AND unused_since < ${cutoff} ORDER BY unused_since LIMIT ${BATCH})
        AND unused_since < ${cutoff} AND NOT ${isUsed}
        RETURNING key)
      SELECT (SELECT count(*) FROM marked)::int AS marked, (SELECT count(*) FROM cleared)::int AS cleared,
        (SELECT array_agg(key) FROM deleted) AS deleted`)
  ).rows;
  const deleted = result?.deleted ?? [];
  const store = storage();
  for (const key of deleted) {
    for (const stored of [key, ...variantKeys(key)]) {
      await store.delete(stored).catch((error: unknown) => logger.warn({ err: error, key: stored }, "upload sweep: could not remove a file"));
    }
  }
  const outcome = { markedUnused: result?.marked ?? 0, usedAgain: result?.cleared ?? 0, removed: deleted.length };
  if (outcome.markedUnused || outcome.removed) logger.info(outcome, "Obrazy nieużywane przez treści: przegląd");
  return outcome;
}
