import { can } from "~/features/access/permissions";
import { useOptionalUser } from "~/features/access/use-optional-user";
import type { ProductReview, RatingHistogram } from "~/features/catalog/reviews.server";
import type { ProductEngagement } from "../product-engagement.server";
import { REVIEW_SORTS, type ReviewSort } from "../review-texts";
import { ReviewFormSection } from "./review-form-section";
import { ReviewHistogram } from "./review-histogram";
import { ReviewList } from "./review-list";
import { ReviewSortLinks } from "./review-sort";
import { useT } from "~/i18n/i18n";

type Props = {
  productId: string;
  stats: { ratingAverage: number; ratingCount: number };
  reviews: ProductReview[];
  total: number;
  histogram: RatingHistogram;
  sort: ReviewSort;
  engagement: ProductEngagement;
};

// The product page's reviews section (spec: public §2; issue #13 pt 1): histogram with the
// summary, the visitor's form or own review, the order in the URL and the list with votes.
export function ProductReviewsSection({ productId, stats, reviews, total, histogram, sort, engagement }: Props) {
  const t = useT();
  const user = useOptionalUser();
  const viewer = {
    isLoggedIn: engagement.isLoggedIn,
    ownReviewId: engagement.ownReview?.id ?? null,
    helpfulReviewIds: engagement.helpfulReviewIds,
    reportedReviews: engagement.reportedReviews ?? {},
    canModerate: can(user, "review:moderate"),
  };
  const sortLabel = t(`reviews.sort.${REVIEW_SORTS.find((s) => s.value === sort)?.value ?? REVIEW_SORTS[0].value}`);
  return (
    <section aria-labelledby="opinie" className="flex scroll-mt-4 flex-col gap-4 lg:order-1 lg:col-span-2">
      <h2 id="opinie" className="text-xl font-bold">
        {t("reviews.heading", { total })}
      </h2>
      {/* Omnibus (art. 7 pkt 25 UPNPR): say whether and how reviews are checked — they are not purchases. */}
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("reviews.howChecked")}</p>
      {total > 0 ? <ReviewHistogram average={stats.ratingAverage} count={stats.ratingCount} histogram={histogram} /> : null}
      <div className="vp-own">
        <ReviewFormSection key={engagement.shared ? `${productId}:shared` : productId} productId={productId} isLoggedIn={engagement.isLoggedIn} ownReview={engagement.ownReview} />
      </div>
      {total > 1 ? <ReviewSortLinks current={sort} /> : null}
      <ReviewList productId={productId} reviews={reviews} total={total} viewer={viewer} sortLabel={sortLabel} />
    </section>
  );
}
