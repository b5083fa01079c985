import { ImageOff } from "lucide-react";
import { Link } from "react-router";
import { useFormat, useT } from "~/i18n/i18n";
import { StarRating } from "~/components/ui/star-rating";
import { imageSrcSet } from "~/features/media/image-variants";

type Review = { id: string; productTitle: string; productPath: string | null; imageUrl: string | null; rating: number; comment: string; moderated: boolean; createdAt: string };

// The first reviews are in view on arrival; the rest of a long list load on scroll.
const ABOVE_THE_FOLD = 3;

// spec: public §2 Recenzje tab — product image (first by position), title, link, stars, date, comment.
export function AccountReviewList({ reviews }: { reviews: Review[] }) {
  const t = useT();
  const format = useFormat();
  if (reviews.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
        <p className="text-lg font-semibold">{t("account.reviews.empty")}</p>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t("account.reviews.emptyText")}</p>
      </div>
    );
  }
  return (
    <ul className="space-y-4">
      {reviews.map((r, i) => (
        <li key={r.id}>
          <article className="flex gap-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
            {r.imageUrl ? (
              <img src={r.imageUrl} srcSet={imageSrcSet(r.imageUrl)} sizes="80px" alt="" width={80} height={80} loading={i < ABOVE_THE_FOLD ? "eager" : "lazy"} decoding="async" className="size-20 shrink-0 rounded-lg bg-slate-100 object-cover dark:bg-slate-800" />
            ) : (
              <div className="flex size-20 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                <ImageOff aria-hidden className="size-6" />
              </div>
            )}
            <div className="min-w-0 flex-1">
              <h3 className="font-semibold">
                {r.productPath ? (
                  <Link to={r.productPath} className="hover:underline">
                    {r.productTitle}
                  </Link>
                ) : (
                  r.productTitle
                )}
              </h3>
              <div className="mt-1 flex flex-wrap items-center gap-3 text-sm text-slate-600 dark:text-slate-300">
                <StarRating value={r.rating} />
                <time dateTime={r.createdAt}>{format.date(r.createdAt)}</time>
              </div>
              <p className="mt-2 whitespace-pre-line break-words text-slate-800 dark:text-slate-200">{r.comment}</p>
              {/* The author reads the note the product page shows beside it (review, session 49). */}
              {r.moderated ? <p className="mt-1 text-xs text-slate-600 italic dark:text-slate-300">{t("reviews.moderated")}</p> : null}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
