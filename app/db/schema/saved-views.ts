import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

// ADR 178: a staff member's saved views of an admin list ("Kuchnia bez zdjęć": the list's filters,
// search and order as a query string, opened with one click). Personal settings: each person sees
// only their own; they go with the account (cascade, and the account purge deletes them).
// `list` is a key of SAVED_VIEW_LISTS (features/admin/saved-view-lists.ts); the code checks it, so a
// list added later needs no migration. The limits are the app's too (name 1–40, query ≤ 1000, 20 a list).
export const savedListViews = pgTable(
  "saved_list_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    list: text("list").notNull(),
    name: text("name").notNull(),
    /** Normalised: only the list's own parameters, no paging, none empty, in a fixed order. */
    query: text("query").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One name per person and list, whatever its case: "Kuchnia" and "kuchnia" side by side misled.
    uniqueIndex("saved_list_views_name_idx").on(t.ownerId, t.list, sql`lower(${t.name})`),
    check("saved_list_views_name_length", sql`char_length(${t.name}) BETWEEN 1 AND 40`),
    check("saved_list_views_query_length", sql`char_length(${t.query}) BETWEEN 1 AND 1000`),
  ],
);
