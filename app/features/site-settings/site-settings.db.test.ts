// ADR 179 (PGlite and PostgreSQL): the settings row — the defaults a fresh site starts from, a save, a
// stale save, a save that changes nothing, the change log, the seed never overwriting the owner's
// changes; and what pages read: from memory, dropped by a save. The file's tests share one database and
// run shuffled, so each starts from the row as it finds it.
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { activityLog, siteSettings } from "~/db/schema";
import { applyReferenceData } from "~/db/seed/reference";
import { listActivity } from "~/features/activity/activity-log.server";
import { UserError } from "~/utils/action.server";
import { validateForm } from "~/utils/form";
import { closePageCacheListener, invalidatePageCache } from "~/server/page-cache.server";
import { createUser } from "../../../tests/factories";
import { SiteSettingsSchema } from "./site-settings-rules";
import { readSiteSettings } from "./site-settings-row.server";
import { cachedSiteSettings, siteSettingsForPage } from "./site-settings.server";
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from "./site-settings-types";
import { saveSiteSettings, SITE_SETTINGS_WRITE_MESSAGES } from "./site-settings-write.server";

afterAll(() => closePageCacheListener());
afterEach(() => vi.restoreAllMocks());

/** The form as the screen would send it for `settings`, with `over` typed in. */
function formOf(settings: SiteSettings, over: Record<string, string> = {}) {
  const values: Record<string, string> = {
    expectedUpdatedAt: settings.updatedAt,
    footerDescription: settings.footerDescription,
    tiktok: settings.social.tiktok ?? "",
    instagram: settings.social.instagram ?? "",
    youtube: settings.social.youtube ?? "",
    facebook: settings.social.facebook ?? "",
    contactEmail: settings.mailboxes.contact,
    affiliateEmail: settings.mailboxes.affiliate,
    privacyEmail: settings.mailboxes.privacy,
    announcementText: settings.announcement.text,
    announcementLink: settings.announcement.link ?? "",
    announcementStartsAt: "",
    announcementEndsAt: "",
    ...(settings.announcement.enabled ? { announcementEnabled: "on" } : {}),
    ...over,
  };
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) if (v !== "off") form.set(k, v);
  const parsed = validateForm(form, SiteSettingsSchema);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
  return parsed.data;
}

/** The SQL text of every statement the driver is asked to run from now on. */
function spyOnStatements() {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, "query");
  return () => spy.mock.calls.map(([first]) => (typeof first === "string" ? first : String((first as { text?: string }).text ?? "")));
}

const settingsEntries = () => db.select().from(activityLog).where(eq(activityLog.subject, "settings")).orderBy(desc(activityLog.seq));

describe("the site settings row", () => {
  it("starts as the code's constants, and the seed at every start never overwrites the owner's changes", async () => {
    await db.delete(siteSettings);
    await applyReferenceData(db);
    const fresh = await readSiteSettings();
    const { updatedAt: _u, ...values } = fresh;
    expect(values).toEqual(DEFAULT_SITE_SETTINGS);

    const owner = await createUser({ traits: ["admin"] });
    await saveSiteSettings(formOf(fresh, { youtube: "https://www.youtube.com/@viralne" }), owner.id);
    await applyReferenceData(db);
    expect((await readSiteSettings()).social.youtube).toBe("https://www.youtube.com/@viralne");
  });

  it("saves the changed fields with a new version and one change-log entry naming them with their values", async () => {
    const owner = await createUser({ traits: ["admin"] });
    const before = await readSiteSettings();
    const handle = `@nowy${Date.now()}`;
    const saved = await saveSiteSettings(
      formOf(before, { tiktok: `https://www.tiktok.com/${handle}`, announcementEnabled: "on", announcementText: "Black Friday: sprawdź kody rabatowe", announcementLink: "/produkty" }),
      owner.id,
    );
    expect(saved.changed).toEqual(expect.arrayContaining(["tiktok", "announcementText"]));
    const after = await readSiteSettings();
    expect(after.social.tiktok).toBe(`https://www.tiktok.com/${handle}`);
    expect(after.announcement).toMatchObject({ enabled: true, text: "Black Friday: sprawdź kody rabatowe", link: "/produkty" });
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    const [entry] = await settingsEntries();
    expect(entry).toMatchObject({ performedBy: owner.id, action: "updated", label: "Ustawienia strony", subjectId: null });
    expect((entry!.details as { settingValues: Record<string, unknown> }).settingValues.tiktok).toEqual({ before: before.social.tiktok ?? "", after: `https://www.tiktok.com/${handle}` });
    const [row] = await db.select({ updatedBy: siteSettings.updatedBy }).from(siteSettings);
    expect(row!.updatedBy).toBe(owner.id);
    // Dziennik zmian lists it under its own kind, linked to the screen.
    const log = await listActivity({ subject: "settings", personId: owner.id, from: null, to: null, page: 1 }, { canReadUsers: false });
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toMatchObject({ subject: "settings", href: "/admin/ustawienia", details: { settings: saved.changed } });
  });

  it("refuses a form opened before someone else's save (409) and changes nothing", async () => {
    const [first, second] = [await createUser({ traits: ["admin"] }), await createUser({ traits: ["admin"] })];
    const opened = await readSiteSettings();
    await saveSiteSettings(formOf(opened, { privacyEmail: `dane${Date.now()}@viralneprodukty.pl` }), first.id);
    const kept = await readSiteSettings();
    const entries = (await settingsEntries()).length;
    const stale = saveSiteSettings(formOf(opened, { contactEmail: "inny@viralneprodukty.pl" }), second.id);
    await expect(stale).rejects.toThrow(UserError);
    await expect(stale).rejects.toMatchObject({ status: 409, message: SITE_SETTINGS_WRITE_MESSAGES.stale, fieldErrors: { _stale: "1" } });
    expect(await readSiteSettings()).toEqual(kept);
    expect(await settingsEntries()).toHaveLength(entries);
  });

  it("writes nothing for a save that changes nothing (other open forms stay fresh)", async () => {
    const owner = await createUser({ traits: ["admin"] });
    const before = await readSiteSettings();
    const entries = (await settingsEntries()).length;
    expect(await saveSiteSettings(formOf(before), owner.id)).toEqual({ changed: [] });
    expect(await readSiteSettings()).toEqual(before);
    expect(await settingsEntries()).toHaveLength(entries);
  });

  it("holds its own rules in the database too (a backstop for any other writer)", async () => {
    await expect(db.update(siteSettings).set({ announcementText: "x".repeat(141) })).rejects.toThrow();
    await expect(db.update(siteSettings).set({ announcementEnabled: true, announcementText: " " })).rejects.toThrow();
    await expect(db.execute(sql`INSERT INTO site_settings (id, footer_description, contact_email, affiliate_email, privacy_email) VALUES (2, 'x', 'a@b.pl', 'a@b.pl', 'a@b.pl')`)).rejects.toThrow();
  });
});

describe("the settings as pages read them", () => {
  it("come from memory: one read after a clear, none after that; a save is seen at once", async () => {
    await invalidatePageCache();
    const statements = spyOnStatements();
    const reads = () => statements().filter((text) => text.includes('"site_settings"')).length;
    await siteSettingsForPage();
    await siteSettingsForPage();
    await cachedSiteSettings();
    expect(reads()).toBe(1);

    const owner = await createUser({ traits: ["admin"] });
    const text = `Nowy opis stopki ${Date.now()}.`;
    await saveSiteSettings(formOf(await readSiteSettings(), { footerDescription: text }), owner.id);
    expect((await siteSettingsForPage()).footerDescription).toBe(text);
  });

  it("show the bar between its start and its end only", async () => {
    const owner = await createUser({ traits: ["admin"] });
    const now = Date.now();
    const inWarsaw = (ms: number) => new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Warsaw", dateStyle: "short", timeStyle: "short" }).format(new Date(ms)).replace(" ", "T");
    await saveSiteSettings(
      formOf(await readSiteSettings(), { announcementEnabled: "on", announcementText: "Od jutra", announcementStartsAt: inWarsaw(now + 86_400_000), announcementEndsAt: inWarsaw(now + 2 * 86_400_000) }),
      owner.id,
    );
    expect((await siteSettingsForPage(now)).announcement).toBeNull();
    expect((await siteSettingsForPage(now + 86_400_000 + 60_000)).announcement).toMatchObject({ text: "Od jutra" });
    expect((await siteSettingsForPage(now + 3 * 86_400_000)).announcement).toBeNull();
  });
});
