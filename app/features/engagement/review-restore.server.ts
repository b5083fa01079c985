// ADR 197: a moderator undoes a removal within the appeal window — the review comes back as it was
// (its id, rating, text, date and a moderator's correction mark; its votes and reports are gone with the removal), the product's
// stats are recomputed in the same transaction, the change log says so, the page cache is dropped
// and the author is told. One review per person and product still holds.
import { sql } from "drizzle-orm";
import { config } from "~/config.server";
import { db, type Executor } from "~/db/client.server";
import { isDatabaseError } from "~/db/errors.server";
import { recordActivity } from "~/features/activity/activity-log.server";
import { productPath } from "~/features/catalog/links";
import { queueMail } from "~/features/mail/mailer.server";
import { reviewRestoredEmail } from "~/features/mail/moderation-templates";
import { invalidatePageCache } from "~/server/page-cache.server";
import { UserError } from "~/utils/action.server";
import { logger } from "~/utils/logger.server";
import { isUuid } from "~/utils/uuid";
import { lockProduct } from "./product-lock.server";
import { reviewAuthor } from "./review-notices.server";
import { MODERATED_REVIEW_RETENTION_MONTHS } from "~/features/content/legal/retention";
import { recomputeRatingStats } from "./reviews.server";

/** msg.admin.238–244: the restore's answers. */
export const RESTORE_MESSAGES = {
  restored: "Przywrócono opinię; autor dostanie wiadomość.",
  badRecord: "Nieprawidłowy zapis opinii. Odśwież stronę i spróbuj ponownie.",
  gone: "Nie ma już zapisu tej opinii: minęło 6 miesięcy od decyzji albo konto autora lub produkt usunięto.",
  already: "Ta opinia została już przywrócona.",
  onlyRemoved: "Przywrócić można tylko usuniętą opinię; poprawiona opinia jest na stronie.",
  authorWroteAnother: "Autor napisał w międzyczasie inną opinię o tym produkcie, a jedna osoba może mieć tylko jedną opinię o produkcie. Opinii nie przywrócono.",
  error: "Nie udało się przywrócić opinii. Spróbuj ponownie.",
} as const;

type KeptRow = { review_id: string; action: string; product_id: string; product_title: string; author_id: string; rating: number; comment: string; review_created_at: string | Date; restored_at: string | Date | null; current: boolean };

/**
 * Both restores' first step (a removal's and, ADR 197 addendum, a correction's): the record in its
 * window, locked after its product (every review write locks the product first, ADR 063), of the
 * `action` the caller undoes and not restored yet. 400 malformed id or another action, 404 gone, 409 done.
 */
export async function lockRecordToRestore(
  tx: Executor,
  recordId: string,
  action: "removed" | "corrected",
  messages: { wrongAction: string; already: string },
): Promise<KeptRow> {
  if (!isUuid(recordId)) throw new UserError(RESTORE_MESSAGES.badRecord, 400);
  const read = (lock: boolean) =>
    tx.execute<KeptRow>(sql`
      SELECT review_id, action, product_id, product_title, author_id, rating, comment, review_created_at, restored_at,
        moderated_at >= now() - make_interval(months => ${MODERATED_REVIEW_RETENTION_MONTHS}) AS current
      FROM review_moderation_records WHERE id = ${recordId}${lock ? sql` FOR UPDATE` : sql``}`);
  const found = (await read(false)).rows[0];
  if (!found?.current) throw new UserError(RESTORE_MESSAGES.gone, 404);
  await lockProduct(tx, found.product_id);
  const record = (await read(true)).rows[0];
  if (!record?.current) throw new UserError(RESTORE_MESSAGES.gone, 404);
  if (record.action !== action) throw new UserError(messages.wrongAction, 400);
  if (record.restored_at) throw new UserError(messages.already, 409);
  return record;
}

/**
 * Restores the removed review the record `recordId` keeps. 400 malformed id or a corrected review, 404
 * no such record in the window (purged, or the author's account or the product deleted), 409 restored
 * before, or the author has a review of that product again. The caller has checked review:moderate.
 */
export async function restoreRemovedReview(moderatorId: string, recordId: string, executor: Executor = db): Promise<{ reviewId: string; productId: string }> {
  const outcome = await executor.transaction(async (tx) => {
    const record = await lockRecordToRestore(tx, recordId, "removed", { wrongAction: RESTORE_MESSAGES.onlyRemoved, already: RESTORE_MESSAGES.already });
    const inserted = await tx
      .execute(sql`
        INSERT INTO product_reviews (id, product_id, user_id, rating, comment, created_at, updated_at, moderated_at)
        VALUES (${record.review_id}, ${record.product_id}, ${record.author_id}, ${record.rating}, ${record.comment}, ${new Date(record.review_created_at)}, now(),
          (SELECT moderated_at_before FROM review_moderation_records WHERE id = ${recordId}))`)
      .catch((error: unknown) => {
        // The unique (product, user) index: the author wrote another review of the product since.
        if (isDatabaseError(error, "23505")) throw new UserError(RESTORE_MESSAGES.authorWroteAnother, 409);
        throw error;
      });
    void inserted;
    await tx.execute(sql`UPDATE review_moderation_records SET restored_at = now(), restored_by = ${moderatorId} WHERE id = ${recordId}`);
    await recomputeRatingStats(tx, record.product_id);
    await recordActivity(tx, moderatorId, { subject: "review", subjectId: record.review_id, label: record.product_title, action: "restored", details: { authorId: record.author_id } });
    return record;
  });
  if (executor === db) {
    await invalidatePageCache();
    await tellAuthorOfRestore(outcome.author_id, { productId: outcome.product_id, title: outcome.product_title });
  }
  return { reviewId: outcome.review_id, productId: outcome.product_id };
}

/** Mails the author that their review is back (`email`: the removal's or, ADR 197 addendum, the correction's). */
export async function tellAuthorOfRestore(
  authorId: string,
  product: { productId: string; title: string },
  email: typeof reviewRestoredEmail = reviewRestoredEmail,
): Promise<void> {
  try {
    const author = await reviewAuthor(authorId);
    if (!author) return;
    queueMail(email(author, product.title, `${config().appUrl}${productPath(product.productId)}#opinie`));
  } catch (error) {
    logger.warn({ err: error }, "Nie udało się powiadomić autora o przywróceniu opinii");
  }
}
