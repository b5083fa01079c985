import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import type { OwnReview } from "../product-engagement.server";
import { REVIEW_MESSAGES } from "../review-texts";
import type { ReviewResult } from "../types";
import { OwnReviewPanel } from "./own-review-panel";
import { useReviewFormCheck } from "./use-review-form-check";
import { DEFAULT_REVIEW_RATING, MESSAGES, REVIEW_COMMENT_MAX, reviewFieldOf } from "../review-texts";
import { StarRatingInput } from "~/components/ui/star-rating";
import { MessageBox } from "~/components/ui/message-box";
import { WARN_ON_RELOAD } from "~/components/ui/reload-warning";
import { useOnEachAnswer } from "~/components/ui/use-delete-answer";
import { useMessage, useT } from "~/i18n/i18n";
import { busyButtonProps } from "~/components/ui/busy-button";

type Props = { productId: string; ownReview: OwnReview | null };

const field =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";

// spec: public §2 Reviews on the product page, §4 Review form (hidden → open → submitting →
// closed and reset), §5 Review rules. A <details> disclosure opens the form even without JavaScript.
// ADR 095: a signed-in visitor's part only, loaded by ./review-form-section when first rendered.
export default function SignedInReviewForm({ productId, ownReview }: Props) {
  const t = useT();
  const message = useMessage();
  const fetcher = useFetcher<ReviewResult>();
  // Issue #13 pt 1: edit and delete live here too, so their answers outlast the panel they came from.
  const editFetcher = useFetcher<ReviewResult>();
  const deleteFetcher = useFetcher<ReviewResult>();
  const location = useLocation();
  const back = location.pathname + location.search;
  const formRef = useRef<HTMLFormElement>(null);
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(DEFAULT_REVIEW_RATING);
  const check = useReviewFormCheck("create", open, fetcher.data);
  const done = fetcher.state === "idle" ? fetcher.data : null;
  const edited = editFetcher.state === "idle" && editFetcher.data?.ok ? editFetcher.data : null;
  const deleted = deleteFetcher.state === "idle" && deleteFetcher.data?.ok ? deleteFetcher.data : null;
  // The latest success of add, edit or delete (each answer is a new object).
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (edited) setNotice(REVIEW_MESSAGES.updated);
  }, [edited]);
  useEffect(() => {
    if (deleted) setNotice(REVIEW_MESSAGES.deleted);
  }, [deleted]);

  useEffect(() => {
    if (!done?.ok) return;
    setNotice(MESSAGES.reviewAdded);
    formRef.current?.reset();
    setRating(DEFAULT_REVIEW_RATING);
    setOpen(false);
  }, [done]);

  // After adding, saving or deleting, the control that was used is closed or gone and focus fell to the
  // top of the page (review, session 23): a keyboard user continues from the message that says what happened.
  const areaRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const focusStatus = useCallback(() => {
    const active = document.activeElement;
    if (!active || active === document.body || areaRef.current?.contains(active)) statusRef.current?.focus();
  }, []);
  useOnEachAnswer(done?.ok ? done : null, focusStatus);
  useOnEachAnswer(edited, focusStatus);
  useOnEachAnswer(deleted, focusStatus);

  const status = (
    <div ref={statusRef} tabIndex={-1} className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
      <MessageBox live tone="success">
        {notice}
      </MessageBox>
    </div>
  );
  if (ownReview) {
    return (
      <div ref={areaRef} className="space-y-2">
        {status}
        <OwnReviewPanel
          key={ownReview.id}
          productId={productId}
          review={ownReview}
          editFetcher={editFetcher}
          deleteFetcher={deleteFetcher}
        />
      </div>
    );
  }

  const error = check.message(done && !done.ok ? done.message : null);
  // The one message (spec: public §5) is tied to the control it is about, as in the account forms.
  const errorId = `review-error-${productId}`;
  const invalid = reviewFieldOf(error);
  const marks = (fieldName: "comment" | "terms") =>
    invalid === fieldName ? { "aria-invalid": true, "aria-describedby": errorId } : {};
  return (
    <div ref={areaRef} className="space-y-2">
      {status}
      <details
        open={open}
        onToggle={(e) => setOpen(e.currentTarget.open)}
        className="group rounded-xl border border-slate-200 dark:border-slate-700"
      >
        <summary className="inline-flex cursor-pointer list-none items-center rounded-full bg-brand-600 px-5 py-2.5 m-3 font-semibold text-white hover:bg-brand-700 [&::-webkit-details-marker]:hidden">
          {t("reviews.add")}
        </summary>
        <fetcher.Form
          ref={formRef}
          {...WARN_ON_RELOAD}
          method="post"
          action="/akcje/opinia"
          noValidate={check.noValidate}
          onSubmit={check.onSubmit}
          onChange={check.onChange}
          className="space-y-4 px-4 pb-4"
        >
          <input type="hidden" name="productId" value={productId} />
          <input type="hidden" name="redirectTo" value={back} />
          <StarRatingInput name="rating" value={rating} onChange={setRating} />
          <div>
            <label
              htmlFor={`review-comment-${productId}`}
              className="text-sm font-medium text-slate-800 dark:text-slate-100"
            >
              {t("reviews.comment")}
            </label>
            <textarea
              id={`review-comment-${productId}`}
              name="comment"
              required
              maxLength={REVIEW_COMMENT_MAX}
              rows={4}
              className={field}
              {...marks("comment")}
            />
          </div>
          <label className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-200">
            <input type="checkbox" name="acceptTerms" required className="mt-0.5 size-4 accent-brand-600" {...marks("terms")} />
            <span>
              {t("reviews.accept")}{" "}
              <Link to="/regulamin" className="underline">
                {t("reviews.terms")}
              </Link>{" "}
              {t("reviews.acceptRest")}
            </span>
          </label>
          {error ? (
            <p
              id={errorId}
              role="alert"
              className="text-sm font-medium text-red-700 dark:text-red-300"
            >
              {message(error)}
            </p>
          ) : null}
          <button
            type="submit"
            {...busyButtonProps(fetcher.state !== "idle")}
            className="rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70 aria-disabled:opacity-70"
          >
            {fetcher.state === "submitting" ? t("reviews.sending") : t("reviews.send")}
          </button>
        </fetcher.Form>
      </details>
    </div>
  );
}
