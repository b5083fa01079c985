import { index, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";

// A form that creates something carries a one-time key from its page (the new-product form, the
// new-post editor, ADR 166): the
// first save with a key records what it made, a second send of the same form (a double click without
// JavaScript, a retried request) gets that result instead of a duplicate (hostile review, session 28).
export const formSubmissions = pgTable(
  "form_submissions",
  {
    key: uuid("key").primaryKey(),
    resultId: uuid("result_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("form_submissions_created_idx").on(t.createdAt)],
);
