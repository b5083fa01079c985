import { useEffect, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import {
  dangerButtonClass,
  errorTextClass,
  inputClass,
  labelClass,
  primaryButtonInlineClass,
  secondaryButtonClass,
} from "~/components/ui/classes";
import { ConfirmForm } from "~/components/ui/confirm-form";
import { WARN_ON_RELOAD } from "~/components/ui/reload-warning";
import { useBackPath } from "~/components/ui/fetcher-toggle";
import { StarRatingInput } from "~/components/ui/star-rating";
import { SubmitButton } from "~/components/ui/submit-button";
import { useMessage, useT } from "~/i18n/i18n";
import type { OwnReview } from "../product-engagement.server";
import { MESSAGES, REVIEW_COMMENT_MAX, reviewFieldOf } from "../review-texts";
import type { ReviewResult } from "../types";
import { useReviewFormCheck } from "./use-review-form-check";

type Props = {
  productId: string;
  review: OwnReview;
  editFetcher: FetcherWithComponents<ReviewResult>;
  deleteFetcher: FetcherWithComponents<ReviewResult>;
};

// Issue #13 pt 1: the author's own review — the spec's 'Już dodałeś opinię o tym produkcie', then
// 'Edytuj opinię' (a <details> form, works without JavaScript) and 'Usuń opinię' (confirmed).
export function OwnReviewPanel({ productId, review, editFetcher, deleteFetcher }: Props) {
  const t = useT();
  const message = useMessage();
  const back = useBackPath();
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(review.rating);
  // Server-rendered (and without JavaScript) the closed disclosure holds the form; once hydrated it
  // is rendered only while open, so the comment is not in the page twice (list + hidden textarea).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const edited = editFetcher.state === "idle" ? editFetcher.data : null;
  const check = useReviewFormCheck("edit", open, editFetcher.data);
  const error = check.message(
    edited && !edited.ok
      ? edited.message
      : deleteFetcher.state === "idle" && deleteFetcher.data && !deleteFetcher.data.ok
        ? deleteFetcher.data.message
        : null,
  );

  useEffect(() => {
    if (edited?.ok) setOpen(false);
  }, [edited]);
  useEffect(() => setRating(review.rating), [review.rating]);

  const commentId = `review-edit-comment-${review.id}`;
  const errorId = `review-edit-error-${review.id}`;
  const commentInvalid = reviewFieldOf(error) === "comment";
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <p className="text-slate-700 dark:text-slate-200">{message(MESSAGES.alreadyReviewed)}</p>
      {error ? (
        <p id={errorId} role="alert" className={errorTextClass}>
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-start gap-2">
        <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)} className="w-full">
          <summary className={`${secondaryButtonClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
            {t("reviews.edit")}
          </summary>
          {open || !hydrated ? (
            <editFetcher.Form
              {...WARN_ON_RELOAD}
              method="post"
              action="/akcje/opinia/edycja"
              noValidate={check.noValidate}
              onSubmit={check.onSubmit}
              onChange={check.onChange}
              className="mt-3 space-y-4"
            >
              <input type="hidden" name="reviewId" value={review.id} />
              <input type="hidden" name="productId" value={productId} />
              <input type="hidden" name="redirectTo" value={back} />
              <StarRatingInput name="rating" value={rating} onChange={setRating} legend={t("reviews.yourRating")} />
              <div>
                <label htmlFor={commentId} className={labelClass}>
                  {t("reviews.comment")}
                </label>
                <textarea
                  id={commentId}
                  name="comment"
                  required
                  maxLength={REVIEW_COMMENT_MAX}
                  rows={4}
                  defaultValue={review.comment}
                  key={review.comment}
                  className={`${inputClass} mt-1`}
                  aria-invalid={commentInvalid || undefined}
                  aria-describedby={commentInvalid ? errorId : undefined}
                />
              </div>
              <SubmitButton
                pending={editFetcher.state !== "idle"}
                pendingLabel={t("common.saving")}
                className={primaryButtonInlineClass}
              >
                {t("common.saveChanges")}
              </SubmitButton>
            </editFetcher.Form>
          ) : null}
        </details>
        <ConfirmForm
          action="/akcje/opinia/usuwanie"
          fields={{ reviewId: review.id, productId, redirectTo: back }}
          fetcher={deleteFetcher as FetcherWithComponents<unknown>}
          title={t("reviews.delete")}
          message={t("reviews.deleteConfirmOwn")}
          confirmLabel={t("common.delete")}
          triggerClassName={dangerButtonClass}
        >
          {t("reviews.delete")}
        </ConfirmForm>
      </div>
    </div>
  );
}
