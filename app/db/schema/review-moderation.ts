import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { products } from "./catalog";

/**
 * ADR 197: a review as it was before a moderator removed it or corrected its text, kept (staff only) for
 * the author's appeal (DSA art. 20: at least six months) and then deleted by the hourly sweep. Written
 * in the moderator's transaction. The review itself may be gone: `review_id` has no foreign key.
 * Gone with the author's account or the product (nothing left to appeal about or to restore).
 */
export const reviewModerationRecords = pgTable(
  "review_moderation_records",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewId: uuid("review_id").notNull(),
    action: text("action").$type<"removed" | "corrected">().notNull(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    productTitle: text("product_title").notNull(),
    authorId: text("author_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    /** The text before the moderator's action (for a correction: the text the moderator changed). */
    comment: text("comment").notNull(),
    reviewCreatedAt: timestamp("review_created_at", { withTimezone: true }).notNull(),
    /** The moderator's ground (a removal "według zgłoszeń" has none; a correction always has one). */
    ground: text("ground"),
    /** The open reports the decision closed: reason, the reporter's words, when (not who). */
    reports: jsonb("reports").$type<{ reason: string; details: string; createdAt: string }[]>().notNull().default([]),
    moderatedBy: text("moderated_by").references(() => user.id, { onDelete: "set null" }),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }).notNull().defaultNow(),
    restoredAt: timestamp("restored_at", { withTimezone: true }),
    restoredBy: text("restored_by").references(() => user.id, { onDelete: "set null" }),
    /** A correction: the review's `moderated_at` before it (an earlier correction's, or null), put back by "Przywróć pierwotną treść".
     *  A removal: the review's `moderated_at` when removed (a correction's mark), put back by "Przywróć opinię". */
    moderatedAtBefore: timestamp("moderated_at_before", { withTimezone: true }),
  },
  (t) => [
    index("review_moderation_records_review_idx").on(t.reviewId),
    index("review_moderation_records_author_idx").on(t.authorId),
    index("review_moderation_records_moderated_idx").on(t.moderatedAt.desc()),
    check("review_moderation_records_action", sql`${t.action} IN ('removed', 'corrected')`),
  ],
);
