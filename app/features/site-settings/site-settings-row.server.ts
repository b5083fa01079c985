// ADR 179: the one settings row — reading it (the panel's form, the pages' memory), its seed from the
// code's defaults (reference data at every start, app/db/seed/reference.ts). No cache here: see
// site-settings.server.ts for what pages use.
import { eq } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { siteSettings } from "~/db/schema";
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from "./site-settings-types";

export const SITE_SETTINGS_ID = 1;

type Row = typeof siteSettings.$inferSelect;

function settingsOf(row: Row): SiteSettings {
  return {
    footerDescription: row.footerDescription,
    social: { tiktok: row.tiktokUrl, instagram: row.instagramUrl, youtube: row.youtubeUrl, facebook: row.facebookUrl },
    mailboxes: { contact: row.contactEmail, affiliate: row.affiliateEmail, privacy: row.privacyEmail },
    announcement: {
      enabled: row.announcementEnabled,
      text: row.announcementText,
      link: row.announcementLink,
      startsAt: row.announcementStartsAt?.toISOString() ?? null,
      endsAt: row.announcementEndsAt?.toISOString() ?? null,
    },
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The defaults as the row's columns (the seed, and a save that finds no row). */
export function defaultRow() {
  const d = DEFAULT_SITE_SETTINGS;
  return {
    id: SITE_SETTINGS_ID,
    footerDescription: d.footerDescription,
    tiktokUrl: d.social.tiktok,
    instagramUrl: d.social.instagram,
    youtubeUrl: d.social.youtube,
    facebookUrl: d.social.facebook,
    contactEmail: d.mailboxes.contact,
    affiliateEmail: d.mailboxes.affiliate,
    privacyEmail: d.mailboxes.privacy,
  };
}

/** Reference data: the row with the code's defaults, inserted once (the owner's changes are never overwritten). */
export async function seedSiteSettings(executor: Executor): Promise<void> {
  await executor.insert(siteSettings).values(defaultRow()).onConflictDoNothing();
}

/** The settings as stored now; the defaults if the row is missing. */
export async function readSiteSettings(executor: Executor = db): Promise<SiteSettings> {
  const [row] = await executor.select().from(siteSettings).where(eq(siteSettings.id, SITE_SETTINGS_ID));
  return row ? settingsOf(row) : { ...DEFAULT_SITE_SETTINGS, updatedAt: new Date(0).toISOString() };
}
