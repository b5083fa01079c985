import { describe, expect, it } from "vitest";
import { validateForm } from "~/utils/form";
import { announcementLinkOf, SETTINGS_MESSAGES, SiteSettingsSchema, SOCIAL_MESSAGES, socialProfileUrl, typedSettingsOf } from "./site-settings-rules";

// ADR 179: the rules of "Ustawienia strony", the same in the browser and in the action.

const VALID = {
  expectedUpdatedAt: "",
  footerDescription: "Sprawdzamy viralowe produkty.",
  tiktok: "https://www.tiktok.com/@viralneprodukty",
  instagram: "https://www.instagram.com/viralneprodukty",
  youtube: "",
  facebook: "",
  contactEmail: "kontakt@viralneprodukty.pl",
  affiliateEmail: "afiliacja@viralneprodukty.pl",
  privacyEmail: "prywatnosc@viralneprodukty.pl",
  announcementText: "",
  announcementLink: "",
  announcementStartsAt: "",
  announcementEndsAt: "",
};

function check(overrides: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...VALID, ...overrides })) form.set(k, v);
  return validateForm(form, SiteSettingsSchema);
}

describe("social profile addresses", () => {
  it("take https addresses of a profile on the network's own host, a subdomain included", () => {
    expect(socialProfileUrl("tiktok", "https://www.tiktok.com/@nowy")).toBe("https://www.tiktok.com/@nowy");
    expect(socialProfileUrl("tiktok", "tiktok.com/@nowy")).toBe("https://tiktok.com/@nowy"); // as typed without a scheme
    expect(socialProfileUrl("youtube", "https://m.youtube.com/@kanal")).toBe("https://m.youtube.com/@kanal");
    expect(socialProfileUrl("facebook", "https://www.facebook.com/strona")).toBe("https://www.facebook.com/strona");
    expect(socialProfileUrl("instagram", "https://WWW.Instagram.com/profil")).toBe("https://www.instagram.com/profil");
    expect(socialProfileUrl("youtube", "https://www.youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw")).toBe("https://www.youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw");
    expect(socialProfileUrl("facebook", "https://www.facebook.com/profile.php?id=100012345")).toBe("https://www.facebook.com/profile.php?id=100012345");
    expect(socialProfileUrl("instagram", "https://www.instagram.com/łódź.sklep/")).toBe("https://www.instagram.com/%C5%82%C3%B3d%C5%BA.sklep/");
  });

  it("refuse another network, look-alike hosts, http, scripts, credentials, ports and the bare home page", () => {
    for (const text of [
      "https://www.instagram.com/nowy", // not TikTok
      "https://tiktok.com.evil.example/@x",
      "https://eviltiktok.com/@x",
      "http://www.tiktok.com/@x",
      "javascript:alert(1)//tiktok.com/@x",
      "https://user:pass@www.tiktok.com/@x",
      "https://www.tiktok.com:8443/@x",
      "https://www.tiktok.com/",
      "@viralneprodukty",
      `https://www.tiktok.com/@${"a".repeat(600)}`,
      'https://www.tiktok.com/@x"><script>alert(1)</script>', // junk after a valid handle
      "https://www.tiktok.com/@x%22%3E",
      "https://www.tiktok.com/@x y",
    ]) {
      expect(socialProfileUrl("tiktok", text), text).toBeNull();
    }
  });
});

describe("the announcement's link", () => {
  it("is a same-site path or an https address", () => {
    expect(announcementLinkOf("/blog")).toBe("/blog");
    expect(announcementLinkOf("/produkty?trending=true#lista")).toBe("/produkty?trending=true#lista");
    expect(announcementLinkOf("https://example.com/black-friday")).toBe("https://example.com/black-friday");
  });

  it("refuses scripts, other schemes and addresses that leave the site in disguise", () => {
    for (const text of ["javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,<script>x</script>", "http://example.com", "//evil.example", "/\\evil.example", "/%2F%2Fevil.example", "blog", "vbscript:x"]) {
      expect(announcementLinkOf(text), text).toBeNull();
    }
  });
});

describe("the settings form", () => {
  it("accepts today's settings and gives typed values (empty profiles as none, e-mails lower-cased)", () => {
    const parsed = check({ youtube: " ", contactEmail: " Kontakt@ViralneProdukty.pl " });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.data).toMatchObject({ youtube: null, facebook: null, contactEmail: "kontakt@viralneprodukty.pl", announcementEnabled: false, announcementLink: null, announcementStartsAt: null });
  });

  it("reads the bar's dates as Warsaw time", () => {
    const parsed = check({ announcementEnabled: "on", announcementText: "Black Friday", announcementStartsAt: "2026-11-27T00:00", announcementEndsAt: "2026-11-30T23:59" });
    expect(parsed.ok && parsed.data.announcementStartsAt?.toISOString()).toBe("2026-11-26T23:00:00.000Z");
    expect(parsed.ok && parsed.data.announcementEndsAt?.toISOString()).toBe("2026-11-30T22:59:00.000Z");
  });

  it("refuses each bad field with its own Polish message", () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ footerDescription: "  " }, "footerDescription", SETTINGS_MESSAGES.footerRequired],
      [{ footerDescription: "x".repeat(301) }, "footerDescription", SETTINGS_MESSAGES.footerTooLong],
      [{ tiktok: "https://www.instagram.com/x" }, "tiktok", SOCIAL_MESSAGES.tiktok],
      [{ facebook: "javascript:alert(1)" }, "facebook", SOCIAL_MESSAGES.facebook],
      [{ privacyEmail: "prywatnosc(at)example.pl" }, "privacyEmail", SETTINGS_MESSAGES.email],
      [{ contactEmail: "" }, "contactEmail", SETTINGS_MESSAGES.email],
      [{ announcementEnabled: "on" }, "announcementText", SETTINGS_MESSAGES.announcementRequired],
      [{ announcementText: "x".repeat(141) }, "announcementText", SETTINGS_MESSAGES.announcementTooLong],
      [{ announcementLink: "javascript:alert(1)" }, "announcementLink", SETTINGS_MESSAGES.announcementLink],
      [{ announcementStartsAt: "2026-02-31T10:00" }, "announcementStartsAt", SETTINGS_MESSAGES.dateInvalid],
      [{ announcementStartsAt: "2026-11-30T10:00", announcementEndsAt: "2026-11-30T10:00" }, "announcementEndsAt", SETTINGS_MESSAGES.endBeforeStart],
    ];
    for (const [overrides, field, message] of cases) {
      const parsed = check(overrides);
      expect(parsed.ok, JSON.stringify(overrides)).toBe(false);
      if (!parsed.ok) expect(parsed.fieldErrors[field], JSON.stringify(overrides)).toBe(message);
    }
  });

  it("keeps an announcement to one line and exactly 140 characters", () => {
    const parsed = check({ announcementEnabled: "on", announcementText: ` ${"a".repeat(70)}\r\n${"b".repeat(69)} ` });
    expect(parsed.ok && parsed.data.announcementText).toBe(`${"a".repeat(70)} ${"b".repeat(69)}`);
    expect(check({ announcementText: "ą".repeat(140) }).ok).toBe(true);
  });

  it("keeps a script typed into the announcement as the text it is (rendering escapes it)", () => {
    const parsed = check({ announcementEnabled: "on", announcementText: "<script>alert(1)</script>" });
    expect(parsed.ok && parsed.data.announcementText).toBe("<script>alert(1)</script>");
  });

  it("gives a refused plain post back what it typed, cut to a sane length", () => {
    const form = new FormData();
    form.set("tiktok", "x".repeat(5000));
    form.set("announcementEnabled", "on");
    const typed = typedSettingsOf(form);
    expect(typed.tiktok).toHaveLength(1000);
    expect(typed).toMatchObject({ announcementEnabled: "on", footerDescription: "" });
  });
});

describe("review, session 34", () => {
  it("counts the bar's characters as people do (an emoji is one), reads a date typed with a space, refuses a user@ link", () => {
    expect(check({ announcementEnabled: "on", announcementText: "😀".repeat(140) }).ok).toBe(true);
    const over = check({ announcementEnabled: "on", announcementText: "😀".repeat(141) });
    expect(over.ok).toBe(false);
    const spaced = check({ announcementText: "Promocja", announcementStartsAt: "2026-12-01 10:00" });
    expect(spaced.ok && spaced.data.announcementStartsAt?.toISOString()).toBe("2026-12-01T09:00:00.000Z");
    expect(announcementLinkOf("https://viralneprodukty.pl@evil.com/promo")).toBeNull();
    expect(announcementLinkOf("https://user:pw@sklep.pl/")).toBeNull();
    expect(announcementLinkOf("https://sklep.pl/promocja")).toBe("https://sklep.pl/promocja");
  });
});
