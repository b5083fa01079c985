import type { Route } from "./+types/like-toggle";
import { engagementAction, engagementHeaders, engagementLoader } from "~/features/engagement/action-response.server";
import { ActionErrorPage } from "~/features/engagement/components/action-error-page";
import { productLikeCount, toggleLike } from "~/features/engagement/likes.server";
import { MESSAGES, ProductActionSchema } from "~/features/engagement/schemas";

// POST /akcje/polubienie — spec: public §4 Like; the public like count changes, so the product's
// cached anonymous pages are dropped (by toggleLike, ADR 112).
export const loader = engagementLoader;
export const headers = engagementHeaders;

export async function action(args: Route.ActionArgs) {
  return engagementAction(args, ProductActionSchema, MESSAGES.likeError, async (userId, { productId }) => {
    const liked = await toggleLike(userId, productId);
    return { data: { productId, liked, likes: await productLikeCount(productId) } };
  });
}

export default function LikeToggle({ actionData }: Route.ComponentProps) {
  return <ActionErrorPage refusal={actionData} fallback={MESSAGES.likeError} />;
}
