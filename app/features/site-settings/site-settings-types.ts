// ADR 179: the site settings the owner edits at /admin/ustawienia — their shape and the code's defaults
// (what the footer and /kontakt hard-wired before: a fresh site looks exactly as it did). Browser-safe.
import { pl } from "~/i18n/messages/pl";

export const SOCIAL_NETWORKS = ["tiktok", "instagram", "youtube", "facebook"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Each network's name as shown, and the host its profile addresses must be on (or a subdomain of it). */
export const SOCIAL_NETWORK_INFO: Record<SocialNetwork, { name: string; host: string; example: string }> = {
  tiktok: { name: "TikTok", host: "tiktok.com", example: "https://www.tiktok.com/@nazwa" },
  instagram: { name: "Instagram", host: "instagram.com", example: "https://www.instagram.com/nazwa" },
  youtube: { name: "YouTube", host: "youtube.com", example: "https://www.youtube.com/@nazwa" },
  facebook: { name: "Facebook", host: "facebook.com", example: "https://www.facebook.com/nazwa" },
};

export const MAILBOX_KEYS = ["contact", "affiliate", "privacy"] as const;
export type MailboxKey = (typeof MAILBOX_KEYS)[number];
export type Mailboxes = Record<MailboxKey, string>;

export type Announcement = {
  enabled: boolean;
  text: string;
  /** A same-site path or an https address. */
  link: string | null;
  /** ISO instants; null: from the save on / without an end. */
  startsAt: string | null;
  endsAt: string | null;
};

export type SiteSettings = {
  footerDescription: string;
  social: Record<SocialNetwork, string | null>;
  mailboxes: Mailboxes;
  announcement: Announcement;
  /** The row's version (ISO), for the form's stale-save check. */
  updatedAt: string;
};

/** The fields a save can change, in the form's order: a change-log entry names those it changed. */
export const SITE_SETTING_FIELDS = [
  "footerDescription",
  "tiktok",
  "instagram",
  "youtube",
  "facebook",
  "contactEmail",
  "affiliateEmail",
  "privacyEmail",
  "announcementEnabled",
  "announcementText",
  "announcementLink",
  "announcementStartsAt",
  "announcementEndsAt",
] as const;
export type SiteSettingField = (typeof SITE_SETTING_FIELDS)[number];

// The texts the code shipped with (the footer's and /kontakt's constants before ADR 179).
export const DEFAULT_FOOTER_DESCRIPTION: string = pl["footer.about.text"];

export const DEFAULT_SITE_SETTINGS: Omit<SiteSettings, "updatedAt"> = {
  footerDescription: DEFAULT_FOOTER_DESCRIPTION,
  social: {
    tiktok: "https://www.tiktok.com/@viralneprodukty",
    instagram: "https://www.instagram.com/viralneprodukty",
    youtube: null,
    facebook: null,
  },
  mailboxes: {
    contact: "kontakt@viralneprodukty.pl",
    affiliate: "afiliacja@viralneprodukty.pl",
    privacy: "prywatnosc@viralneprodukty.pl",
  },
  announcement: { enabled: false, text: "", link: null, startsAt: null, endsAt: null },
};

/** The bar as a page shows it (decided on the server for the moment of the render). */
export type ShownAnnouncement = {
  text: string;
  link: string | null;
  /** Changes when the text or the link does: a visitor's "closed" is remembered per version. */
  version: string;
  /** When it ends (ISO), so a page left open hides it then; null: no end. */
  endsAt: string | null;
};

/** What every page gets from the root loader: small, and nothing the visitor should not see. */
export type PublicSiteSettings = {
  /** Null: the shipped text, shown in the reader's language (the catalogue's footer.about.text). */
  footerDescription: string | null;
  social: { network: SocialNetwork; name: string; href: string }[];
  mailboxes: Mailboxes;
  announcement: ShownAnnouncement | null;
};
