import type { ProductEngagement } from "../product-engagement.server";
import { LikeButton } from "./like-button";
import { WishlistButton } from "./wishlist-button";

/** The product page's wishlist heart and like control (spec: public §2 Product page). */
export function ProductEngagementActions({ productId, likes, engagement }: { productId: string; likes: number; engagement: ProductEngagement }) {
  return (
    <div className="vp-own flex flex-wrap items-start gap-2">
      <WishlistButton key={`w-${productId}`} productId={productId} inWishlist={engagement.inWishlist} isLoggedIn={engagement.isLoggedIn} />
      <LikeButton key={`l-${productId}`} productId={productId} liked={engagement.liked} likes={likes} isLoggedIn={engagement.isLoggedIn} />
    </div>
  );
}
