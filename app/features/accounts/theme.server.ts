import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { userSettings } from "~/db/schema";

import type { Theme } from "~/utils/theme";

export type { Theme };

/** The look chosen in the account settings (spec: public §3 user_settings.theme, default light). */
export async function loadTheme(userId: string): Promise<Theme> {
  const [row] = await db.select({ theme: userSettings.theme }).from(userSettings).where(eq(userSettings.userId, userId));
  return (row?.theme as Theme | undefined) ?? "light";
}

/** ADR 075: a signed-in user's choice in the header switcher is also their account setting. */
export async function saveTheme(userId: string, theme: Theme): Promise<void> {
  await db
    .insert(userSettings)
    .values({ userId, theme })
    .onConflictDoUpdate({ target: userSettings.userId, set: { theme, updatedAt: sql`now()` } });
}
