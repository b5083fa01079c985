import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { userSettings } from "~/db/schema";
import "./account-messages"; // the server renders and answers for every area
import "./blog-messages";
import "./admin-messages";
import "./mail-messages";
import "./home-messages";
import "./search-messages";
import "./password-messages";
import { DEFAULT_LOCALE, isLocale, loadCatalogue, translator, type Locale } from "./i18n";

/**
 * ADR 080: the interface language of a request — the signed-in user's setting (spec: public §3
 * user_settings.language), Polish for everyone else. Anonymous pages are the only cached ones
 * (ADR 010: any `vp.*` session cookie bypasses the page cache), so an English page is never cached.
 * The catalogue is loaded before rendering.
 */
export async function localeOf(userId: string | undefined): Promise<Locale> {
  if (!userId) return DEFAULT_LOCALE;
  const [row] = await db.select({ language: userSettings.language }).from(userSettings).where(eq(userSettings.userId, userId));
  const locale = isLocale(row?.language) ? row.language : DEFAULT_LOCALE;
  await loadCatalogue(locale);
  return locale;
}

/** ADR 103: the root loader reads the language with the theme (one read) and loads its catalogue here. */
export async function prepareLocale(locale: Locale): Promise<Locale> {
  await loadCatalogue(locale);
  return locale;
}

/** ADR 080: a translator in the signed-in user's language, for the messages an action answers with. */
export async function translatorFor(userId: string) {
  return translator(await localeOf(userId));
}
