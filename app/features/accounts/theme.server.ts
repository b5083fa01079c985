import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared.server";
import { userSettings } from "~/db/schema";
import { DEFAULT_LOCALE, isLocale, type Locale } from "~/i18n/i18n";
import { DEFAULT_THEME, isTheme, type Theme } from "~/utils/theme";

export type { Theme };

/** What every page of a signed-in user needs from user_settings: the look and the interface language. */
export type PageSettings = { theme: Theme; locale: Locale };

const pageSettingsQuery = preparedQuery("user_page_settings", (executor) =>
  executor
    .select({ theme: userSettings.theme, language: userSettings.language })
    .from(userSettings)
    .where(eq(userSettings.userId, sql.placeholder("userId"))),
);

/**
 * ADR 103 (issue #14): the root loader's one read of user_settings per signed-in request — theme
 * (ADR 075) and language (ADR 080) come from the same row, so they are read together. Read fresh on
 * every request (no cache): a change shows on the next page. Defaults (spec: public §3): light, Polish.
 */
export async function loadPageSettings(userId: string): Promise<PageSettings> {
  const [row] = await pageSettingsQuery().execute({ userId });
  return pageSettingsOf(row);
}

/** A user_settings row's theme and language (none yet, or a value we no longer know: the defaults). */
export function pageSettingsOf(row: { theme: string | null; language: string | null } | undefined): PageSettings {
  return {
    theme: isTheme(row?.theme) ? row.theme : DEFAULT_THEME,
    locale: isLocale(row?.language) ? row.language : DEFAULT_LOCALE,
  };
}

/** The look chosen in the account settings (spec: public §3 user_settings.theme, default light). */
export async function loadTheme(userId: string): Promise<Theme> {
  return (await loadPageSettings(userId)).theme;
}

/** ADR 075: a signed-in user's choice in the header switcher is also their account setting. */
export async function saveTheme(userId: string, theme: Theme): Promise<void> {
  await db
    .insert(userSettings)
    .values({ userId, theme })
    .onConflictDoUpdate({ target: userSettings.userId, set: { theme, updatedAt: sql`now()` } });
}
