import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { eq } from "drizzle-orm";
import { blogPosts, outboundClicks } from "~/db/schema";
import { listAdminPosts } from "./post-admin.server";

// spec: admin §2 — stat cards all, published, drafts, featured (+ 'scheduled', issue #9). Review (session
// 28): a post scheduled for later was counted and listed as 'Opublikowane' although visitors got a 404.
const now = new Date(Date.UTC(2026, 10, 29, 12));
const hour = 3_600_000;

beforeAll(async () => {
  await db.insert(blogPosts).values([
    { slug: "na-zywo", title: "Na żywo", isPublished: true, publishedAt: new Date(now.getTime() - hour) },
    {
      slug: "na-zywo-wyrozniony",
      title: "Na żywo wyróżniony",
      isPublished: true,
      isFeatured: true,
      publishedAt: new Date(now.getTime() - 2 * hour),
    },
    { slug: "bez-daty", title: "Bez daty", isPublished: true, publishedAt: null },
    { slug: "jutro", title: "Jutro", isPublished: true, publishedAt: new Date(now.getTime() + 24 * hour) },
    { slug: "szkic", title: "Szkic", isPublished: false },
  ]);
});

const list = (status: string) => listAdminPosts({ q: "", type: "", status }, now);
const slugs = async (status: string) => (await list(status)).rows.map((r) => r.slug).sort();

describe("the admin blog list's stat cards and status filter", () => {
  it("counts a scheduled post as scheduled only: all = published + scheduled + drafts", async () => {
    const { stats } = await list("");
    expect(stats).toEqual({ all: 5, published: 3, scheduled: 1, drafts: 1, featured: 1 });
  });

  it("filters each status as its card counts it", async () => {
    expect(await slugs("published")).toEqual(["bez-daty", "na-zywo", "na-zywo-wyrozniony"]);
    expect(await slugs("scheduled")).toEqual(["jutro"]);
    expect(await slugs("draft")).toEqual(["szkic"]);
    expect(await slugs("featured")).toEqual(["na-zywo-wyrozniony"]);
    const rows = (await list("")).rows;
    expect(rows.find((r) => r.slug === "jutro")).toMatchObject({ isPublished: true, isScheduled: true });
  });

  it("counts each post's clicks on its own shop links (session 32)", async () => {
    const [post] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, "na-zywo"));
    await db.insert(outboundClicks).values([
      { postId: post!.id, platform: "allegro" },
      { postId: post!.id, platform: "temu" },
    ]);
    const rows = (await list("")).rows;
    expect(rows.find((r) => r.slug === "na-zywo")!.clicks).toBe(2);
    expect(rows.find((r) => r.slug === "szkic")!.clicks).toBe(0);
  });
});
