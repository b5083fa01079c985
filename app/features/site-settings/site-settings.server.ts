// ADR 179: the site settings as pages read them. Every page shows them (footer, the bar), so pages read
// them from process memory: the row is read once and kept until the page cache empties (a save empties
// it here and, through NOTIFY, in every other process) and at most five minutes. A cached page reads
// nothing at all: its HTML already holds them.
import { keptUntilCatalogueWrite } from "~/server/kept-until-write.server";
import { clearPageCacheAt } from "~/server/page-cache.server";
import { nextAnnouncementChange, publicSiteSettings } from "./public-settings";
import { readSiteSettings } from "./site-settings-row.server";
import type { PublicSiteSettings, SiteSettings } from "./site-settings-types";

export const SETTINGS_KEPT_MS = 5 * 60_000;

const kept = keptUntilCatalogueWrite<SiteSettings>({ maxEntries: 1, maxAgeMs: SETTINGS_KEPT_MS });

/** The settings for pages: from memory, or one read of the row after a save (anywhere) or five minutes. */
export function cachedSiteSettings(): Promise<SiteSettings> {
  return kept("site", () => readSiteSettings());
}

/**
 * What the root loader gives every page. The bar is decided here, for this moment; while it waits
 * for its start or runs to its end, the page cache is told to empty itself at that moment, so a
 * stored page does not show it early or keep it late (ADR 172's midnight clear, for the bar).
 */
export async function siteSettingsForPage(now = Date.now()): Promise<PublicSiteSettings> {
  const settings = await cachedSiteSettings();
  const change = nextAnnouncementChange(settings.announcement, now);
  if (change !== null) clearPageCacheAt(change);
  return publicSiteSettings(settings, now);
}
