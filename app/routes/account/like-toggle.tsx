import type { Route } from "./+types/like-toggle";
import { engagementAction, engagementHeaders, engagementLoader } from "~/features/engagement/action-response.server";
import { ActionErrorPage } from "~/features/engagement/components/action-error-page";
import { productLikeCount, setLike } from "~/features/engagement/likes.server";
import { LikeActionSchema, MESSAGES } from "~/features/engagement/schemas";

// POST /akcje/polubienie — spec: public §4 Like; the public like count changes, so the product's
// cached anonymous pages are dropped (by setLike, ADR 112). The form names the state it wants (ADR 149).
export const loader = engagementLoader;
export const headers = engagementHeaders;

export async function action(args: Route.ActionArgs) {
  return engagementAction(args, LikeActionSchema, MESSAGES.likeError, async (userId, { productId, liked: wanted }) => {
    const liked = await setLike(userId, productId, wanted);
    return { data: { productId, liked, likes: await productLikeCount(productId) } };
  });
}

export default function LikeToggle({ actionData }: Route.ComponentProps) {
  return <ActionErrorPage refusal={actionData} fallback={MESSAGES.likeError} />;
}
