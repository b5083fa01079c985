import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { userSettings } from "~/db/schema";

export type Theme = "light" | "dark" | "system";

/** The look chosen in the account settings (spec: public §3 user_settings.theme, default light). */
export async function loadTheme(userId: string): Promise<Theme> {
  const [row] = await db.select({ theme: userSettings.theme }).from(userSettings).where(eq(userSettings.userId, userId));
  return (row?.theme as Theme | undefined) ?? "light";
}
