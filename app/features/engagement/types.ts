// Browser-safe answers of the engagement actions (/akcje/*), shared by the actions and the fetcher
// components (features never import route modules for their types — issue #7 §5). All are the one
// ActionResult of the action pattern (ADR 019).
import type { ActionResult } from "~/utils/form";

/** What a like or wishlist form asks for (ADR 149): on or off, or "toggle" from a form that names no state (a page cached before). */
export type WantedState = boolean | "toggle";

/** The refusal of a signed-out user's fetcher (401): the page then reloads its data to show it is signed out. */
export type SignedOut = { signedOut: true };

export type LikeResult = ActionResult<{ productId: string; liked: boolean; likes: number }, SignedOut>;
export type WishlistResult = ActionResult<{ inWishlist: boolean }, SignedOut>;
export type ReviewResult = ActionResult<{ reviewId: string }>;
export type HelpfulResult = ActionResult<{ reviewId: string; helpful: boolean; helpfulCount: number }>;
export type ReportResult = ActionResult<{ reviewId: string }>;

/** A refused plain form post (no JavaScript): the message and the page to go back to. */
export type PlainPostRefusal = ActionResult<never, { back: string }>;
