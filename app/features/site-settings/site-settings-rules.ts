// ADR 179: the rules of the "Ustawienia strony" form — one schema, run in the browser before sending and
// again in the action. Browser-safe. Every message has its msg.* key (pl-admin-settings, pl-messages).
import { z } from "zod";
import { isValidEmail, normalizeEmail } from "~/features/accounts/schemas";
import { safeSameSitePath } from "~/features/accounts/redirect";
import { zonedToUtc } from "~/features/blog/warsaw-time";
import { formCheckbox, formText } from "~/utils/form";
import { normalizedHttpUrl, withAssumedScheme } from "~/utils/http-url";
import { cleanLine } from "~/utils/text";
import { SOCIAL_NETWORK_INFO, SOCIAL_NETWORKS, type MailboxKey, type SocialNetwork } from "./site-settings-types";

export const FOOTER_DESCRIPTION_MAX = 300;
export const ANNOUNCEMENT_MAX = 140;
export const LINK_MAX = 500;

export const SETTINGS_MESSAGES = {
  footerRequired: "Wpisz opis serwisu do stopki.",
  footerTooLong: `Opis w stopce może mieć najwyżej ${FOOTER_DESCRIPTION_MAX} znaków.`,
  email: "Podaj poprawny adres e-mail, np. kontakt@viralneprodukty.pl.",
  announcementRequired: "Wpisz treść ogłoszenia albo wyłącz pasek.",
  announcementTooLong: `Ogłoszenie może mieć najwyżej ${ANNOUNCEMENT_MAX} znaków.`,
  announcementLink: "Link ogłoszenia musi być adresem w serwisie (np. /blog) albo adresem zaczynającym się od https://.",
  dateInvalid: "Podaj datę i godzinę, np. 2026-11-27 08:00.",
  endBeforeStart: "Koniec ogłoszenia musi być później niż jego początek.",
} as const;

export const SOCIAL_MESSAGES: Record<SocialNetwork, string> = {
  tiktok: "Podaj adres profilu na TikToku zaczynający się od https://, np. https://www.tiktok.com/@nazwa.",
  instagram: "Podaj adres profilu na Instagramie zaczynający się od https://, np. https://www.instagram.com/nazwa.",
  youtube: "Podaj adres kanału na YouTube zaczynający się od https://, np. https://www.youtube.com/@nazwa.",
  facebook: "Podaj adres strony na Facebooku zaczynający się od https://, np. https://www.facebook.com/nazwa.",
};

/**
 * A profile address on the network's own site: https, the network's host or a subdomain of it
 * (www., m.), no user name or password in it, and a path (the profile, not the network's home page).
 * "tiktok.com/@x" is taken as "https://tiktok.com/@x", as shop back offices do. Null when it is not one.
 */
export function socialProfileUrl(network: SocialNetwork, text: string): string | null {
  if (text.length > LINK_MAX) return null;
  const href = normalizedHttpUrl(withAssumedScheme(text));
  if (!href) return null;
  const url = new URL(href);
  const host = SOCIAL_NETWORK_INFO[network].host;
  const onNetwork = url.hostname === host || url.hostname.endsWith(`.${host}`);
  if (url.protocol !== "https:" || !onNetwork || url.username || url.password || url.port || url.pathname === "/") return null;
  // A profile's path is a name: letters, digits and . _ - ~ @ / (hostile review, session 36: quotes and
  // markup after a valid handle were kept, escaped, in the footer's link).
  if (!/^\/[\p{L}\p{N}._~@\-/]+$/u.test(decodedPath(url.pathname))) return null;
  return url.href;
}

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return "";
  }
}

/**
 * The bar's link: a same-site path (the open-redirect guard's reading of one) or an https address.
 * Anything else — javascript:, data:, http:, "//host" — is refused (null).
 */
export function announcementLinkOf(text: string): string | null {
  if (text.length > LINK_MAX) return null;
  if (text.startsWith("/")) return safeSameSitePath(text, null);
  const href = normalizedHttpUrl(text);
  if (!href) return null;
  const url = new URL(href);
  // No "user@" part: https://viralneprodukty.pl@evil.com reads as our address and goes elsewhere (review, session 34).
  return url.protocol === "https:" && !url.username && !url.password ? href : null;
}

/** The bar's length as people count it (and as the database's char_length does): an emoji is one. */
export const announcementLength = (text: string) => [...text].length;

/** "" → null; a datetime-local value (Warsaw time) → the instant; undefined when it is no such value. */
export function announcementMoment(text: string): Date | null | undefined {
  if (text.trim() === "") return null;
  // "2026-11-27 08:00", as the message's example, is read as well as the picker's "2026-11-27T08:00".
  return zonedToUtc(text.trim().replace(/^(\d{4}-\d{2}-\d{2})\s+(?=\d{2}:\d{2})/, "$1T")) ?? undefined;
}

const optionalLine = formText.transform((v) => v.trim());

const social = (network: SocialNetwork) =>
  optionalLine.transform((text, ctx) => {
    if (text === "") return null;
    const href = socialProfileUrl(network, text);
    if (!href) ctx.addIssue({ code: "custom", message: SOCIAL_MESSAGES[network] });
    return href;
  });

const mailbox = optionalLine.transform((text, ctx) => {
  const email = normalizeEmail(text);
  if (!isValidEmail(email)) ctx.addIssue({ code: "custom", message: SETTINGS_MESSAGES.email });
  return email;
});

const moment = optionalLine.transform((text, ctx) => {
  const at = announcementMoment(text);
  if (at === undefined) ctx.addIssue({ code: "custom", message: SETTINGS_MESSAGES.dateInvalid });
  return at ?? null;
});

export const SiteSettingsSchema = z
  .object({
    expectedUpdatedAt: formText,
    footerDescription: formText.transform((text, ctx) => {
      const line = cleanLine(text);
      if (line === "") ctx.addIssue({ code: "custom", message: SETTINGS_MESSAGES.footerRequired });
      else if (line.length > FOOTER_DESCRIPTION_MAX) ctx.addIssue({ code: "custom", message: SETTINGS_MESSAGES.footerTooLong });
      return line;
    }),
    ...(Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, social(n)])) as Record<SocialNetwork, ReturnType<typeof social>>),
    contactEmail: mailbox,
    affiliateEmail: mailbox,
    privacyEmail: mailbox,
    announcementEnabled: formCheckbox,
    // One line: a script typed here is text like any other (React escapes it where the bar shows it).
    announcementText: formText.transform((text, ctx) => {
      const line = cleanLine(text);
      if (announcementLength(line) > ANNOUNCEMENT_MAX) ctx.addIssue({ code: "custom", message: SETTINGS_MESSAGES.announcementTooLong });
      return line;
    }),
    announcementLink: optionalLine.transform((text, ctx) => {
      if (text === "") return null;
      const link = announcementLinkOf(text);
      if (!link) ctx.addIssue({ code: "custom", message: SETTINGS_MESSAGES.announcementLink });
      return link;
    }),
    announcementStartsAt: moment,
    announcementEndsAt: moment,
  })
  .superRefine((form, ctx) => {
    if (form.announcementEnabled && form.announcementText === "") {
      ctx.addIssue({ code: "custom", path: ["announcementText"], message: SETTINGS_MESSAGES.announcementRequired });
    }
    if (form.announcementStartsAt && form.announcementEndsAt && form.announcementEndsAt <= form.announcementStartsAt) {
      ctx.addIssue({ code: "custom", path: ["announcementEndsAt"], message: SETTINGS_MESSAGES.endBeforeStart });
    }
  });

export type SiteSettingsInput = z.output<typeof SiteSettingsSchema>;

/** The form's mailbox field of each mailbox. */
export const MAILBOX_FIELDS = { contact: "contactEmail", affiliate: "affiliateEmail", privacy: "privacyEmail" } as const satisfies Record<MailboxKey, string>;

/** What a refused plain post typed, by field name: the form shows it again instead of the stored values. */
export type TypedSettings = Partial<Record<string, string>>;

const TYPED_FIELDS = ["footerDescription", ...SOCIAL_NETWORKS, "contactEmail", "affiliateEmail", "privacyEmail", "announcementText", "announcementLink", "announcementStartsAt", "announcementEndsAt"];

/** The refused form's text fields (each cut to a sane length) and the switch ("on" or ""). */
export function typedSettingsOf(formData: FormData): TypedSettings {
  const typed: TypedSettings = Object.fromEntries(
    TYPED_FIELDS.map((name) => {
      const value = formData.get(name);
      return [name, typeof value === "string" ? value.slice(0, 2 * LINK_MAX) : ""];
    }),
  );
  typed.announcementEnabled = formData.get("announcementEnabled") === "on" ? "on" : "";
  return typed;
}
