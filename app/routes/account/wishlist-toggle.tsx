import { redirect } from "react-router";
import type { Route } from "./+types/wishlist-toggle";
import { engagementAction } from "~/features/engagement/action-response.server";
import { ActionErrorPage } from "~/features/engagement/components/action-error-page";
import { MESSAGES, ProductIdSchema } from "~/features/engagement/schemas";
import { EngagementError } from "~/features/engagement/errors.server";
import { toggleWishlist } from "~/features/engagement/wishlist.server";

// POST /akcje/wishlist — spec: public §4 Wishlist (the server returns the new state).
export const loader = () => redirect("/");

export async function action(args: Route.ActionArgs) {
  return engagementAction(args, MESSAGES.wishlistError, async (userId, form) => {
    const productId = ProductIdSchema.safeParse(form.get("productId"));
    if (!productId.success) throw new EngagementError(400, MESSAGES.badProduct);
    const inWishlist = await toggleWishlist(userId, productId.data);
    return { inWishlist, message: inWishlist ? MESSAGES.wishlistAdded : MESSAGES.wishlistRemoved };
  });
}

export default function WishlistToggle({ actionData }: Route.ComponentProps) {
  return <ActionErrorPage error={actionData && !actionData.ok ? actionData.error : MESSAGES.wishlistError} back={actionData?.ok === false ? actionData.back : "/"} />;
}
