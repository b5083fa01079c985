// ADR 179: from the stored settings to what a page shows at a given moment. Pure and browser-safe: the
// root loader runs it on every render (from the settings kept in memory), the panel's preview too.
import {
  DEFAULT_FOOTER_DESCRIPTION,
  SOCIAL_NETWORK_INFO,
  SOCIAL_NETWORKS,
  type Announcement,
  type PublicSiteSettings,
  type ShownAnnouncement,
  type SiteSettings,
} from "./site-settings-types";

export type AnnouncementState = "off" | "scheduled" | "shown" | "ended";

/** Where the bar stands at `now`: switched off, waiting for its start, shown, or past its end. */
export function announcementState(bar: Announcement, now: number): AnnouncementState {
  if (!bar.enabled || bar.text.trim() === "") return "off";
  if (bar.startsAt && Date.parse(bar.startsAt) > now) return "scheduled";
  if (bar.endsAt && Date.parse(bar.endsAt) <= now) return "ended";
  return "shown";
}

/**
 * The next moment the bar appears or goes (its start while scheduled, its end while shown), so the
 * page cache can empty itself then (clearPageCacheAt); null when nothing is due.
 */
export function nextAnnouncementChange(bar: Announcement, now: number): number | null {
  const state = announcementState(bar, now);
  if (state === "scheduled") return Date.parse(bar.startsAt!);
  if (state === "shown" && bar.endsAt) return Date.parse(bar.endsAt);
  return null;
}

/** A short fingerprint of the text and the link (FNV-1a, 32 bits): a new message is shown again to those who closed the last. */
export function announcementVersion(text: string, link: string | null): string {
  let hash = 0x811c9dc5;
  for (const char of `${text}\u0000${link ?? ""}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export function shownAnnouncement(bar: Announcement, now: number): ShownAnnouncement | null {
  if (announcementState(bar, now) !== "shown") return null;
  return { text: bar.text, link: bar.link, version: announcementVersion(bar.text, bar.link), endsAt: bar.endsAt };
}

export function publicSiteSettings(settings: Omit<SiteSettings, "updatedAt">, now: number): PublicSiteSettings {
  return {
    // The shipped Polish text stays a catalogue key, so an English reader still reads it in English.
    footerDescription: settings.footerDescription === DEFAULT_FOOTER_DESCRIPTION ? null : settings.footerDescription,
    social: SOCIAL_NETWORKS.flatMap((network) => {
      const href = settings.social[network];
      return href ? [{ network, name: SOCIAL_NETWORK_INFO[network].name, href }] : [];
    }),
    mailboxes: settings.mailboxes,
    announcement: shownAnnouncement(settings.announcement, now),
  };
}

const HANDLE = /^[\p{L}\p{N}._-]+$/u;

/**
 * "https://www.tiktok.com/@viralneprodukty" → "@viralneprodukty" (the handle /kontakt shows beside the
 * name), decoded ("@kanał", not "@kana%C5%82"). An address that is not one name — a YouTube channel id
 * (/channel/UC…), Facebook's profile.php?id=… — has no handle to show: null (hostile review, session 38).
 */
export function profileHandle(href: string): string | null {
  const segments = new URL(href).pathname.split("/").filter(Boolean);
  if (segments.length !== 1) return null;
  let name: string;
  try {
    name = decodeURIComponent(segments[0]!);
  } catch {
    return null;
  }
  name = name.startsWith("@") ? name.slice(1) : name;
  return HANDLE.test(name) && !/\.php$/i.test(name) ? `@${name}` : null;
}
