// Browser-safe answers of the engagement actions (/akcje/*), shared by the actions and the fetcher
// components (features never import route modules for their types — issue #7 §5).

/** A refusal: the Polish message, where to go back to, and the login page for an anonymous user. */
export type EngagementFailure = { ok: false; error: string; back: string; loginUrl?: string };

export type LikeResult = { ok: true; productId: string; liked: boolean; likes: number } | EngagementFailure;
export type WishlistResult = { ok: true; inWishlist: boolean; message: string } | EngagementFailure;
export type ReviewResult = { ok: true; reviewId: string; message: string } | EngagementFailure;
