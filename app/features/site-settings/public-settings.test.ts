import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { AnnouncementBar, closedAnnouncementScript } from "~/components/layout/announcement-bar";
import { announcementState, announcementVersion, nextAnnouncementChange, profileHandle, publicSiteSettings, shownAnnouncement } from "./public-settings";
import { DEFAULT_SITE_SETTINGS, type Announcement } from "./site-settings-types";

// ADR 179: what a page shows of the settings at a moment.

const at = (iso: string) => Date.parse(iso);
const bar = (over: Partial<Announcement> = {}): Announcement => ({ enabled: true, text: "Black Friday", link: null, startsAt: null, endsAt: null, ...over });

describe("the announcement bar over time", () => {
  const scheduled = bar({ startsAt: "2026-11-27T00:00:00.000Z", endsAt: "2026-11-30T00:00:00.000Z" });

  it("is off, waiting, shown and ended at the right moments (the start included, the end not)", () => {
    expect(announcementState(bar({ enabled: false }), at("2026-11-28T00:00:00Z"))).toBe("off");
    expect(announcementState(bar({ text: "  " }), at("2026-11-28T00:00:00Z"))).toBe("off");
    expect(announcementState(scheduled, at("2026-11-26T23:59:59Z"))).toBe("scheduled");
    expect(announcementState(scheduled, at("2026-11-27T00:00:00Z"))).toBe("shown");
    expect(announcementState(scheduled, at("2026-11-29T23:59:59Z"))).toBe("shown");
    expect(announcementState(scheduled, at("2026-11-30T00:00:00Z"))).toBe("ended");
    expect(announcementState(bar(), at("2030-01-01T00:00:00Z"))).toBe("shown");
  });

  it("names the next moment the pages change: its start, then its end, then nothing", () => {
    expect(nextAnnouncementChange(scheduled, at("2026-11-20T00:00:00Z"))).toBe(at("2026-11-27T00:00:00Z"));
    expect(nextAnnouncementChange(scheduled, at("2026-11-28T00:00:00Z"))).toBe(at("2026-11-30T00:00:00Z"));
    expect(nextAnnouncementChange(scheduled, at("2026-12-01T00:00:00Z"))).toBeNull();
    expect(nextAnnouncementChange(bar(), at("2026-12-01T00:00:00Z"))).toBeNull();
    expect(nextAnnouncementChange(bar({ enabled: false, startsAt: "2027-01-01T00:00:00Z" }), at("2026-12-01T00:00:00Z"))).toBeNull();
  });

  it("gets a new version when its text or link changes, not when its dates do", () => {
    const v = announcementVersion("Black Friday", null);
    expect(announcementVersion("Black Friday", "/blog")).not.toBe(v);
    expect(announcementVersion("Black Friday!", null)).not.toBe(v);
    expect(shownAnnouncement(bar({ endsAt: "2099-01-01T00:00:00.000Z" }), at("2026-11-28T00:00:00Z"))).toEqual({ text: "Black Friday", link: null, version: v, endsAt: "2099-01-01T00:00:00.000Z" });
    expect(v).toMatch(/^[0-9a-z]+$/); // safe inside the head script
  });
});

describe("the pages' settings", () => {
  it("are today's footer and contact page on a fresh site, with the description left to the catalogue", () => {
    const shown = publicSiteSettings(DEFAULT_SITE_SETTINGS, Date.now());
    expect(shown).toEqual({
      footerDescription: null,
      social: [
        { network: "tiktok", name: "TikTok", href: "https://www.tiktok.com/@viralneprodukty" },
        { network: "instagram", name: "Instagram", href: "https://www.instagram.com/viralneprodukty" },
      ],
      mailboxes: { contact: "kontakt@viralneprodukty.pl", affiliate: "afiliacja@viralneprodukty.pl", privacy: "prywatnosc@viralneprodukty.pl" },
      announcement: null,
    });
    expect(publicSiteSettings({ ...DEFAULT_SITE_SETTINGS, footerDescription: "Nowy opis." }, 0).footerDescription).toBe("Nowy opis.");
  });

  it("name a profile by its handle", () => {
    expect(profileHandle("https://www.tiktok.com/@viralneprodukty")).toBe("@viralneprodukty");
    expect(profileHandle("https://www.instagram.com/viralneprodukty/")).toBe("@viralneprodukty");
    expect(profileHandle("https://www.youtube.com/@kana%C5%82")).toBe("@kanał");
    expect(profileHandle("https://www.instagram.com/viralne.produkty")).toBe("@viralne.produkty");
  });

  it("shows no handle for an address that is not one name", () => {
    expect(profileHandle("https://www.youtube.com/channel/UC123abc")).toBeNull();
    expect(profileHandle("https://www.facebook.com/profile.php?id=100012345")).toBeNull();
    expect(profileHandle("https://www.tiktok.com/")).toBeNull();
    expect(profileHandle("https://www.tiktok.com/@%E0%A4%A")).toBeNull();
  });
});

describe("the bar as rendered", () => {
  const render = (text: string, link: string | null) => {
    const router = createMemoryRouter([{ path: "/", element: createElement(AnnouncementBar, { announcement: { text, link, version: "v1", endsAt: null } }) }]);
    return renderToStaticMarkup(createElement(RouterProvider, { router }));
  };

  it("is a named region whose link is the text, a script in it shown as text", () => {
    const html = render("<script>alert(1)</script> Black Friday", "/blog");
    expect(html).toContain('<section id="pasek-ogloszen" aria-label="Ogłoszenie"');
    expect(html).toContain('href="/blog"');
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Black Friday");
    expect(html).not.toContain("<script>");
  });

  it("hides a version this browser closed before the first paint (the head script), and only that version", () => {
    expect(closedAnnouncementScript("abc")).toBe(
      'try{if(localStorage.getItem("vp.pasek-zamkniety")==="abc")document.head.appendChild(document.createElement("style")).textContent="#pasek-ogloszen{display:none}"}catch(e){}',
    );
  });
});
