import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { profiles, session, user, userSettings } from "~/db/schema";
import { toggleWishlist } from "~/features/engagement/wishlist.server";
import { createProduct, createSession, createUser } from "~/features/engagement/test-support";
import { requestAccountDeletion } from "./profile-deletion.server";
import { displayName, loadAccountSummary, loadProfile, ProfileUpdateSchema, updateProfile } from "./profile.server";
import { DEFAULT_SETTINGS, loadSettings, setNotificationPreference } from "./settings.server";
import { loadTheme } from "./theme.server";

const profileForm = (fields: Record<string, string>) =>
  ProfileUpdateSchema.safeParse({ fullName: "Anna Nowak", theme: "light", language: "pl", ...fields });

describe("displayName", () => {
  it("falls back to the e-mail's local part, then to 'Użytkownik'", () => {
    expect(displayName(" Anna ", "a@x.pl")).toBe("Anna");
    expect(displayName("", "anna.nowak@x.pl")).toBe("anna.nowak");
    expect(displayName(null, null)).toBe("Użytkownik");
  });
});

describe("profile", () => {
  it("summarises name, e-mail, join date and counts", async () => {
    const anna = await createUser({ name: "Anna Nowak" });
    await toggleWishlist(anna.id, await createProduct());
    const summary = await loadAccountSummary(anna.id);
    expect(summary).toMatchObject({ displayName: "Anna Nowak", email: anna.email, wishlistCount: 1, reviewCount: 0 });
    expect(summary.joinedAt).toMatch(/^\d{4}-/);
  });

  it("saves name, the eight flags, theme and language, creating missing rows (old accounts)", async () => {
    const old = await createUser({ withProfile: false, withSettings: false });
    expect(await loadSettings(old.id)).toEqual(DEFAULT_SETTINGS);
    const parsed = profileForm({ fullName: "  Nowe Imię  ", theme: "dark", language: "en", marketing_emails: "on", public_profile: "on" });
    expect(parsed.success).toBe(true);
    await updateProfile(old.id, parsed.data!);
    const profile = await loadProfile(old.id);
    expect(profile.fullName).toBe("Nowe Imię");
    expect(profile.settings).toEqual({
      theme: "dark",
      language: "en",
      notificationPreferences: { email_notifications: false, product_updates: false, marketing_emails: true, security_alerts: false },
      privacySettings: { public_profile: true, show_wishlist: false, show_reviews: false, allow_recommendations: false },
    });
    expect(await loadTheme(old.id)).toBe("dark");
    expect((await db.select({ name: user.name }).from(user).where(eq(user.id, old.id)))[0].name).toBe("Nowe Imię");
  });

  it("rejects a name over 100 characters, an unknown theme or language and a bad checkbox value", () => {
    expect(profileForm({ fullName: "x".repeat(101) }).error?.issues[0].message).toBe("Imię i nazwisko może mieć najwyżej 100 znaków");
    expect(profileForm({ fullName: ` ${"x".repeat(100)} ` }).success).toBe(true);
    expect(profileForm({ theme: "neon" }).success).toBe(false);
    expect(profileForm({ language: "de" }).success).toBe(false);
    expect(profileForm({ security_alerts: "maybe" }).success).toBe(false);
  });

  it("changes only the given user's settings", async () => {
    const [anna, piotr] = [await createUser(), await createUser()];
    await updateProfile(anna.id, profileForm({ theme: "dark" }).data!);
    expect(await loadTheme(piotr.id)).toBe("light");
  });
});

describe("notification toggles", () => {
  it("sets one flag and keeps the others, with or without a settings row", async () => {
    const anna = await createUser();
    const prefs = await setNotificationPreference(anna.id, "marketing_emails", true);
    expect(prefs).toEqual({ ...DEFAULT_SETTINGS.notificationPreferences, marketing_emails: true });
    const old = await createUser({ withSettings: false });
    await setNotificationPreference(old.id, "product_updates", false);
    expect((await loadSettings(old.id)).notificationPreferences).toEqual({ ...DEFAULT_SETTINGS.notificationPreferences, product_updates: false });
  });
});

describe("account deletion request", () => {
  it("flags the profile and revokes every session of that user only", async () => {
    const [anna, piotr] = [await createUser(), await createUser()];
    await createSession(anna.id);
    await createSession(anna.id);
    await createSession(piotr.id);
    expect(await requestAccountDeletion(anna.id)).toMatchObject({ revokedSessions: 2 });
    const [flag] = await db.select().from(profiles).where(eq(profiles.id, anna.id));
    expect(flag.dataDeletionRequested).toBe(true);
    expect(flag.dataDeletionRequestedAt).toBeInstanceOf(Date);
    expect(await db.select().from(session).where(eq(session.userId, anna.id))).toEqual([]);
    expect(await db.select().from(session).where(eq(session.userId, piotr.id))).toHaveLength(1);
    const [other] = await db.select().from(profiles).where(eq(profiles.id, piotr.id));
    expect(other.dataDeletionRequested).toBe(false);
  });

  it("works for an account without a profile row", async () => {
    const old = await createUser({ withProfile: false });
    await requestAccountDeletion(old.id);
    const [flag] = await db.select().from(profiles).where(eq(profiles.id, old.id));
    expect(flag.dataDeletionRequested).toBe(true);
    expect(await db.select().from(userSettings).where(eq(userSettings.userId, old.id))).toHaveLength(1);
  });
});
