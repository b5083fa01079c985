import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

// spec: public §3 Profile and settings. The old site's wishlist / liked_products / reviews arrays
// are replaced by join tables (engagement.ts); identity fields live in Better Auth's `user`.
export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  fullName: text("full_name"),
  avatarUrl: text("avatar_url"),
  marketingConsent: boolean("marketing_consent").notNull().default(false),
  termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
  // ADR 203: the number of the terms version (legal_document_versions) accepted at registration.
  termsVersion: integer("terms_version"),
  dataDeletionRequested: boolean("data_deletion_requested").notNull().default(false),
  dataDeletionRequestedAt: timestamp("data_deletion_requested_at", { withTimezone: true }),
  // ADR 158: a blocked account cannot sign in (its sessions are ended when it is blocked).
  blockedAt: timestamp("blocked_at", { withTimezone: true }),
  blockedReason: text("blocked_reason"),
  // Session 33 (ADR 173): a block for a time ends by itself at this moment; null = until lifted.
  blockedUntil: timestamp("blocked_until", { withTimezone: true }),
  // Who blocked it, for the panel (null once that account is gone).
  blockedBy: text("blocked_by").references(() => user.id, { onDelete: "set null" }),
  // Session 37: the last sign-in, kept when the sessions go (a block ends them; the panel showed "never").
  lastSignedInAt: timestamp("last_signed_in_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type NotificationPreferences = {
  email_notifications: boolean;
  product_updates: boolean;
  marketing_emails: boolean;
  security_alerts: boolean;
};
export type PrivacySettings = {
  public_profile: boolean;
  show_wishlist: boolean;
  show_reviews: boolean;
  allow_recommendations: boolean;
};

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  email_notifications: true,
  product_updates: true,
  marketing_emails: false,
  security_alerts: true,
};
export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = {
  public_profile: false,
  show_wishlist: false,
  show_reviews: true,
  allow_recommendations: true,
};

export const userSettings = pgTable(
  "user_settings",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    notificationPreferences: jsonb("notification_preferences")
      .$type<NotificationPreferences>()
      .notNull()
      .default(DEFAULT_NOTIFICATION_PREFERENCES),
    privacySettings: jsonb("privacy_settings").$type<PrivacySettings>().notNull().default(DEFAULT_PRIVACY_SETTINGS),
    theme: text("theme").notNull().default("light"),
    language: text("language").notNull().default("pl"),
    // ADR 183: staff hear of work waiting for them (a submitted draft, a reported review) unless they switch it off.
    panelNotifications: boolean("panel_notifications").notNull().default(true),
    // ADR 202: the random, stable id of the public profile's address (/osoby/{publicId}); given the
    // first time the profile is made public, kept afterwards. Not the user id, not derived from it.
    publicId: text("public_id").unique(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("user_settings_theme", sql`${t.theme} IN ('light', 'dark', 'system')`),
    check("user_settings_language", sql`${t.language} IN ('pl', 'en')`),
  ],
);
