// Browser-safe answers of the engagement actions (/akcje/*), shared by the actions and the fetcher
// components (features never import route modules for their types — issue #7 §5). All are the one
// ActionResult of the action pattern (ADR 019).
import type { ActionResult } from "~/utils/form";

export type LikeResult = ActionResult<{ productId: string; liked: boolean; likes: number }>;
export type WishlistResult = ActionResult<{ inWishlist: boolean }>;
export type ReviewResult = ActionResult<{ reviewId: string }>;
export type HelpfulResult = ActionResult<{ reviewId: string; helpful: boolean; helpfulCount: number }>;

/** A refused plain form post (no JavaScript): the message and the page to go back to. */
export type PlainPostRefusal = ActionResult<never, { back: string }>;
