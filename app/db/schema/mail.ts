import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** What a retried message carries (the mailer's MailMessage, kept whole so it is sent unchanged). */
export type StoredMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
  headers?: Record<string, string>;
};

// ADR 165: a message the mail server refused or could not take is kept here until it is handed
// over or given up (about 12 minutes), so a restart in between no longer loses it.
export const mailRetries = pgTable(
  "mail_retries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    message: jsonb("message").$type<StoredMail>().notNull(),
    /** Failed attempts so far. */
    attempts: integer("attempts").notNull(),
    /** When it is due again; a process that takes it moves this forward as its lease. */
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_retries_due_idx").on(t.dueAt)],
);

// Hostile review (session 32): "at most one notice an hour" read from the open reports could be
// beaten by a report deleted with its review. The last time each kind of staff notice went out.
export const staffNotices = pgTable("staff_notices", {
  kind: text("kind").primaryKey(),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
});
