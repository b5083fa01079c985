// ADR 179 (PGlite and PostgreSQL): the settings are on every page, so they must cost pages nothing —
// a page served from the cache runs no query at all, a rendered page reads them from memory (one read
// after a save or a clear) — and a scheduled bar replaces the cached pages at its start and its end,
// not up to the cache's five minutes later (ADR 172's clearPageCacheAt).
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { userContext } from "~/features/access/session.server";
import { loader as rootLoader } from "~/root";
import { closePageCacheListener, invalidatePageCache, pageCacheMiddleware } from "~/server/page-cache.server";
import { validateForm } from "~/utils/form";
import { createUser } from "../../../tests/factories";
import { callLoader } from "../../../tests/route-harness";
import { SiteSettingsSchema } from "./site-settings-rules";
import { readSiteSettings } from "./site-settings-row.server";
import { siteSettingsForPage } from "./site-settings.server";
import type { PublicSiteSettings } from "./site-settings-types";
import { saveSiteSettings } from "./site-settings-write.server";

afterAll(() => closePageCacheListener());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function spyOnStatements() {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, "query");
  return () => spy.mock.calls.map(([first]) => (typeof first === "string" ? first : String((first as { text?: string }).text ?? "")));
}

/** An anonymous GET of `path` through the real page cache, rendered by the root loader's settings. */
async function page(path: string): Promise<{ cache: string | null; settings: PublicSiteSettings }> {
  const url = new URL(path, "http://localhost");
  const context = new RouterContextProvider();
  context.set(userContext, null);
  const next = async () => Response.json(await siteSettingsForPage());
  const args = { request: new Request(url), context, params: {}, url, pattern: "produkty" };
  const response = (await pageCacheMiddleware(args as Parameters<typeof pageCacheMiddleware>[0], next)) as Response;
  return { cache: response.headers.get("X-Cache"), settings: (await response.json()) as PublicSiteSettings };
}

/** A Warsaw datetime-local value for an instant (what the form sends). */
const inWarsaw = (ms: number) => new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Warsaw", dateStyle: "short", timeStyle: "short" }).format(new Date(ms)).replace(" ", "T");

async function saveBar(over: Record<string, string>) {
  const current = await readSiteSettings();
  const form = new FormData();
  const values: Record<string, string> = {
    expectedUpdatedAt: current.updatedAt,
    footerDescription: current.footerDescription,
    tiktok: current.social.tiktok ?? "",
    instagram: current.social.instagram ?? "",
    contactEmail: current.mailboxes.contact,
    affiliateEmail: current.mailboxes.affiliate,
    privacyEmail: current.mailboxes.privacy,
    announcementEnabled: "on",
    ...over,
  };
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  const parsed = validateForm(form, SiteSettingsSchema);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
  await saveSiteSettings(parsed.data, (await createUser({ traits: ["admin"] })).id);
}

describe("the site settings and the pages' costs", () => {
  it("the root loader reads the row at most once, and not at all while it is in memory", async () => {
    await invalidatePageCache();
    const statements = spyOnStatements();
    const reads = () => statements().filter((text) => text.includes('"site_settings"')).length;
    const first = await callLoader<{ siteSettings: PublicSiteSettings }>({ loader: rootLoader }, { path: "/", requestMiddleware: false });
    expect(first.data.siteSettings.mailboxes.contact).toMatch(/@/);
    expect(reads()).toBeLessThanOrEqual(1);
    const before = reads();
    await callLoader({ loader: rootLoader }, { path: "/produkty", requestMiddleware: false });
    await callLoader({ loader: rootLoader }, { path: "/kontakt", user: await createUser(), requestMiddleware: false });
    expect(reads()).toBe(before);
  });

  it("a page served from the cache runs no query at all", async () => {
    await invalidatePageCache();
    expect((await page("/?koszt=1")).cache).toBe("MISS");
    const statements = spyOnStatements();
    expect((await page("/?koszt=1")).cache).toBe("HIT");
    expect(statements()).toEqual([]);
  });

  it("a save drops the cached pages: the next visitor sees the new link", async () => {
    await invalidatePageCache();
    await page("/?zapis=1");
    expect((await page("/?zapis=1")).cache).toBe("HIT");
    const handle = `@zmiana${Date.now()}`;
    await saveBar({ tiktok: `https://www.tiktok.com/${handle}`, announcementEnabled: "", announcementText: "" });
    const after = await page("/?zapis=1");
    expect(after.cache).toBe("MISS");
    expect(after.settings.social[0]).toEqual({ network: "tiktok", name: "TikTok", href: `https://www.tiktok.com/${handle}` });
  });

  it("a cached page gains the bar at its start and loses it at its end, inside the cache's lifetime", async () => {
    const start = Date.now() + 2 * 3_600_000;
    const end = start + 3_600_000;
    await saveBar({ announcementText: "Black Friday: sprawdź kody rabatowe", announcementStartsAt: inWarsaw(start), announcementEndsAt: inWarsaw(end) });
    // The stored moments (whole minutes, as the form's fields give them).
    const stored = (await readSiteSettings()).announcement;
    const [begin, finish] = [Date.parse(stored.startsAt!), Date.parse(stored.endsAt!)];
    vi.useFakeTimers({ toFake: ["Date"] });
    // Ten seconds before the start: rendered without the bar, and kept.
    vi.setSystemTime(begin - 10_000);
    await invalidatePageCache();
    expect(await page("/?pasek=1")).toMatchObject({ cache: "MISS", settings: { announcement: null } });
    expect(await page("/?pasek=1")).toMatchObject({ cache: "HIT", settings: { announcement: null } });
    // A second after it: well inside the cache's five minutes, yet the bar is there.
    vi.setSystemTime(begin + 1_000);
    expect(await page("/?pasek=1")).toMatchObject({ cache: "MISS", settings: { announcement: { text: "Black Friday: sprawdź kody rabatowe" } } });
    expect((await page("/?pasek=1")).cache).toBe("HIT");
    // And gone a second after its end.
    vi.setSystemTime(finish + 1_000);
    expect(await page("/?pasek=1")).toMatchObject({ cache: "MISS", settings: { announcement: null } });
  });
});
