import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

// ADR 203 (RODO art. 7(1): the controller must be able to show consent). One row per change of a
// consent — the terms accepted at registration (with the version number), the marketing consent (the
// trend newsletter, ADR 015) given or withdrawn — written in the same transaction as the change.
export const CONSENT_KINDS = ["terms", "marketing"] as const;
export const CONSENT_SOURCES = ["registration", "settings", "profile", "unsubscribe-link", "one-click"] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export const consentEvents = pgTable(
  "consent_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ConsentKind>().notNull(),
    granted: boolean("granted").notNull(),
    source: text("source").$type<ConsentSource>().notNull(),
    /** The terms version (legal_document_versions.number) accepted; only for kind 'terms'. */
    termsVersion: integer("terms_version"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("consent_events_user_idx").on(t.userId, t.at),
    check("consent_events_kind", sql`${t.kind} IN ('terms', 'marketing')`),
    check("consent_events_source", sql`${t.source} IN ('registration', 'settings', 'profile', 'unsubscribe-link', 'one-click')`),
  ],
);
