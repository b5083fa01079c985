import BadgeCheck from "lucide-react/icons/badge-check";
import UserRound from "lucide-react/icons/user-round";
import { CompactIcon } from "~/components/ui/compact-icon";
import { Link, useFetcher, type FetcherWithComponents } from "react-router";
import { secondaryButtonClass } from "~/components/ui/classes";
import { ConfirmForm } from "~/components/ui/confirm-form";
import { useBackPath } from "~/components/ui/fetcher-toggle";
import { StarRating } from "~/components/ui/star-rating";
import type { ProductReview } from "~/features/catalog/reviews.server";
import { formatDate } from "~/utils/format";
import { useLocale, useT } from "~/i18n/i18n";
import { HelpfulButton } from "./helpful-button";
import { ReportReview } from "./report-review";
import { RemovalGroundField } from "./removal-ground-field";
import type { OwnReportState } from "../product-engagement.server";
import { firstWords } from "../review-excerpt";

type Viewer = {
  isLoggedIn: boolean;
  ownReviewId: string | null;
  helpfulReviewIds: string[];
  /** ADR 197: what became of the viewer's own reports, by review. */
  reportedReviews: Record<string, OwnReportState>;
  canModerate: boolean;
};
type Props = { productId: string; reviews: ProductReview[]; total: number; viewer: Viewer; sortLabel: string };

// spec: public §2 Reviews on the product page; §3 Review — isVerified for admins. Issue #13 pt 1:
// the 'helpful' vote under each review, 'Twoja opinia' on one's own, a moderator's delete; ADR 162:
// a member's report of someone else's review.
export function ReviewList({ productId, reviews, total, viewer, sortLabel }: Props) {
  const t = useT();
  if (reviews.length === 0) {
    return <p className="text-slate-600 dark:text-slate-300">{t("reviews.none")}</p>;
  }
  return (
    <>
      <ul className="flex flex-col gap-4">
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewItem productId={productId} review={review} viewer={viewer} />
          </li>
        ))}
      </ul>
      {total > reviews.length ? (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
          {t("reviews.shown", { shown: reviews.length, total, sort: sortLabel.toLowerCase() })}
        </p>
      ) : null}
    </>
  );
}

function ReviewItem({ productId, review, viewer }: { productId: string; review: ProductReview; viewer: Viewer }) {
  const t = useT();
  const locale = useLocale();
  const isOwn = review.id === viewer.ownReviewId;
  // ADR 202: an author who hides their name is a neutral label (the server sent no name).
  const author = review.authorHidden ? t("reviews.hiddenAuthor") : review.authorName;
  return (
    <article className="rounded-2xl border border-slate-200 p-4 dark:border-slate-700" aria-label={t("reviews.item", { author })}>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {review.authorImage ? (
          <img src={review.authorImage} alt="" width={32} height={32} loading="lazy" decoding="async" className="size-8 rounded-full object-cover" />
        ) : (
          <CompactIcon icon={UserRound} aria-hidden className="size-8 rounded-full bg-slate-100 p-1.5 text-slate-600 dark:bg-slate-800 dark:text-slate-300" />
        )}
        {review.authorProfileId ? (
          <Link to={`/osoby/${review.authorProfileId}`} className="min-w-0 font-semibold underline wrap-anywhere">
            {author}
          </Link>
        ) : (
          <span className="min-w-0 font-semibold wrap-anywhere">{author}</span>
        )}
        {review.isVerified ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
            <CompactIcon icon={BadgeCheck} aria-hidden className="size-3.5" />
            {t("product.verified")}
          </span>
        ) : null}
        {isOwn ? (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 dark:bg-brand-700 dark:text-white">{t("reviews.yours")}</span>
        ) : null}
        <StarRating value={review.rating} />
        <time dateTime={review.createdAt} className="text-sm text-slate-600 dark:text-slate-300">
          {formatDate(review.createdAt, locale)}
        </time>
      </header>
      {/* Plain text: React escapes it; line breaks are kept. */}
      <p className="mt-3 whitespace-pre-line text-slate-800 wrap-anywhere dark:text-slate-100">{review.comment}</p>
      {review.moderated ? <p className="mt-1 text-xs text-slate-600 italic dark:text-slate-300">{t("reviews.moderated")}</p> : null}
      <footer className="mt-3 flex flex-wrap items-start gap-2">
        <HelpfulButton
          reviewId={review.id}
          productId={productId}
          count={review.helpfulCount}
          voted={viewer.helpfulReviewIds.includes(review.id)}
          isLoggedIn={viewer.isLoggedIn}
          isOwn={isOwn}
        />
        {viewer.isLoggedIn && !isOwn ? <ReportReview reviewId={review.id} productId={productId} state={viewer.reportedReviews[review.id]} /> : null}
        {viewer.canModerate && !isOwn ? <ModeratorDelete productId={productId} review={review} /> : null}
      </footer>
    </article>
  );
}

/** A moderator (review:moderate) keeps the power to remove any review; the server checks it again. */
function ModeratorDelete({ productId, review }: { productId: string; review: ProductReview }) {
  const t = useT();
  const fetcher = useFetcher();
  const back = useBackPath();
  return (
    <ConfirmForm
      action="/akcje/opinia/usuwanie"
      fields={{ reviewId: review.id, productId, redirectTo: back }}
      fetcher={fetcher as FetcherWithComponents<unknown>}
      title={t("reviews.delete")}
      message={t("reviews.deleteConfirmOf", { author: review.authorName, excerpt: firstWords(review.comment) })}
      details={<RemovalGroundField />}
      confirmLabel={t("common.delete")}
      triggerClassName={secondaryButtonClass}
    >
      {t("reviews.moderatorDelete")}
    </ConfirmForm>
  );
}
