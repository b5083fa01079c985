// ADR 172 (PGlite and PostgreSQL): the documents' pages are served from the page cache; a publication
// drops them, and a version announced for a later day replaces the cached page at its midnight in
// Warsaw — not up to the cache's five minutes later.
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { userContext } from "~/features/access/session.server";
import { zonedToUtc } from "~/features/blog/warsaw-time";
import { closePageCacheListener, invalidatePageCache, pageCacheMiddleware } from "~/server/page-cache.server";
import { validateForm } from "~/utils/form";
import { warsawDay } from "~/utils/format";
import { createUser } from "../../../../tests/factories";
import { documentVersionSchema } from "./document-rules";
import { loadDocumentPage, publishedHeads } from "./documents.server";
import { saveDocumentVersion } from "./document-writes.server";
import { FIRST_VERSIONS } from "./seed-texts";

afterAll(() => closePageCacheListener());
afterEach(() => vi.useRealTimers());

/** /polityka-prywatnosci through the real page cache, rendering with the real loader's query. */
async function privacyPage(): Promise<{ cache: string | null; number: number }> {
  const url = new URL("/polityka-prywatnosci", "http://localhost");
  const context = new RouterContextProvider();
  context.set(userContext, null);
  const next = async () => Response.json({ number: (await loadDocumentPage("privacy"))!.version.number });
  const args = { request: new Request(url), context, params: {}, url, pattern: "polityka-prywatnosci" };
  const response = (await pageCacheMiddleware(args as Parameters<typeof pageCacheMiddleware>[0], next)) as Response;
  return { cache: response.headers.get("X-Cache"), ...((await response.json()) as { number: number }) };
}

async function publish(effectiveFrom: string) {
  const latest = Math.max(...(await publishedHeads("privacy")).map((h) => h.number));
  const form = new FormData();
  for (const [k, v] of Object.entries({ intent: "publish", body: FIRST_VERSIONS.privacy, summary: "", effectiveFrom, basedOn: String(latest), expectedUpdatedAt: "" })) form.set(k, v);
  const parsed = validateForm(form, documentVersionSchema("privacy"));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
  return (await saveDocumentVersion("privacy", null, parsed.data, (await createUser({ traits: ["admin"] })).id)).published!.number;
}

describe("the documents' pages and the page cache", () => {
  it("drops the cached page when a version is published, and again at the midnight a scheduled one starts", async () => {
    await invalidatePageCache();
    const before = await privacyPage();
    expect((await privacyPage()).cache).toBe("HIT");

    const today = warsawDay();
    const fromToday = await publish(today);
    expect(await privacyPage()).toEqual({ cache: "MISS", number: fromToday });

    const [y, m, d] = today.split("-").map(Number) as [number, number, number];
    const tomorrow = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
    const scheduled = await publish(tomorrow);
    const midnight = zonedToUtc(`${tomorrow}T00:00`)!.getTime();
    // Ten seconds before midnight the page (rendered now) still shows today's version, and is kept.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(midnight - 10_000);
    expect(await privacyPage()).toEqual({ cache: "MISS", number: fromToday });
    expect(await privacyPage()).toEqual({ cache: "HIT", number: fromToday });
    // A second after midnight: well inside the cache's lifetime, yet the new version is served.
    vi.setSystemTime(midnight + 1_000);
    expect(await privacyPage()).toEqual({ cache: "MISS", number: scheduled });
    expect(before.number).toBeLessThan(fromToday);
  });
});
