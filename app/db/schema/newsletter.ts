import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** A product as the issue showed it (ADR 185: a snapshot, so the history shows what went out). */
export type NewsletterProduct = { id: string; title: string; url: string; price: number | null; currency: string; imageUrl: string | null };
/** A blog post as the issue showed it. */
export type NewsletterPost = { id: string; title: string; url: string; excerpt: string };
/** What every recipient of one issue gets (their own greeting, language and unsubscribe link aside). */
export type NewsletterContent = { intro: string; products: NewsletterProduct[]; posts: NewsletterPost[] };

// ADR 185: the trend newsletter (user_settings.notification_preferences.marketing_emails, ADR 015).
// One row per issue sent; `idempotency_key` is the form's own key, so a double submit stores one issue.
export const newsletterIssues = pgTable("newsletter_issues", {
  id: uuid("id").primaryKey().defaultRandom(),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  subject: text("subject").notNull(),
  content: jsonb("content").$type<NewsletterContent>().notNull(),
  /** Who sent it (null once that account is gone). */
  sentBy: text("sent_by").references(() => user.id, { onDelete: "set null" }),
  /** Recipients when it was sent: the total stays even when an account is deleted later. */
  recipientCount: integer("recipient_count").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** When its last delivery was settled (sent, failed or skipped); null while sending. */
  finishedAt: timestamp("finished_at", { withTimezone: true }),
});

// One row per recipient, written with the issue: the worker takes pending rows with a lease (SKIP
// LOCKED, as mail_retries), so a restart resumes them and two processes never send the same row.
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    issueId: uuid("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /**
     * pending → sending (committed just before the message goes to the mail server) → sent, or back to
     * pending for a retry when the server refused it, or failed; skipped. ADR 194: a row a stopped
     * process left in `sending` becomes `unknown` — the server may have taken the message — and is
     * never sent again (a newsletter at most once; the panel counts them).
     */
    status: text("status").notNull().default("pending"),
    /** Failed attempts so far (given up after three). */
    attempts: integer("attempts").notNull().default(0),
    /** When it is due; a process that takes it moves this forward as its lease. */
    dueAt: timestamp("due_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    /** When it was handed to the mail server (status `sending`); a stale one is left by a stopped process. */
    sendingAt: timestamp("sending_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("newsletter_deliveries_issue_user_key").on(t.issueId, t.userId),
    index("newsletter_deliveries_due_idx").on(t.dueAt).where(sql`${t.status} = 'pending'`),
    // The every-minute settling of interrupted sends and the account purge/export (one row per subscriber per issue).
    index("newsletter_deliveries_sending_idx").on(t.sendingAt).where(sql`${t.status} = 'sending'`),
    index("newsletter_deliveries_user_idx").on(t.userId),
    check("newsletter_deliveries_status", sql`${t.status} IN ('pending', 'sending', 'sent', 'failed', 'skipped', 'unknown')`),
  ],
);
