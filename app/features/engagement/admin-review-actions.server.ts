// ADR 126/161/162: the writes of the moderators' review list (/admin/opinie; the route has checked
// review:moderate). Deleting goes through the one deleteReview of ADR 063, never a second delete;
// keeping a reported review closes its reports (review-reports.server).
import { z } from "zod";
import { db } from "~/db/client.server";
import { can } from "~/features/access/permissions";
import type { SessionUser } from "~/features/access/session.server";
import { invalid, ok, parseForm, runAction, UserError } from "~/utils/action.server";
import { plural } from "~/utils/format";
import { REPORT_ADMIN_MESSAGES } from "./review-report-texts";
import { tellAuthorsOfRemovals, type RemovedReview } from "./review-notices.server";
import { keepReportedReview } from "./review-reports.server";
import { redactReview } from "./review-redaction.server";
import { restoreRemovedReview, RESTORE_MESSAGES } from "./review-restore.server";
import { restoreCorrectedText, TEXT_RESTORE_MESSAGES } from "./review-text-restore.server";
import { RedactReviewSchema, RemovalGroundSchema, REVIEW_MESSAGES, ReviewIdSchema } from "./review-schemas";
import { deleteReview } from "./reviews-own.server";

/** A row's form: the intent and the review (the moderator comes from the session). */
const oneReviewForm = <I extends string>(intent: I) =>
  z.object({
    intent: z.literal(intent, { error: REVIEW_MESSAGES.badReview }),
    reviewId: z.string({ error: REVIEW_MESSAGES.badReview }).pipe(ReviewIdSchema),
  });

/** Runs a row's action on its review: 400 malformed id, 404 unknown review, both in Polish, nothing changed. */
function oneReviewAction<I extends string>(request: Request, intent: I, failureMessage: string, run: (reviewId: string) => Promise<{ message: string; data: object }>) {
  return runAction(
    request,
    async () => {
      const form = await parseForm(request, oneReviewForm(intent), { message: "first" });
      if (!form.ok) return invalid(form);
      const done = await run(form.data.reviewId);
      return ok(done.message, done.data);
    },
    { failureMessage },
  );
}

/**
 * intent=delete of /admin/opinie (the route has checked review:moderate): the same deleteReview as
 * the product page's moderator button — stats recomputed in the transaction, page cache dropped.
 */
export function adminReviewDeleteAction(request: Request, actor: SessionUser) {
  return runAction(
    request,
    async () => {
      const form = await parseForm(request, oneReviewForm("delete").extend({ ground: RemovalGroundSchema }), { message: "first" });
      if (!form.ok) return invalid(form);
      const { reviewId, ground } = form.data;
      const { productId } = await deleteReview({ id: actor.id, canModerate: can(actor, "review:moderate") }, reviewId, db, undefined, ground);
      return ok(REVIEW_MESSAGES.deleted, { reviewId, productId });
    },
    { failureMessage: REVIEW_MESSAGES.deleteError },
  );
}

/** intent=keep: the review stays, its open reports are closed and their authors told (ADR 162). */
export function adminReviewKeepAction(request: Request, actor: SessionUser) {
  return oneReviewAction(request, "keep", REPORT_ADMIN_MESSAGES.keepError, async (reviewId) => {
    await keepReportedReview(actor.id, reviewId);
    return { message: REPORT_ADMIN_MESSAGES.kept, data: { reviewId } };
  });
}

export const BULK_REVIEWS_MAX = 100;
export const BULK_REVIEW_MESSAGES = {
  none: "Zaznacz opinie do usunięcia.",
  tooMany: `Najwyżej ${BULK_REVIEWS_MAX} opinii naraz.`,
} as const;

/** The ticked rows' form (intent=delete-many, ids); the ids are reviews, checked one by one by deleteReview. */
const AdminReviewBulkDeleteSchema = z.object({
  intent: z.literal("delete-many", { error: REVIEW_MESSAGES.badReview }),
  ground: RemovalGroundSchema,
  // One ticked row sends one `ids` (a string), several an array, none nothing.
  ids: z.preprocess(
    (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(z.string({ error: REVIEW_MESSAGES.badReview }).pipe(ReviewIdSchema), { error: BULK_REVIEW_MESSAGES.none })
      .min(1, BULK_REVIEW_MESSAGES.none)
      .max(BULK_REVIEWS_MAX, BULK_REVIEW_MESSAGES.tooMany),
  ),
});

export const reviewsDeletedMessage = (n: number) => `Usunięto ${n} ${plural(n, "opinię", "opinie", "opinii")}.`;

/**
 * intent=delete-many (review session 30: a spammer's 18 reviews took 18 clicks and 18 dialogs). Each
 * review goes through the one deleteReview, so stats, cache and the change log (ADR 160) are as for
 * one; a review already gone is skipped; none found at all is the single delete's 404.
 */
export async function adminReviewBulkDeleteAction(request: Request, actor: SessionUser) {
  return runAction(
    request,
    async () => {
      const form = await parseForm(request, AdminReviewBulkDeleteSchema, { message: "first" });
      if (!form.ok) return invalid(form);
      let deleted = 0;
      const removals: RemovedReview[] = [];
      try {
        for (const id of new Set(form.data.ids.map((i) => i.toLowerCase()))) {
          try {
            await deleteReview({ id: actor.id, canModerate: can(actor, "review:moderate") }, id, db, removals, form.data.ground);
            deleted++;
          } catch (error) {
            if (!(error instanceof UserError && error.status === 404)) throw error;
          }
        }
      } finally {
        // Each author hears once of what went, even when a later review failed (session 33).
        await tellAuthorsOfRemovals(removals);
      }
      if (deleted === 0) throw new UserError(REVIEW_MESSAGES.reviewNotFound, 404);
      return ok(reviewsDeletedMessage(deleted), { deleted });
    },
    { failureMessage: REVIEW_MESSAGES.deleteError },
  );
}

/** intent=redact (ADR 175): the moderator's corrected text; the form's fields come back on a refusal. */
export function adminReviewRedactAction(request: Request, actor: SessionUser) {
  return runAction(
    request,
    async () => {
      const form = await parseForm(request, RedactReviewSchema, { message: "first" });
      if (!form.ok) return invalid(form);
      await redactReview(actor.id, form.data);
      return ok(REPORT_ADMIN_MESSAGES.redacted, { reviewId: form.data.reviewId });
    },
    { failureMessage: REPORT_ADMIN_MESSAGES.redactError },
  );
}

const RestoreReviewSchema = z.object({
  intent: z.literal("restore", { error: RESTORE_MESSAGES.badRecord }),
  recordId: z.string({ error: RESTORE_MESSAGES.badRecord }).min(1, RESTORE_MESSAGES.badRecord),
});

/** intent=restore (ADR 197): a removed review back from its kept original, within the appeal window. */
export function adminReviewRestoreAction(request: Request, actor: SessionUser) {
  return runAction(
    request,
    async () => {
      const form = await parseForm(request, RestoreReviewSchema, { message: "first" });
      if (!form.ok) return invalid(form);
      const restored = await restoreRemovedReview(actor.id, form.data.recordId);
      return ok(RESTORE_MESSAGES.restored, restored);
    },
    { failureMessage: RESTORE_MESSAGES.error },
  );
}

const RestoreTextSchema = z.object({
  intent: z.literal("restore-text", { error: RESTORE_MESSAGES.badRecord }),
  recordId: z.string({ error: RESTORE_MESSAGES.badRecord }).min(1, RESTORE_MESSAGES.badRecord),
});

/** intent=restore-text (ADR 197 addendum): a corrected review's original text back, within the appeal window. */
export function adminReviewTextRestoreAction(request: Request, actor: SessionUser) {
  return runAction(
    request,
    async () => {
      const form = await parseForm(request, RestoreTextSchema, { message: "first" });
      if (!form.ok) return invalid(form);
      const restored = await restoreCorrectedText(actor.id, form.data.recordId);
      return ok(TEXT_RESTORE_MESSAGES.restored, restored);
    },
    { failureMessage: TEXT_RESTORE_MESSAGES.error },
  );
}
