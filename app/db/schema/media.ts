import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

// One row per stored image; `key` is the storage path ({folder}/{name}-{timestamp}-{random}.webp).
export const uploads = pgTable(
  "uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull().unique(),
    folder: text("folder").notNull(),
    contentType: text("content_type").notNull().default("image/webp"),
    sizeBytes: integer("size_bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Set when a saved product (or post) uses the image; uploads left null are removed later (ADR 027).
    attachedAt: timestamp("attached_at", { withTimezone: true }),
    // Set by the daily sweep when no saved content shows the attached image any more; deleted 30 days
    // later unless used again (ADR 180).
    unusedSince: timestamp("unused_since", { withTimezone: true }),
  },
  (t) => [
    check("uploads_folder", sql`${t.folder} IN ('products', 'blog', 'demo')`),
    index("uploads_unattached_idx").on(t.createdAt).where(sql`${t.attachedAt} IS NULL`),
    index("uploads_unused_idx").on(t.unusedSince).where(sql`${t.unusedSince} IS NOT NULL`),
    check("uploads_size", sql`${t.sizeBytes} > 0 AND ${t.sizeBytes} <= 2097152`),
  ],
);
