import { BadgeCheck, UserRound } from "lucide-react";
import { formatDate } from "../format";
import type { ProductReview } from "../reviews.server";
import { StarRating } from "~/components/ui/star-rating";

type Props = { reviews: ProductReview[]; total: number };

// spec: public §2 Reviews on the product page (read-only here); §3 Review — isVerified for admins.
export function ReviewList({ reviews, total }: Props) {
  if (reviews.length === 0) {
    return <p className="text-slate-600 dark:text-slate-300">Ten produkt nie ma jeszcze opinii.</p>;
  }
  return (
    <>
      <ul className="flex flex-col gap-4">
        {reviews.map((review) => (
          <li key={review.id}>
            <article className="rounded-2xl border border-slate-200 p-4 dark:border-slate-700" aria-label={`Opinia: ${review.authorName}`}>
              <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
                {review.authorImage ? (
                  <img src={review.authorImage} alt="" width={32} height={32} className="size-8 rounded-full object-cover" />
                ) : (
                  <UserRound aria-hidden className="size-8 rounded-full bg-slate-100 p-1.5 text-slate-600 dark:bg-slate-800 dark:text-slate-300" />
                )}
                <span className="font-semibold">{review.authorName}</span>
                {review.isVerified ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
                    <BadgeCheck aria-hidden className="size-3.5" />
                    Zweryfikowany
                  </span>
                ) : null}
                <StarRating value={review.rating} />
                <time dateTime={review.createdAt} className="text-sm text-slate-600 dark:text-slate-300">
                  {formatDate(review.createdAt)}
                </time>
              </header>
              {/* Plain text: React escapes it; line breaks are kept. */}
              <p className="mt-3 whitespace-pre-line break-words text-slate-800 dark:text-slate-100">{review.comment}</p>
            </article>
          </li>
        ))}
      </ul>
      {total > reviews.length ? (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
          Pokazano {reviews.length} najnowszych z {total} opinii.
        </p>
      ) : null}
    </>
  );
}
