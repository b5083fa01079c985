import type { Route } from "./+types/wishlist-toggle";
import { engagementAction, engagementHeaders, engagementLoader } from "~/features/engagement/action-response.server";
import { ActionErrorPage } from "~/features/engagement/components/action-error-page";
import { MESSAGES, WishlistActionSchema } from "~/features/engagement/schemas";
import { setWishlist } from "~/features/engagement/wishlist.server";

// POST /akcje/wishlist — spec: public §4 Wishlist (the server returns the new state). The form names
// the state it wants (ADR 149); the message tells the state the product is in now.
export const loader = engagementLoader;
export const headers = engagementHeaders;

export async function action(args: Route.ActionArgs) {
  return engagementAction(args, WishlistActionSchema, MESSAGES.wishlistError, async (userId, { productId, inWishlist: wanted }) => {
    const inWishlist = await setWishlist(userId, productId, wanted);
    return { message: inWishlist ? MESSAGES.wishlistAdded : MESSAGES.wishlistRemoved, data: { inWishlist } };
  });
}

export default function WishlistToggle({ actionData }: Route.ComponentProps) {
  return <ActionErrorPage refusal={actionData} fallback={MESSAGES.wishlistError} />;
}
