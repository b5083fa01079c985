// ADR 179: what the "Ustawienia strony" screen loads — the settings as stored now (never the pages'
// memory: the form's version must be the row's) and who saved them last.
import { eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { siteSettings, user } from "~/db/schema";
import { readSiteSettings, SITE_SETTINGS_ID } from "./site-settings-row.server";
import type { SiteSettings } from "./site-settings-types";

export type SiteSettingsScreen = { settings: SiteSettings; changedBy: string | null };

export async function loadSiteSettingsScreen(executor: Executor = db): Promise<SiteSettingsScreen> {
  const [settings, [who]] = await Promise.all([
    readSiteSettings(executor),
    executor
      .select({ name: sql<string | null>`coalesce(nullif(btrim(${user.name}), ''), ${user.email})` })
      .from(siteSettings)
      .innerJoin(user, eq(user.id, siteSettings.updatedBy))
      .where(eq(siteSettings.id, SITE_SETTINGS_ID)),
  ]);
  return { settings, changedBy: who?.name ?? null };
}
