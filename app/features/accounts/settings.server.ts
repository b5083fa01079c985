import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { db, type Executor } from "~/db/client.server";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  DEFAULT_PRIVACY_SETTINGS,
  userSettings,
  type NotificationPreferences,
  type PrivacySettings,
} from "~/db/schema";
import type { Theme } from "./theme.server";
import { newPublicId } from "./privacy.server";

// spec: public §3 user_settings. Old accounts may have no settings row, and older rows may lack
// newer keys: reading merges the spec's defaults, writing upserts.

export type Language = "pl" | "en";
export type AccountSettings = {
  notificationPreferences: NotificationPreferences;
  privacySettings: PrivacySettings;
  theme: Theme;
  language: Language;
};

import { LANGUAGES, THEMES } from "./profile-schema";

export { LANGUAGES, THEMES };
export const NOTIFICATION_KEYS = Object.keys(DEFAULT_NOTIFICATION_PREFERENCES) as (keyof NotificationPreferences)[];
export const PRIVACY_KEYS = Object.keys(DEFAULT_PRIVACY_SETTINGS) as (keyof PrivacySettings)[];

export const DEFAULT_SETTINGS: AccountSettings = {
  notificationPreferences: DEFAULT_NOTIFICATION_PREFERENCES,
  privacySettings: DEFAULT_PRIVACY_SETTINGS,
  theme: "light",
  language: "pl",
};

const flags = <K extends string>(stored: unknown, defaults: Record<K, boolean>): Record<K, boolean> => {
  const source = (stored && typeof stored === "object" ? stored : {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(defaults).map(([k, d]) => [k, typeof source[k] === "boolean" ? source[k] : d]),
  ) as Record<K, boolean>;
};

export async function loadSettings(userId: string, executor: Executor = db): Promise<AccountSettings> {
  const [row] = await executor.select().from(userSettings).where(eq(userSettings.userId, userId));
  if (!row) return DEFAULT_SETTINGS;
  return {
    notificationPreferences: flags(row.notificationPreferences, DEFAULT_NOTIFICATION_PREFERENCES),
    privacySettings: flags(row.privacySettings, DEFAULT_PRIVACY_SETTINGS),
    theme: (THEMES as readonly string[]).includes(row.theme) ? (row.theme as Theme) : "light",
    language: (LANGUAGES as readonly string[]).includes(row.language) ? (row.language as Language) : "pl",
  };
}

/** Replaces the whole settings row of this user (the Profil tab saves all of it at once). */
export async function saveSettings(userId: string, settings: AccountSettings, executor: Executor = db): Promise<void> {
  const values = { ...settings, updatedAt: sql`now()` };
  // ADR 202: a profile made public gets its address once; it is kept (also while private again).
  const publicId = settings.privacySettings.public_profile ? newPublicId() : null;
  await executor
    .insert(userSettings)
    .values({ userId, ...values, publicId })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { ...values, publicId: sql`coalesce(${userSettings.publicId}, ${publicId})` },
    });
}

// spec: public §2 Ustawienia — the two toggles of that tab (mapping: docs/decisions/015).
export const SETTINGS_TAB_KEYS = ["product_updates", "marketing_emails"] as const;

export const NotificationToggleSchema = z.object({
  key: z.enum(SETTINGS_TAB_KEYS, { error: "Nieznane ustawienie powiadomień" }),
  value: z.enum(["true", "false"], { error: "Nieprawidłowa wartość ustawienia" }).transform((v) => v === "true"),
});

/** Sets one notification flag, keeping the others; atomic, also for a user without a row yet. */
export async function setNotificationPreference(
  userId: string,
  key: keyof NotificationPreferences,
  value: boolean,
  executor: Executor = db,
): Promise<NotificationPreferences> {
  const change = JSON.stringify({ [key]: value });
  const [row] = await executor
    .insert(userSettings)
    .values({ userId, notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, [key]: value } })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: {
        notificationPreferences: sql`${userSettings.notificationPreferences} || ${change}::jsonb`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ notificationPreferences: userSettings.notificationPreferences });
  return flags(row.notificationPreferences, DEFAULT_NOTIFICATION_PREFERENCES);
}

// ADR 183: "Powiadomienia panelu", a column of its own (not a notification_preferences key: the
// recipients' query reads it beside the roles, and the Profil tab's save of the whole row must not
// touch a choice it does not show). The same toggle's value field as above.
export const PanelNotificationsSchema = NotificationToggleSchema.pick({ value: true });

/** Whether this person wants the panel's mails (on without a settings row). */
export async function panelNotificationsOf(userId: string, executor: Executor = db): Promise<boolean> {
  const [row] = await executor.select({ on: userSettings.panelNotifications }).from(userSettings).where(eq(userSettings.userId, userId));
  return row?.on ?? true;
}

/** Switches the panel's mails on or off, keeping every other setting; creates the row of an account without one. */
export async function setPanelNotifications(userId: string, on: boolean, executor: Executor = db): Promise<void> {
  await executor
    .insert(userSettings)
    .values({ userId, panelNotifications: on })
    .onConflictDoUpdate({ target: userSettings.userId, set: { panelNotifications: on, updatedAt: sql`now()` } });
}
