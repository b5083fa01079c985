// ADR 203 (RODO art. 7(1)): each change of a consent leaves its moment and source, with the change.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { consentEvents, legalDocumentVersions, profiles } from "~/db/schema";
import { createUser } from "~/features/engagement/test-support";
import { unsubscribeFromNewsletter } from "~/features/newsletter/newsletter-unsubscribe.server";
import { createAccountRows } from "./account-rows.server";
import { consentHistory, setMarketingConsent, termsVersionInForce } from "./consents.server";
import { updateProfile } from "./profile.server";
import { DEFAULT_SETTINGS, loadSettings } from "./settings.server";
import { user } from "~/db/schema";

const marketingOf = async (id: string) => (await loadSettings(id)).notificationPreferences.marketing_emails;
const profileConsent = async (id: string) => (await db.select({ on: profiles.marketingConsent }).from(profiles).where(eq(profiles.id, id)))[0]?.on;

describe("consent history", () => {
  it("registration records the terms (with the version in force) and the marketing choice", async () => {
    const inForce = await termsVersionInForce();
    expect(inForce).not.toBeNull(); // the seed publishes the terms (ADR 172)
    const [created] = await db.insert(user).values({ id: crypto.randomUUID(), name: "Nowa Osoba", email: `n-${Date.now()}@test.local` }).returning();
    await createAccountRows(created!, { acceptTerms: true, marketingConsent: true });
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, created!.id));
    expect(profile).toMatchObject({ termsVersion: inForce, marketingConsent: true });
    expect(await consentHistory(created!.id)).toEqual([
      expect.objectContaining({ kind: "terms", granted: true, source: "registration", termsVersion: inForce }),
      expect.objectContaining({ kind: "marketing", granted: true, source: "registration", termsVersion: null }),
    ]);
    // A repeated hook changes nothing and records nothing twice.
    await createAccountRows(created!, { acceptTerms: true, marketingConsent: false });
    expect(await consentHistory(created!.id)).toHaveLength(2);
  });

  it("the version in force is the newest effective one, not an announced future one", async () => {
    const [latest] = await db.select({ n: legalDocumentVersions.number }).from(legalDocumentVersions).where(eq(legalDocumentVersions.document, "terms"));
    expect(latest).toBeDefined();
    expect(await termsVersionInForce(db, "1999-01-01")).toBeNull();
  });

  it("Ustawienia, Profil and the unsubscribe link each record a change with their source; no change, no entry", async () => {
    const anna = await createUser({ name: "Anna" });
    expect(await setMarketingConsent(anna.id, true, "settings")).toBe(true);
    expect(await setMarketingConsent(anna.id, true, "settings")).toBe(false);
    expect(await profileConsent(anna.id)).toBe(true);
    const off = { ...DEFAULT_SETTINGS, notificationPreferences: { ...DEFAULT_SETTINGS.notificationPreferences, marketing_emails: false } };
    await updateProfile(anna.id, { fullName: "Anna", settings: off });
    await updateProfile(anna.id, { fullName: "Anna B", settings: off });
    expect(await profileConsent(anna.id)).toBe(false);
    await setMarketingConsent(anna.id, true, "settings");
    await unsubscribeFromNewsletter(anna.id, "one-click");
    await unsubscribeFromNewsletter(anna.id, "unsubscribe-link");
    expect(await marketingOf(anna.id)).toBe(false);
    expect((await consentHistory(anna.id)).map((e) => [e.granted, e.source])).toEqual([
      [true, "settings"],
      [false, "profile"],
      [true, "settings"],
      [false, "one-click"],
    ]);
  });

  it("the record and the change go together: a change that fails records nothing", async () => {
    const anna = await createUser({ name: "Anna" });
    await expect(
      db.transaction(async (tx) => {
        await setMarketingConsent(anna.id, true, "settings", tx as never);
        throw new Error("przerwane");
      }),
    ).rejects.toThrow("przerwane");
    expect(await marketingOf(anna.id)).toBe(false);
    expect(await db.select().from(consentEvents).where(eq(consentEvents.userId, anna.id))).toEqual([]);
  });

  it("refuses an unknown source or kind in the database itself", async () => {
    const anna = await createUser({ name: "Anna" });
    await expect(db.insert(consentEvents).values({ userId: anna.id, kind: "marketing", granted: true, source: "guess" as never })).rejects.toThrow();
    await expect(db.insert(consentEvents).values({ userId: anna.id, kind: "cookies" as never, granted: true, source: "settings" })).rejects.toThrow();
  });
});
