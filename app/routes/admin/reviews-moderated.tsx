import type { Route } from "./+types/reviews-moderated";
import { requirePermission } from "~/features/access/session.server";
import { ADMIN_SECTIONS } from "~/features/admin/sections";
import { adminReviewRestoreAction, adminReviewTextRestoreAction } from "~/features/engagement/admin-review-actions.server";
import { filteredAuthorName } from "~/features/engagement/admin-reviews.server";
import { listModerationRecords } from "~/features/engagement/review-originals.server";
import { ModeratedReviewsView } from "~/features/engagement/components/admin/moderated-reviews-view";
import { metaTranslator } from "~/i18n/i18n";
import { postedIntent, unknownIntent } from "~/utils/form-intent.server";
import { redirectPlainPostOnSuccess } from "~/utils/plain-post.server";

// ADR 197: removed and corrected reviews as they were, kept for the author's appeal (staff with
// review:moderate, as the reviews list), "Przywróć opinię" for a removed one and "Przywróć pierwotną
// treść" for a corrected one (ADR 197 addendum).

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(request, context, ADMIN_SECTIONS.reviews.permission);
  const params = new URL(request.url).searchParams;
  const author = params.get("autor") ?? "";
  const authorId = /^[A-Za-z0-9_-]{1,64}$/.test(author) ? author : null;
  const page = Math.min(100_000, Math.max(1, Math.floor(Number(params.get("page")) || 1)));
  const [list, authorName] = await Promise.all([listModerationRecords({ authorId, page }), filteredAuthorName(authorId)]);
  return { list, authorId, authorName };
}

export async function action({ request, context }: Route.ActionArgs) {
  const moderator = requirePermission(request, context, ADMIN_SECTIONS.reviews.permission);
  const intent = await postedIntent(request);
  if (intent === "restore") return redirectPlainPostOnSuccess(request, await adminReviewRestoreAction(request, moderator));
  if (intent === "restore-text") return redirectPlainPostOnSuccess(request, await adminReviewTextRestoreAction(request, moderator));
  return unknownIntent();
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaTranslator(matches)("admin.meta.moderatedReviews") }, { name: "robots", content: "noindex" }];

export default function AdminModeratedReviewsPage({ loaderData }: Route.ComponentProps) {
  return <ModeratedReviewsView {...loaderData} />;
}
