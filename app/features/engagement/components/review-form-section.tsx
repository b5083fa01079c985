import { Suspense } from "react";
import { Link, useLocation } from "react-router";
import type { OwnReview } from "../product-engagement.server";
import { lazyComponent } from "~/components/ui/lazy-component";
import { useT } from "~/i18n/i18n";

type Props = { productId: string; isLoggedIn: boolean; ownReview: OwnReview | null };

// ADR 095: the form, the own review's edit/delete panel and their dialog are code an anonymous visitor
// never runs: a chunk of their own, loaded when a signed-in visitor's page renders them.
const SignedInReviewForm = lazyComponent(() => import("./signed-in-review-form"));

// spec: public §2 Reviews on the product page, §4 Review form, §5 Review rules: a visitor who is not
// logged in gets the link to log in; a signed-in one the form or their own review.
export function ReviewFormSection({ productId, isLoggedIn, ownReview }: Props) {
  const t = useT();
  const location = useLocation();
  if (isLoggedIn) {
    return (
      <Suspense>
        <SignedInReviewForm productId={productId} ownReview={ownReview} />
      </Suspense>
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
