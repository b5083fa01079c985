import { sql } from "drizzle-orm";
import { boolean, check, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

// ADR 179: what the owner changes in "Ustawienia strony" — the footer's description and social links,
// the contact mailboxes and the announcement bar. ONE row (id 1), typed columns: the whole form is saved
// at once and carries one version (updated_at) for the stale-save check. The row is seeded from the
// code's defaults as reference data (features/site-settings/defaults.ts), so a fresh site shows what
// the code used to hard-wire.
export const siteSettings = pgTable(
  "site_settings",
  {
    id: smallint("id").primaryKey().default(1),
    footerDescription: text("footer_description").notNull(),
    /** Social profiles: null = not shown. https, on the network's own host (site-settings-rules.ts). */
    tiktokUrl: text("tiktok_url"),
    instagramUrl: text("instagram_url"),
    youtubeUrl: text("youtube_url"),
    facebookUrl: text("facebook_url"),
    contactEmail: text("contact_email").notNull(),
    affiliateEmail: text("affiliate_email").notNull(),
    privacyEmail: text("privacy_email").notNull(),
    announcementEnabled: boolean("announcement_enabled").notNull().default(false),
    announcementText: text("announcement_text").notNull().default(""),
    /** A same-site path ("/blog/…") or an https address; null = the bar has no link. */
    announcementLink: text("announcement_link"),
    /** Null: from the save on / without an end. */
    announcementStartsAt: timestamp("announcement_starts_at", { withTimezone: true }),
    announcementEndsAt: timestamp("announcement_ends_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    check("site_settings_single_row", sql`${t.id} = 1`),
    check("site_settings_announcement_length", sql`char_length(${t.announcementText}) <= 140`),
    check("site_settings_announcement_text", sql`NOT ${t.announcementEnabled} OR btrim(${t.announcementText}) <> ''`),
    check(
      "site_settings_announcement_span",
      sql`${t.announcementStartsAt} IS NULL OR ${t.announcementEndsAt} IS NULL OR ${t.announcementStartsAt} < ${t.announcementEndsAt}`,
    ),
  ],
);
