import { sql } from "drizzle-orm";
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

// ADR 160: the panel's change log ("Dziennik zmian") — who changed what in the catalogue, the blog,
// the codes, the categories, reviews, accounts and roles (session 31), written in the same transaction as the change.
// `label` is the subject's name at the time, so an entry still reads after the subject is deleted;
// the person is a reference (an erased account shows as such, DESIGN §5 data minimisation).
export const activityLog = pgTable(
  "activity_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    performedAt: timestamp("performed_at", { withTimezone: true }).notNull().defaultNow(),
    performedBy: text("performed_by").references(() => user.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    subjectId: text("subject_id"),
    label: text("label").notNull(),
    action: text("action").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    /** Insertion order: entries written in the same clock tick (PGlite's clock is coarse) keep it. */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    check(
      "activity_log_subject",
      sql`${t.subject} IN ('product', 'post', 'category', 'product-type', 'code', 'review', 'account', 'role', 'tag', 'document', 'settings', 'newsletter')`,
    ),
    index("activity_log_time_idx").on(t.performedAt.desc(), t.seq.desc()),
    index("activity_log_subject_idx").on(t.subject, t.subjectId, t.performedAt.desc()),
    index("activity_log_person_idx").on(t.performedBy, t.performedAt.desc()),
  ],
);
