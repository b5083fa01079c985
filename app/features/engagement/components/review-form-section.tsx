import { Link, useLocation } from "react-router";
import type { OwnReview } from "../product-engagement.server";
import { useSiteSettings } from "~/features/site-settings/use-site-settings";
import { useT } from "~/i18n/i18n";
import SignedInReviewForm from "./signed-in-review-form";

type Props = { productId: string; isLoggedIn: boolean; ownReview: OwnReview | null };

// spec: public §2 Reviews on the product page, §4 Review form, §5 Review rules: a visitor who is not
// logged in gets the link to log in; a signed-in one the form or their own review. DSA art. 16: anyone
// may report illegal content, so a visitor is told how without an account (privacy review, session 38).
export function ReviewFormSection({ productId, isLoggedIn, ownReview }: Props) {
  const t = useT();
  const location = useLocation();
  if (isLoggedIn) {
    return (
      // ADR 095 addendum: loaded with the page again — as a lazy chunk the form was missing from the
      // server HTML without JavaScript (a suspended boundary is only revealed by the streaming script).
      <SignedInReviewForm productId={productId} ownReview={ownReview} />
    );
  }
  const back = location.pathname + location.search;
  return (
    <div className="space-y-2 rounded-xl border border-slate-200 p-4 text-slate-700 dark:border-slate-700 dark:text-slate-200">
      <p>
        <Link to={`/logowanie?redirectTo=${encodeURIComponent(back)}`} className="font-semibold text-brand-700 underline dark:text-brand-100">
          {t("reviews.signIn")}
        </Link>
        {t("reviews.signInRest")}
      </p>
      <ReportByMail />
    </div>
  );
}

function ReportByMail() {
  const t = useT();
  const mailbox = useSiteSettings().mailboxes.contact;
  return (
    <p className="text-sm">
      {t("reviews.reportByMail")}{" "}
      <a href={`mailto:${mailbox}`} className="font-semibold text-brand-700 underline dark:text-brand-100">
        {mailbox}
      </a>
      {t("reviews.reportByMailRest")}
    </p>
  );
}
