import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
  },
  (t) => [
    check("uploads_folder", sql`${t.folder} IN ('products', 'blog', 'demo')`),
    check("uploads_size", sql`${t.sizeBytes} > 0 AND ${t.sizeBytes} <= 2097152`),
  ],
);
