import { redirect } from "react-router";
import type { Route } from "./+types/like-toggle";
import { engagementAction } from "~/features/engagement/action-response.server";
import { ActionErrorPage } from "~/features/engagement/components/action-error-page";
import { EngagementError } from "~/features/engagement/errors.server";
import { productLikeCount, toggleLike } from "~/features/engagement/likes.server";
import { MESSAGES, ProductIdSchema } from "~/features/engagement/schemas";

// POST /akcje/polubienie — spec: public §4 Like; the public like count changes, so cached
// anonymous pages are dropped.
export const loader = () => redirect("/");

export async function action(args: Route.ActionArgs) {
  return engagementAction(args, MESSAGES.likeError, async (userId, form) => {
    const productId = ProductIdSchema.safeParse(form.get("productId"));
    if (!productId.success) throw new EngagementError(400, MESSAGES.badProduct);
    const liked = await toggleLike(userId, productId.data);
    return { productId: productId.data, liked, likes: await productLikeCount(productId.data) };
  });
}

export default function LikeToggle({ actionData }: Route.ComponentProps) {
  return <ActionErrorPage error={actionData && !actionData.ok ? actionData.error : MESSAGES.likeError} back={actionData?.ok === false ? actionData.back : "/"} />;
}
