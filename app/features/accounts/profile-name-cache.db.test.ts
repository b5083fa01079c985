import { RouterContextProvider } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { userContext } from "~/features/access/session.server";
import { addReview } from "~/features/engagement/reviews.server";
import { createProduct, createUser } from "~/features/engagement/test-support";
import { closePageCacheListener, invalidatePageCache, onPageCacheClear, pageCacheMiddleware } from "~/server/page-cache.server";
import { productPageTag, tagCachedPage } from "~/server/page-cache-tags.server";
import { ProfileUpdateSchema, updateProfile } from "./profile.server";

// Hostile review (session 30): a member renaming themselves in a loop emptied every process's page
// cache. A name change now drops the pages of the products the member reviewed (ADR 112's tags) only.
afterAll(() => closePageCacheListener());

function cachedGet(path: string, tag?: string) {
  const url = new URL(path, "http://localhost");
  const context = new RouterContextProvider();
  context.set(userContext, null);
  const next = async () => {
    if (tag) tagCachedPage(context, tag);
    return new Response("<p>strona</p>", { headers: { "Content-Type": "text/html" } });
  };
  const args = { request: new Request(url), context, params: {}, url, pattern: tag ? "/produkt/:id" : "/produkty" };
  return pageCacheMiddleware(args as Parameters<typeof pageCacheMiddleware>[0], next) as Promise<Response>;
}
const state = async (path: string, tag?: string) => (await cachedGet(path, tag)).headers.get("X-Cache");

describe("a changed public name", () => {
  it("drops the cached pages of the products the member reviewed, and nothing else", async () => {
    const member = await createUser({ name: "Przed Zmianą" });
    const [reviewed, other] = [await createProduct(), await createProduct()];
    await addReview(member.id, reviewed, { rating: 5, comment: "Dobra rzecz." });
    await invalidatePageCache();
    let clears = 0;
    onPageCacheClear(() => clears++);
    for (const [path, tag] of [[`/produkt/${reviewed}`, productPageTag(reviewed)], [`/produkt/${other}`, productPageTag(other)], ["/produkty", undefined]] as const) {
      expect(await state(path, tag)).toBe("MISS");
      expect(await state(path, tag)).toBe("HIT");
    }
    await updateProfile(member.id, ProfileUpdateSchema.parse({ fullName: "Po Zmianie", theme: "light", language: "pl" }));
    expect(await state(`/produkt/${reviewed}`, productPageTag(reviewed))).toBe("MISS");
    expect(await state(`/produkt/${other}`, productPageTag(other))).toBe("HIT");
    expect(await state("/produkty")).toBe("HIT");
    expect(clears).toBe(0);
  });
});
