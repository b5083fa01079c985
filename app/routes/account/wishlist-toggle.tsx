import type { Route } from "./+types/wishlist-toggle";
import { engagementAction, engagementHeaders, engagementLoader } from "~/features/engagement/action-response.server";
import { ActionErrorPage } from "~/features/engagement/components/action-error-page";
import { MESSAGES, ProductActionSchema } from "~/features/engagement/schemas";
import { toggleWishlist } from "~/features/engagement/wishlist.server";

// POST /akcje/wishlist — spec: public §4 Wishlist (the server returns the new state).
export const loader = engagementLoader;
export const headers = engagementHeaders;

export async function action(args: Route.ActionArgs) {
  return engagementAction(args, ProductActionSchema, MESSAGES.wishlistError, async (userId, { productId }) => {
    const inWishlist = await toggleWishlist(userId, productId);
    return { message: inWishlist ? MESSAGES.wishlistAdded : MESSAGES.wishlistRemoved, data: { inWishlist } };
  });
}

export default function WishlistToggle({ actionData }: Route.ComponentProps) {
  return <ActionErrorPage refusal={actionData} fallback={MESSAGES.wishlistError} />;
}
