import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { BLOG_PAGE_SIZE, parseBlogFilters } from "./filters";
import { listPublishedPosts } from "./posts.server";

// Session 27: /blog is paged (it sent every post: 640 kB of HTML at 280 posts). Each file gets a fresh
// database: the posts below are the whole blog.
const day = 86_400_000;
const now = Date.UTC(2026, 5, 1);

// 29 published posts, newest first by number (post-01 is the newest), every third one about a
// 'ładowarka'; one featured; two drafts. Post 10 and 11 share a date (the order must still be total).
const published = Array.from({ length: 29 }, (_, i) => {
  const n = i + 1;
  return {
    slug: `post-${String(n).padStart(2, "0")}`,
    title: `Wpis ${n}`,
    content: n % 3 === 0 ? `Test: ładowarka numer ${n}.` : `Test: lampka numer ${n}.`,
    isPublished: true,
    publishedAt: new Date(now - (n === 11 ? 10 : n) * day),
  };
});

beforeAll(async () => {
  await db.insert(blogPosts).values([
    ...published,
    { slug: "wyrozniony", title: "Wyróżniony", isPublished: true, isFeatured: true, publishedAt: new Date(now - 100 * day) },
    { slug: "szkic-1", title: "Szkic 1", isPublished: false },
    { slug: "szkic-2", title: "Szkic 2", isPublished: false },
  ]);
});

const slugs = (result: { posts: { slug: string }[] }) => result.posts.map((p) => p.slug);

describe("/blog pages", () => {
  it("reads the page from the address: a whole number from 2, anything else the first page", () => {
    const page = (query: string) => parseBlogFilters(new URLSearchParams(query)).page;
    expect([page("page=2"), page("page=40&typ=review"), page("page=99999999999999")]).toEqual([2, 40, 10_000]);
    expect([page("page=1"), page("page=0"), page("page=-3"), page("page=2.5"), page("page=abc"), page("")]).toEqual([
      undefined, undefined, undefined, undefined, undefined, undefined,
    ]);
  });

  it("lists 12 posts a page in the listing order, each post on exactly one page, and counts them all", async () => {
    expect(BLOG_PAGE_SIZE).toBe(12);
    const pages = await Promise.all([1, 2, 3].map((page) => listPublishedPosts({ page })));
    expect(pages.map((p) => [p.page, p.pageCount, p.total, p.posts.length])).toEqual([
      [1, 3, 30, 12],
      [2, 3, 30, 12],
      [3, 3, 30, 6],
    ]);
    const everyPost = pages.flatMap(slugs);
    // Posts 10 and 11 share a date: either may come first (then by id), but each comes once.
    const tie = (slug: string) => (slug === "post-10" || slug === "post-11" ? "post-10|11" : slug);
    expect(everyPost.map(tie)).toEqual(["wyrozniony", ...published.map((p) => p.slug).sort()].map(tie));
    expect(new Set(everyPost).size).toBe(30);
    expect(slugs(await listPublishedPosts())).toEqual(everyPost.slice(0, 12)); // no page: the first
  });

  it("counts a search's matches on every page, and past the last page counts without listing", async () => {
    const first = await listPublishedPosts({ q: "ładowarki" });
    expect([first.total, first.pageCount, first.posts.length]).toEqual([9, 1, 9]);
    const past = await listPublishedPosts({ q: "ładowarki", page: 4 });
    expect([past.total, past.page, past.pageCount, past.posts]).toEqual([9, 4, 1, []]);
    expect(await listPublishedPosts({ q: "nic-takiego", page: 2 })).toMatchObject({ total: 0, pageCount: 1, posts: [] });
  });

  it("pages an editor's listing with the drafts in it", async () => {
    const last = await listPublishedPosts({ page: 3 }, { includeUnpublished: true });
    expect([last.total, last.pageCount]).toEqual([32, 3]);
    expect(slugs(last).slice(-2).sort()).toEqual(["szkic-1", "szkic-2"]);
  });
});
