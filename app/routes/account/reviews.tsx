import type { Route } from "./+types/reviews";
import { requireUser } from "~/features/access/session.server";
import { AccountReviewList } from "~/features/accounts/components/account-review-list";
import { listUserReviews } from "~/features/engagement/reviews.server";
import { metaTranslator, useT } from "~/i18n/i18n";

// Session 22 review: each tab has its own title (they all read "Mój profil").
export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaTranslator(matches)("meta.account.reviews") }, { name: "robots", content: "noindex" }];

// spec: public §2 Recenzje tab, §7 Account (reviews of the signed-in user only).
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  return { reviews: await listUserReviews(user.id) };
}

export default function ReviewsTab({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section aria-labelledby="recenzje-heading">
      <h2 id="recenzje-heading" className="mb-4 text-xl font-bold">
        {t("account.reviews.heading")}
      </h2>
      <AccountReviewList reviews={loaderData.reviews} />
    </section>
  );
}
