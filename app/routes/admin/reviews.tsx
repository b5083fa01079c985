import type { Route } from "./+types/reviews";
import { requirePermission } from "~/features/access/session.server";
import { ADMIN_SECTIONS } from "~/features/admin/sections";
import { SavedViewsBar } from "~/features/admin/components/saved-views-bar";
import { adminReviewBulkDeleteAction, adminReviewDeleteAction, adminReviewKeepAction, adminReviewRedactAction } from "~/features/engagement/admin-review-actions.server";
import {
  countReportedReviews,
  filteredAuthorName,
  filteredProductTitle,
  listAdminReviews,
  parseAdminReviewFilters,
} from "~/features/engagement/admin-reviews.server";
import { AdminReviewsView } from "~/features/engagement/components/admin/admin-reviews-view";
import { postedIntent, unknownIntent } from "~/utils/form-intent.server";
import { metaTranslator } from "~/i18n/i18n";
import { redirectPlainPostOnSuccess } from "~/utils/plain-post.server";

// ADR 126: the moderators' review list. Viewing, deleting and keeping a reported review (ADR 162)
// all need review:moderate (ADR 063).

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(request, context, ADMIN_SECTIONS.reviews.permission);
  const filters = parseAdminReviewFilters(new URL(request.url).searchParams);
  const [list, productTitle, authorName, reportedWaiting] = await Promise.all([
    listAdminReviews(filters),
    filteredProductTitle(filters.productId),
    filteredAuthorName(filters.authorId),
    countReportedReviews(),
  ]);
  return { list, filters, productTitle, authorName, reportedWaiting };
}

export async function action({ request, context }: Route.ActionArgs) {
  const moderator = requirePermission(request, context, ADMIN_SECTIONS.reviews.permission);
  const intent = await postedIntent(request);
  // ADR 150: a plain form post that succeeded is redirected, so a reload does not delete again.
  if (intent === "delete") return redirectPlainPostOnSuccess(request, await adminReviewDeleteAction(request, moderator));
  if (intent === "delete-many") return redirectPlainPostOnSuccess(request, await adminReviewBulkDeleteAction(request, moderator));
  if (intent === "keep") return redirectPlainPostOnSuccess(request, await adminReviewKeepAction(request, moderator));
  if (intent === "redact") return redirectPlainPostOnSuccess(request, await adminReviewRedactAction(request, moderator));
  return unknownIntent();
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaTranslator(matches)("admin.meta.reviews") }, { name: "robots", content: "noindex" }];

export default function AdminReviewsPage({ loaderData }: Route.ComponentProps) {
  return <AdminReviewsView {...loaderData} savedViews={<SavedViewsBar list="opinie" />} />;
}
