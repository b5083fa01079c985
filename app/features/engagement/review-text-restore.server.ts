// ADR 197 addendum (session 39): a moderator undoes a correction ("Popraw treść" only takes words out)
// when it was a mistake or the author's appeal is upheld — the review gets back the text the record
// keeps and the "corrected by a moderator" mark it had before. Only while nothing has touched the
// review since that correction: the review's `updated_at` still equals the record's `moderated_at`
// (both are the correction's transaction time). An author's edit or delete, or a later correction,
// makes it 409: the record's text would overwrite words written, or a decision taken, after it.
import { sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { recordActivity } from "~/features/activity/activity-log.server";
import { reviewTextRestoredEmail } from "~/features/mail/moderation-templates";
import { dropTaggedPages } from "~/server/page-cache.server";
import { productPageTag } from "~/server/page-cache-tags.server";
import { UserError } from "~/utils/action.server";
import { lockRecordToRestore, tellAuthorOfRestore } from "./review-restore.server";

/** msg.admin.247–251: the answers of "Przywróć pierwotną treść". */
export const TEXT_RESTORE_MESSAGES = {
  restored: "Przywrócono pierwotną treść opinii; autor dostanie wiadomość.",
  already: "Pierwotną treść tej opinii już przywrócono.",
  changedSince:
    "Opinia zmieniła się po tej poprawce (autor ją zmienił lub usunął albo moderator poprawił ją ponownie). Pierwotnej treści nie przywrócono.",
  onlyCorrected: "Pierwotną treść można przywrócić tylko w poprawionej opinii; usuniętą opinię przywraca przycisk „Przywróć opinię”.",
  error: "Nie udało się przywrócić pierwotnej treści opinii. Spróbuj ponownie.",
} as const;

/**
 * Puts back the text a correction took words out of. 400 malformed id or a removal's record, 404 no
 * such record in the window, 409 restored before or the review changed since the correction. The
 * caller has checked review:moderate.
 */
export async function restoreCorrectedText(moderatorId: string, recordId: string, executor: Executor = db): Promise<{ reviewId: string; productId: string }> {
  const outcome = await executor.transaction(async (tx) => {
    // Then the review itself, below (FOR UPDATE OF r).
    const record = await lockRecordToRestore(tx, recordId, "corrected", { wrongAction: TEXT_RESTORE_MESSAGES.onlyCorrected, already: TEXT_RESTORE_MESSAGES.already });
    // Compared and copied in SQL: a JS Date would drop the microseconds of now().
    const review = await tx.execute<{ untouched: boolean }>(sql`
      SELECT r.updated_at = m.moderated_at AS untouched FROM product_reviews r, review_moderation_records m
      WHERE m.id = ${recordId} AND r.id = m.review_id AND r.user_id = m.author_id AND r.product_id = m.product_id FOR UPDATE OF r`);
    if (!review.rows[0]?.untouched) throw new UserError(TEXT_RESTORE_MESSAGES.changedSince, 409);
    await tx.execute(sql`
      UPDATE product_reviews r SET comment = m.comment, moderated_at = m.moderated_at_before, updated_at = now()
      FROM review_moderation_records m WHERE m.id = ${recordId} AND r.id = m.review_id`);
    // ADR 199: the product page changed (the sitemap's lastmod).
    await tx.execute(sql`UPDATE product_stats SET reviews_changed_at = now() WHERE product_id = ${record.product_id}`);
    await tx.execute(sql`UPDATE review_moderation_records SET restored_at = now(), restored_by = ${moderatorId} WHERE id = ${recordId}`);
    await recordActivity(tx, moderatorId, { subject: "review", subjectId: record.review_id, label: record.product_title, action: "restored", details: { authorId: record.author_id, originalText: true } });
    return record;
  });
  if (executor === db) {
    // Only the text changed (no rating): the product's own pages, not every card (ADR 112).
    await dropTaggedPages(productPageTag(outcome.product_id));
    await tellAuthorOfRestore(outcome.author_id, { productId: outcome.product_id, title: outcome.product_title }, reviewTextRestoredEmail);
  }
  return { reviewId: outcome.review_id, productId: outcome.product_id };
}
