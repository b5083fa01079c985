import ImageOff from "lucide-react/icons/image-off";
import UserRound from "lucide-react/icons/user-round";
import { Link } from "react-router";
import { CompactIcon } from "~/components/ui/compact-icon";
import { StarRating } from "~/components/ui/star-rating";
import { productPath } from "~/features/catalog/links";
import { imageSrcSet } from "~/features/media/image-variants";
import { useFormat, useLocale, useT } from "~/i18n/i18n";
import { formatMonthSince } from "~/utils/format";
import type { PublicProfile, PublicProfileReview, PublicWishlistItem } from "../public-profile.server";

// ADR 202: /osoby/{publicId} — the name, the month of joining, and the reviews and wishlist the
// person chose to show (a section they hide is not on the page at all, not even its heading).
export function PublicProfileView({ profile }: { profile: PublicProfile }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="container-page max-w-4xl py-10">
      <header className="flex items-center gap-4">
        <CompactIcon icon={UserRound} aria-hidden className="size-14 shrink-0 rounded-full bg-slate-100 p-3 text-slate-600 dark:bg-slate-800 dark:text-slate-300" />
        <div className="min-w-0">
          <h1 className="text-3xl font-bold wrap-anywhere">{profile.name}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t("person.joined", { date: formatMonthSince(profile.joinedAt, locale) })}</p>
        </div>
      </header>
      {profile.reviews ? <ReviewsSection reviews={profile.reviews} count={profile.reviewCount} /> : null}
      {profile.wishlist ? <WishlistSection items={profile.wishlist} /> : null}
    </div>
  );
}

function Thumb({ url, size }: { url: string | null; size: "sm" | "md" }) {
  const box = size === "sm" ? "size-20" : "aspect-square w-full";
  if (!url) {
    return (
      <div className={`${box} flex shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300`}>
        <CompactIcon icon={ImageOff} aria-hidden className="size-6" />
      </div>
    );
  }
  return (
    <img
      src={url}
      srcSet={imageSrcSet(url)}
      sizes={size === "sm" ? "80px" : "(min-width: 640px) 200px, 45vw"}
      alt=""
      width={size === "sm" ? 80 : 200}
      height={size === "sm" ? 80 : 200}
      loading="lazy"
      decoding="async"
      className={`${box} shrink-0 rounded-lg bg-slate-100 object-cover dark:bg-slate-800`}
    />
  );
}

function ReviewsSection({ reviews, count }: { reviews: PublicProfileReview[]; count: number }) {
  const t = useT();
  const format = useFormat();
  return (
    <section aria-labelledby="osoba-recenzje" className="mt-10">
      <h2 id="osoba-recenzje" className="mb-4 text-xl font-bold">
        {t("person.reviews", { count: format.count(count) })}
      </h2>
      {count > reviews.length ? <p className="-mt-2 mb-4 text-sm text-slate-600 dark:text-slate-300">{t("person.reviewsNewest", { shown: reviews.length })}</p> : null}
      {reviews.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">{t("person.noReviews")}</p>
      ) : (
        <ul className="space-y-4">
          {reviews.map((r) => (
            <li key={r.id}>
              <article className="flex gap-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
                <Thumb url={r.imageUrl} size="sm" />
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold">
                    <Link to={productPath(r.productId)} className="underline-offset-2 hover:underline">
                      {r.title}
                    </Link>
                  </h3>
                  <div className="mt-1 flex flex-wrap items-center gap-3 text-sm text-slate-600 dark:text-slate-300">
                    <StarRating value={r.rating} />
                    <time dateTime={r.createdAt}>{format.date(r.createdAt)}</time>
                  </div>
                  <p className="mt-2 whitespace-pre-line text-slate-800 wrap-anywhere dark:text-slate-200">{r.comment}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function WishlistSection({ items }: { items: PublicWishlistItem[] }) {
  const t = useT();
  return (
    <section aria-labelledby="osoba-wishlist" className="mt-10">
      <h2 id="osoba-wishlist" className="mb-4 text-xl font-bold">
        {t("person.wishlist", { count: items.length })}
      </h2>
      {items.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">{t("person.emptyWishlist")}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {items.map((item) => (
            <li key={item.productId}>
              <Link to={productPath(item.productId)} className="group block">
                <Thumb url={item.imageUrl} size="md" />
                <span className="mt-2 block font-medium wrap-anywhere group-hover:underline">{item.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
