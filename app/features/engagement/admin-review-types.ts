// Browser-safe shapes of the moderators' review list (ADR 126), shared by the server module, the
// route and the view.

/**
 * ?sort= of /admin/opinie: newest first by default; the reports queue (?zgloszone=1) by its oldest open
 * report first — the review waiting longest (ADR 197), an order only the queue offers.
 */
export const ADMIN_REVIEW_SORTS = ["najnowsze", "najstarsze", "najnizsza-ocena", "najdluzej-czeka"] as const;
export type AdminReviewSort = (typeof ADMIN_REVIEW_SORTS)[number];

export type AdminReviewFilters = {
  q: string;
  rating: number | null;
  productId: string | null;
  /** ?autor= — one person's reviews (the block dialog and each row's author link lead here). */
  authorId: string | null;
  /** ?zgloszone=1 — only reviews with an open report (ADR 162). */
  reported: boolean;
  sort: AdminReviewSort;
  page: number;
};

export type AdminReviewRow = {
  id: string;
  productId: string;
  productTitle: string;
  productPath: string;
  authorId: string;
  authorName: string;
  rating: number;
  /** Plain text, shortened; rendered as text, never as HTML. */
  excerpt: string;
  /** The whole text, for the moderator's correction (ADR 175). */
  comment: string;
  createdAt: string;
  /** The version the correction is made on (an author's edit meanwhile is refused). */
  updatedAt: string;
  moderated: boolean;
  helpfulCount: number;
  /** Open reports, oldest first (ADR 162). */
  reports: OpenReport[];
  /** ADR 197: when its oldest open report was filed (null: none open). */
  firstReportedAt: string | null;
};

export type OpenReport = { reason: string; details: string; createdAt: string };

export type AdminReviewList = { rows: AdminReviewRow[]; total: number; page: number; pageCount: number };
