// ADR 197: browser-safe shapes of the kept originals of removed and corrected reviews (the panel's
// /admin/opinie/moderowane).

export type ModerationRecordRow = {
  id: string;
  reviewId: string;
  action: "removed" | "corrected";
  productId: string;
  productTitle: string;
  productPath: string;
  authorId: string;
  authorName: string;
  rating: number;
  /** The text before the moderator's action: plain text, rendered as text. */
  comment: string;
  /** A corrected review's text now (null when removed, or gone since). */
  currentComment: string | null;
  ground: string | null;
  reports: { reason: string; details: string; createdAt: string }[];
  moderatorName: string | null;
  moderatedAt: string;
  restoredAt: string | null;
  /** A correction nothing changed since (no author's edit or delete, no later correction): its original text can come back. */
  textRestorable: boolean;
};

export type ModerationRecordList = { rows: ModerationRecordRow[]; total: number; page: number; pageCount: number };
