import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { blogPosts } from "./blog";
import { products } from "./catalog";

// DESIGN §5: one review per user and product is a database constraint.
export const productReviews = pgTable(
  "product_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    comment: text("comment").notNull(),
    likes: integer("likes").notNull().default(0),
    dislikes: integer("dislikes").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // ADR 175: when a moderator last corrected the text (the page says so); the author's own edit clears it.
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("product_reviews_product_user_key").on(t.productId, t.userId),
    index("product_reviews_user_idx").on(t.userId),
    index("product_reviews_product_created_idx").on(t.productId, t.createdAt.desc()),
    // Issue #13 pt 1: the product page sorts its reviews by rating and counts them per star.
    index("product_reviews_product_rating_idx").on(t.productId, t.rating.desc(), t.createdAt.desc()),
    // ADR 136: the moderators' list (/admin/opinie) pages every review newest, oldest or lowest first;
    // NULLS FIRST is what ORDER BY … DESC means, so the index serves it (and backwards, oldest first).
    index("product_reviews_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("product_reviews_rating_created_idx").on(t.rating, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check("product_reviews_rating_range", sql`${t.rating} BETWEEN 1 AND 5`),
    check("product_reviews_comment_not_blank", sql`length(btrim(${t.comment})) > 0`),
    check("product_reviews_comment_length", sql`length(${t.comment}) <= 5000`),
  ],
);

// Issue #13 pt 1 (ADR 063): one 'helpful' vote per user and review is the primary key; the count
// shown is counted from these rows, so it cannot drift. Never on one's own review (checked on the server).
export const reviewHelpfulVotes = pgTable(
  "review_helpful_votes",
  {
    reviewId: uuid("review_id")
      .notNull()
      .references(() => productReviews.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index("review_helpful_votes_user_idx").on(t.userId)],
);

// ADR 162: a member's report of someone else's review (notice and action, DSA art. 16). One per
// member and review; the moderator's "keep" closes the open ones (dismissed_at), a delete takes them
// with the review after their reporters have been told.
export const reviewReports = pgTable(
  "review_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => productReviews.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    details: text("details").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }),
    dismissedBy: text("dismissed_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("review_reports_review_reporter_key").on(t.reviewId, t.reporterId),
    index("review_reports_open_idx").on(t.reviewId).where(sql`${t.dismissedAt} IS NULL`),
    index("review_reports_reporter_idx").on(t.reporterId),
    // ADR 201: closed reports are deleted six months after they were closed.
    index("review_reports_closed_idx").on(t.dismissedAt).where(sql`${t.dismissedAt} IS NOT NULL`),
    check("review_reports_reason", sql`${t.reason} IN ('spam', 'offensive', 'misleading', 'personal-data', 'illegal', 'other')`),
    check("review_reports_details_length", sql`length(${t.details}) <= 500`),
  ],
);

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Issue #13 point 2 (ADR 078): opt-in price-drop alert; the reference price-history row (when the
    // alert was turned on or last sent), so one drop sends one e-mail.
    priceAlert: boolean("price_alert").notNull().default(false),
    priceAlertSentFor: bigint("price_alert_sent_for", { mode: "number" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index("wishlist_items_product_idx").on(t.productId)],
);

export const productLikes = pgTable(
  "product_likes",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index("product_likes_product_idx").on(t.productId)],
);

// Affiliate clicks through /go/{productId}/{platform}: the site's revenue. ADR 201: a row is kept
// 12 months (the privacy policy's "dane techniczne"; the per-day totals stay in click_daily_totals,
// a product's in product_stats, a post's in post_pruned_clicks), and its visitor and address keys
// are cleared once the 30-minute dedupe no longer reads them.
// ADR 147: a post's own shop link (one the catalogue does not hold) through /go/wpis/{postId}/{platform}:
// such a click names the post instead of a product.
export const outboundClicks = pgTable(
  "outbound_clicks",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    productId: uuid("product_id").references(() => products.id, { onDelete: "cascade" }),
    postId: uuid("post_id").references(() => blogPosts.id, { onDelete: "cascade" }),
    platform: text("platform").notNull(),
    sourcePage: text("source_page"),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    // Issue #12 point 6: the cookieless daily visitor key of views (ADR 017); one counted click per
    // visitor, product and shop per 30 minutes.
    visitorId: text("visitor_id"),
    // ADR 140: the same kind of key for the address alone (no user agent): at most a few counted
    // clicks per address, product and shop per 30 minutes, whatever user agents it sends.
    addressKey: text("address_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("outbound_clicks_product_created_idx").on(t.productId, t.createdAt.desc()),
    index("outbound_clicks_dedupe_idx").on(t.productId, t.platform, t.visitorId, t.createdAt.desc()),
    index("outbound_clicks_address_idx").on(t.productId, t.platform, t.addressKey, t.createdAt.desc()),
    index("outbound_clicks_post_dedupe_idx").on(t.postId, t.platform, t.visitorId, t.createdAt.desc()).where(sql`${t.postId} IS NOT NULL`),
    index("outbound_clicks_post_address_idx").on(t.postId, t.platform, t.addressKey, t.createdAt.desc()).where(sql`${t.postId} IS NOT NULL`),
    check("outbound_clicks_one_target", sql`num_nonnulls(${t.productId}, ${t.postId}) = 1`),
    // ADR 201: the hourly clearing of keys and deleting of year-old rows read by time.
    index("outbound_clicks_created_idx").on(t.createdAt),
    // ADR 201: the hourly clearing of the dedupe keys reads only the rows that still carry one.
    index("outbound_clicks_keyed_idx").on(t.createdAt).where(sql`${t.visitorId} IS NOT NULL OR ${t.addressKey} IS NOT NULL`),
  ],
);

// ADR 201: a post's clicks whose rows the 12-month retention deleted (the panel's post list adds
// them to the rows still kept, so the count never goes down).
export const postPrunedClicks = pgTable("post_pruned_clicks", {
  postId: uuid("post_id")
    .primaryKey()
    .references(() => blogPosts.id, { onDelete: "cascade" }),
  clicks: integer("clicks").notNull().default(0),
});

// One row per counted view; a visitor (hashed cookie id) counts once per product per 30 minutes.
export const productViews = pgTable(
  "product_views",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    visitorId: text("visitor_id").notNull(),
    // ADR 140: the address's key (see outbound_clicks.address_key): a few counted views per address.
    addressKey: text("address_key"),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("product_views_dedupe_idx").on(t.productId, t.visitorId, t.viewedAt.desc()),
    index("product_views_address_idx").on(t.productId, t.addressKey, t.viewedAt.desc()),
  ],
);
