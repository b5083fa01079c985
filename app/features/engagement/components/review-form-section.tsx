import { Link, useLocation } from "react-router";
import type { OwnReview } from "../product-engagement.server";
import { useT } from "~/i18n/i18n";
import { lazyComponent } from "~/components/ui/lazy-component";

// Issue #14 (session 30): the signed-in form, the own-review panel and their dialogs are a chunk an
// anonymous visitor never loads. The product loader awaits `preload()`, so the server always renders it.
export const SignedInReviewForm = lazyComponent(() => import("./signed-in-review-form"));

type Props = { productId: string; isLoggedIn: boolean; ownReview: OwnReview | null };

// spec: public §2 Reviews on the product page, §4 Review form, §5 Review rules: a visitor who is not
// logged in gets the link to log in; a signed-in one the form or their own review.
export function ReviewFormSection({ productId, isLoggedIn, ownReview }: Props) {
  const t = useT();
  const location = useLocation();
  if (isLoggedIn) {
    return (
      // No <Suspense> around it (ADR 095 addendum): React 19 may outline a boundary's content into a
      // hidden block that only the streaming script reveals, so a browser without JavaScript would not
      // see the form. Unsettled, it holds the server's HTML (the shell waits for it); in the browser it
      // holds hydration, or a navigation's transition, until the chunk has arrived.
      <SignedInReviewForm productId={productId} ownReview={ownReview} />
    );
  }
  const back = location.pathname + location.search;
  return (
    <p className="rounded-xl border border-slate-200 p-4 text-slate-700 dark:border-slate-700 dark:text-slate-200">
      <Link to={`/logowanie?redirectTo=${encodeURIComponent(back)}`} className="font-semibold text-brand-700 underline dark:text-brand-100">
        {t("reviews.signIn")}
      </Link>
      {t("reviews.signInRest")}
    </p>
  );
}
