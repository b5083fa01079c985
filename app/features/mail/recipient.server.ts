import { DEFAULT_LOCALE, isLocale, loadCatalogue, type Locale } from "~/i18n/i18n";
import { localeOf } from "~/i18n/locale.server";
import type { Recipient } from "./templates";

// ADR 091: an e-mail is written in its recipient's language — the user's `user_settings.language`
// (spec: public §3), Polish when the user has none yet (a brand-new registration) or it is unknown.

/** The recipient `user` as a mail addressee (`to`: another address of theirs, e.g. the new one of an e-mail change). */
export async function recipientOf(user: { id: string; email: string; name?: string | null }, to: string = user.email): Promise<Recipient> {
  return { to, name: user.name ?? null, locale: await localeOf(user.id) };
}

/** The locale of a `user_settings.language` value read with the rest of a mailing's rows; its catalogue loaded. */
export async function mailLocale(language: unknown): Promise<Locale> {
  const locale = isLocale(language) ? language : DEFAULT_LOCALE;
  await loadCatalogue(locale);
  return locale;
}
