import { sql } from "drizzle-orm";
import { bigserial, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

// ADR 172: the legal documents the owner changes from the panel (regulamin, polityka prywatności,
// afiliacja). One row per document: publishing locks it, so two publications number their versions
// one after the other and see each other (the editor's "based on version N" check).
export const legalDocuments = pgTable(
  "legal_documents",
  {
    key: text("key").primaryKey(),
  },
  (t) => [check("legal_documents_key", sql`${t.key} IN ('terms', 'privacy', 'affiliate')`)],
);

/**
 * Versions: drafts (no number, editable, deletable) and published versions (numbered 1, 2, … per
 * document, never changed again: the legal record of what applied from which day). The markdown is
 * rendered to HTML once per save (ADR 085's rule, the blog's renderer).
 */
export const legalDocumentVersions = pgTable(
  "legal_document_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    document: text("document")
      .notNull()
      .references(() => legalDocuments.key),
    status: text("status").notNull(),
    /** Assigned at publication. */
    number: integer("number"),
    /** The Warsaw day from which the version applies; a draft may not have one yet. */
    effectiveFrom: date("effective_from", { mode: "string" }),
    body: text("body").notNull(),
    introHtml: text("intro_html").notNull(),
    bodyHtml: text("body_html").notNull(),
    toc: jsonb("toc").$type<{ id: string; title: string }[]>().notNull(),
    /** "Co się zmienia": shown above the text of this version; '' for none. */
    summary: text("summary").notNull().default(""),
    /** The newest published number when the draft was started (the editor warns when a newer one exists). */
    basedOn: integer("based_on").notNull().default(0),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    /** The version a draft's editor carries (ADR 166): every save moves it. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    publishedBy: text("published_by").references(() => user.id, { onDelete: "set null" }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [
    check("legal_document_versions_status", sql`${t.status} IN ('draft', 'published')`),
    // A published version has its number, day and moment; a draft has no number.
    check(
      "legal_document_versions_published",
      sql`(${t.status} = 'draft' AND ${t.number} IS NULL) OR (${t.status} = 'published' AND ${t.number} IS NOT NULL AND ${t.effectiveFrom} IS NOT NULL AND ${t.publishedAt} IS NOT NULL)`,
    ),
    uniqueIndex("legal_document_versions_number_key").on(t.document, t.number),
    index("legal_document_versions_document_idx").on(t.document, t.status, t.effectiveFrom),
  ],
);

/**
 * ADR 198: the e-mail that tells an account holder of a published version of the terms or the privacy
 * policy — one row per recipient per version, stored in the publication's transaction and sent by the
 * mail delivery queue (`~/features/mail/delivery-queue.server`, the newsletter's: leases, `sending`
 * committed before the hand-off, `unknown` after a stop — at most once).
 */
export const legalNoticeDeliveries = pgTable(
  "legal_notice_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    versionId: uuid("version_id")
      .notNull()
      .references(() => legalDocumentVersions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** pending → sending → sent; back to pending for a retry; failed; skipped; unknown (as newsletter_deliveries). */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    sendingAt: timestamp("sending_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("legal_notice_deliveries_version_user_key").on(t.versionId, t.userId),
    index("legal_notice_deliveries_due_idx").on(t.dueAt).where(sql`${t.status} = 'pending'`),
    // The every-minute settling of interrupted sends and the account purge/export (one row per account per version).
    index("legal_notice_deliveries_sending_idx").on(t.sendingAt).where(sql`${t.status} = 'sending'`),
    index("legal_notice_deliveries_user_idx").on(t.userId),
    check("legal_notice_deliveries_status", sql`${t.status} IN ('pending', 'sending', 'sent', 'failed', 'skipped', 'unknown')`),
  ],
);

/** ADR 198: a member closed the site's notice of a scheduled version ("Od … obowiązuje nowy regulamin"). */
export const legalNoticeDismissals = pgTable(
  "legal_notice_dismissals",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    versionId: uuid("version_id")
      .notNull()
      .references(() => legalDocumentVersions.id, { onDelete: "cascade" }),
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.versionId] })],
);
