// /admin/ustawienia (ADR 179): site-settings:update in the loader and the action (redaktor and moderator
// refused, the permission — not a role's name — lets in); the action's answers: bad input is a Polish
// 400 that changes nothing (and gives a plain post back what it typed), a stale form a 409, a save a
// redirect with its toast. The file's tests share a database: each reads the row as it finds it.
import { afterAll, describe, expect, it } from "vitest";
import { FORBIDDEN_MESSAGE } from "~/features/access/session.server";
import { readSiteSettings } from "~/features/site-settings/site-settings-row.server";
import { SETTINGS_MESSAGES, SOCIAL_MESSAGES } from "~/features/site-settings/site-settings-rules";
import type { SiteSettings } from "~/features/site-settings/site-settings-types";
import { SITE_SETTINGS_WRITE_MESSAGES } from "~/features/site-settings/site-settings-write.server";
import * as adminLayout from "~/routes/admin/layout";
import * as screen from "~/routes/admin/site-settings";
import { closePageCacheListener } from "~/server/page-cache.server";
import { assignRole, createRole, createUser } from "../../../tests/factories";
import { callAction, callLoader } from "../../../tests/route-harness";

afterAll(() => closePageCacheListener());

const path = "/admin/ustawienia";

const formOf = (s: SiteSettings, over: Record<string, string> = {}) => ({
  expectedUpdatedAt: s.updatedAt,
  footerDescription: s.footerDescription,
  tiktok: s.social.tiktok ?? "",
  instagram: s.social.instagram ?? "",
  youtube: s.social.youtube ?? "",
  facebook: s.social.facebook ?? "",
  contactEmail: s.mailboxes.contact,
  affiliateEmail: s.mailboxes.affiliate,
  privacyEmail: s.mailboxes.privacy,
  announcementText: "",
  announcementLink: "",
  announcementStartsAt: "",
  announcementEndsAt: "",
  ...over,
});

type Refusal = { ok: false; message: string; fieldErrors: Record<string, string>; data?: Record<string, string> };

describe("/admin/ustawienia", () => {
  it("refuses a redaktor and a moderator (403) in the loader and the action, and changes nothing", async () => {
    const before = await readSiteSettings();
    for (const trait of ["editor", "moderator"] as const) {
      const user = await createUser({ traits: [trait] });
      expect(await callLoader([adminLayout, screen], { path, user })).toMatchObject({ status: 403, data: FORBIDDEN_MESSAGE });
      const res = await callAction([adminLayout, screen], { path, user, form: formOf(before, { tiktok: "https://www.tiktok.com/@przejete" }) });
      expect(res.status).toBe(403);
    }
    expect((await callAction([adminLayout, screen], { path, user: null, form: formOf(before) })).status).toBe(302); // anonymous: to sign-in
    expect(await readSiteSettings()).toEqual(before);
  });

  it("opens to a custom role holding site-settings:update (and the panel), not to one without it", async () => {
    const custom = await createUser();
    await assignRole(custom.id, (await createRole(["site-settings:update", "admin:access"])).name);
    const res = await callLoader<{ settings: SiteSettings }>([adminLayout, screen], { path, user: custom });
    expect(res.status).toBe(200);
    expect(res.data.settings.mailboxes.contact).toMatch(/@/);
    const other = await createUser();
    await assignRole(other.id, (await createRole(["legal-document:update", "admin:access"])).name);
    expect((await callLoader([adminLayout, screen], { path, user: other })).status).toBe(403);
  });

  it("answers bad input with Polish field messages (400), keeps what was typed, and changes nothing", async () => {
    const admin = await createUser({ traits: ["admin"] });
    const before = await readSiteSettings();
    const res = await callAction<Refusal>([adminLayout, screen], {
      path,
      user: admin,
      form: formOf(before, { tiktok: "https://evil.example/@x", announcementEnabled: "on", announcementText: "<script>alert(1)</script>", announcementLink: "javascript:alert(1)", contactEmail: "nie-email" }),
    });
    expect(res.status).toBe(400);
    expect(res.data.fieldErrors).toMatchObject({ tiktok: SOCIAL_MESSAGES.tiktok, announcementLink: SETTINGS_MESSAGES.announcementLink, contactEmail: SETTINGS_MESSAGES.email });
    expect(res.data.data).toMatchObject({ tiktok: "https://evil.example/@x", announcementLink: "javascript:alert(1)", announcementEnabled: "on" });
    // A form with nothing in it (a hand-made post) is the same: 400, never a 500.
    expect((await callAction([adminLayout, screen], { path, user: admin, form: {} })).status).toBe(400);
    expect(await readSiteSettings()).toEqual(before);
  });

  it("saves and answers with a redirect and its toast; a form opened before that save is a 409", async () => {
    const admin = await createUser({ traits: ["admin"] });
    const opened = await readSiteSettings();
    const handle = `@trasa${Date.now()}`;
    const saved = await callAction([adminLayout, screen], { path, user: admin, form: formOf(opened, { tiktok: `https://www.tiktok.com/${handle}`, announcementEnabled: "on", announcementText: "Black Friday" }) });
    expect(saved).toMatchObject({ status: 302, location: "/admin/ustawienia" });
    expect(saved.headers.get("set-cookie")).toContain("vp.toast");
    const after = await readSiteSettings();
    expect(after.social.tiktok).toBe(`https://www.tiktok.com/${handle}`);
    expect(after.announcement).toMatchObject({ enabled: true, text: "Black Friday" });

    const stale = await callAction<Refusal>([adminLayout, screen], { path, user: admin, form: formOf(opened, { contactEmail: "spozniony@viralneprodukty.pl" }), fetcher: true });
    expect(stale.status).toBe(409);
    expect(stale.data).toMatchObject({ message: SITE_SETTINGS_WRITE_MESSAGES.stale, fieldErrors: { _stale: "1" } });
    expect(await readSiteSettings()).toEqual(after);

    // A post without a readable version is not the form's: refused, not saved unchecked (review, session 34).
    for (const version of ["", "garbage"]) {
      const unversioned = await callAction<Refusal>([adminLayout, screen], { path, user: admin, form: formOf(after, { expectedUpdatedAt: version, contactEmail: "bez-wersji@viralneprodukty.pl" }), fetcher: true });
      expect(unversioned.status).toBe(400);
    }
    expect(await readSiteSettings()).toEqual(after);
  });
});
