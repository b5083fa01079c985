// ADR 179: saving "Ustawienia strony" — one transaction that locks the row, refuses a form opened before
// someone else's save (ADR 166's rule), writes the fields that changed and records them in the change
// log; the page cache (and with it the settings kept in memory) is emptied after the commit.
import { eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { siteSettings } from "~/db/schema";
import { recordActivity } from "~/features/activity/activity-log.server";
import { invalidatePageCache } from "~/server/page-cache.server";
import { assertUnchangedSince } from "~/utils/stale-version.server";
import { BAD_FORM_MESSAGE, UserError } from "~/utils/action.server";
import type { SiteSettingsInput } from "./site-settings-rules";
import { defaultRow, readSiteSettings, SITE_SETTINGS_ID } from "./site-settings-row.server";
import { SITE_SETTING_FIELDS, type SiteSettingField, type SiteSettings } from "./site-settings-types";

export const SITE_SETTINGS_WRITE_MESSAGES = {
  stale: "Ktoś inny zmienił ustawienia strony po otwarciu formularza. Wczytaj aktualną wersję i wprowadź zmiany ponownie.",
  saved: "Zapisano ustawienia strony.",
} as const;

/** Each field as text, the way the change log keeps a value (dates as ISO instants, "" for none). */
function fieldValues(s: Omit<SiteSettings, "updatedAt">): Record<SiteSettingField, string> {
  return {
    footerDescription: s.footerDescription,
    tiktok: s.social.tiktok ?? "",
    instagram: s.social.instagram ?? "",
    youtube: s.social.youtube ?? "",
    facebook: s.social.facebook ?? "",
    contactEmail: s.mailboxes.contact,
    affiliateEmail: s.mailboxes.affiliate,
    privacyEmail: s.mailboxes.privacy,
    announcementEnabled: s.announcement.enabled ? "1" : "",
    announcementText: s.announcement.text,
    announcementLink: s.announcement.link ?? "",
    announcementStartsAt: s.announcement.startsAt ?? "",
    announcementEndsAt: s.announcement.endsAt ?? "",
  };
}

export function settingsFromInput(input: SiteSettingsInput): Omit<SiteSettings, "updatedAt"> {
  return {
    footerDescription: input.footerDescription,
    social: { tiktok: input.tiktok, instagram: input.instagram, youtube: input.youtube, facebook: input.facebook },
    mailboxes: { contact: input.contactEmail, affiliate: input.affiliateEmail, privacy: input.privacyEmail },
    announcement: {
      enabled: input.announcementEnabled,
      text: input.announcementText,
      link: input.announcementLink,
      startsAt: input.announcementStartsAt?.toISOString() ?? null,
      endsAt: input.announcementEndsAt?.toISOString() ?? null,
    },
  };
}

export type SavedSettings = { changed: SiteSettingField[] };

/**
 * Saves the form. A 409 (with `_stale`) when the row changed since `expectedUpdatedAt`; a save that
 * changes nothing writes nothing (other open forms do not become stale for nothing, ADR 166).
 */
export async function saveSiteSettings(input: SiteSettingsInput, actorId: string | null, executor: Executor = db): Promise<SavedSettings> {
  // The form always carries the version it showed (the row always exists): a post without a readable
  // one is not the form's, and is not saved unchecked (review, session 34).
  if (!input.expectedUpdatedAt || Number.isNaN(Date.parse(input.expectedUpdatedAt))) throw new UserError(BAD_FORM_MESSAGE, 400);
  const next = settingsFromInput(input);
  const saved = await executor.transaction(async (tx) => {
    // The row is reference data; should it be missing, it is put back before it is locked.
    await tx.insert(siteSettings).values(defaultRow()).onConflictDoNothing();
    await tx.select({ id: siteSettings.id }).from(siteSettings).where(eq(siteSettings.id, SITE_SETTINGS_ID)).for("update");
    const current = await readSiteSettings(tx);
    assertUnchangedSince(new Date(current.updatedAt), input.expectedUpdatedAt, SITE_SETTINGS_WRITE_MESSAGES.stale);
    const before = fieldValues(current);
    const after = fieldValues(next);
    const changed = SITE_SETTING_FIELDS.filter((field) => before[field] !== after[field]);
    if (changed.length === 0) return { changed };
    await tx
      .update(siteSettings)
      .set({
        footerDescription: next.footerDescription,
        tiktokUrl: next.social.tiktok,
        instagramUrl: next.social.instagram,
        youtubeUrl: next.social.youtube,
        facebookUrl: next.social.facebook,
        contactEmail: next.mailboxes.contact,
        affiliateEmail: next.mailboxes.affiliate,
        privacyEmail: next.mailboxes.privacy,
        announcementEnabled: next.announcement.enabled,
        announcementText: next.announcement.text,
        announcementLink: next.announcement.link,
        announcementStartsAt: input.announcementStartsAt,
        announcementEndsAt: input.announcementEndsAt,
        updatedAt: sql`clock_timestamp()`,
        updatedBy: actorId,
      })
      .where(eq(siteSettings.id, SITE_SETTINGS_ID));
    const values = Object.fromEntries(changed.map((field) => [field, { before: before[field], after: after[field] }]));
    await recordActivity(tx, actorId, { subject: "settings", subjectId: null, label: "Ustawienia strony", action: "updated", details: { settings: changed, settingValues: values } });
    return { changed };
  });
  // The footer, /kontakt and the bar are on every page.
  if (saved.changed.length > 0) await invalidatePageCache();
  return saved;
}
