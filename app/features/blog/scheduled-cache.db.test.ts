import { RouterContextProvider } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { userContext } from "~/features/access/session.server";
import { closePageCacheListener, invalidatePageCache, pageCacheMiddleware } from "~/server/page-cache.server";
import { listPublishedPosts } from "./posts.server";

afterAll(() => closePageCacheListener());

/** /blog through the real page cache, rendering with the real listing query. */
async function blogPage(): Promise<{ cache: string | null; slugs: string[] }> {
  const url = new URL("/blog", "http://localhost");
  const context = new RouterContextProvider();
  context.set(userContext, null);
  const next = async () => Response.json((await listPublishedPosts()).posts.map((p) => p.slug));
  const args = { request: new Request(url), context, params: {}, url, pattern: "blog" };
  const response = (await pageCacheMiddleware(args as Parameters<typeof pageCacheMiddleware>[0], next)) as Response;
  return { cache: response.headers.get("X-Cache"), slugs: await response.json() };
}

describe("scheduled posts and the page cache", () => {
  it("a cached /blog shows a scheduled post as soon as its time comes, without a write", async () => {
    await invalidatePageCache();
    const slug = `cache-zaplanowany-${Date.now()}`;
    const at = new Date(Date.now() + 1_500);
    await db.insert(blogPosts).values({ title: "Zaplanowany", slug, isPublished: true, publishedAt: at });

    const first = await blogPage();
    expect(first.slugs).not.toContain(slug);
    const cached = await blogPage();
    expect(cached.cache).toBe("HIT");
    expect(cached.slugs).not.toContain(slug);

    await new Promise((resolve) => setTimeout(resolve, at.getTime() - Date.now() + 50));
    const after = await blogPage();
    expect(after.cache).toBe("MISS");
    expect(after.slugs).toContain(slug);
  });
});
