import { XMLParser, XMLValidator } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPosts, user } from "~/db/schema";
import { FEED_LIMIT, listFeedItems } from "./feed.server";
import { renderRss } from "./rss-xml";

const day = 86_400_000;
const now = Date.now();

beforeAll(async () => {
  await db.insert(user).values({ id: "feed-author", name: "Autor & <Spółka>", email: "feed@example.com" });
  await db.insert(blogPosts).values([
    ...Array.from({ length: FEED_LIMIT + 3 }, (_, i) => ({
      title: `Wpis ${i} & "cytat" <b>`,
      slug: `feed-${i}`,
      excerpt: `Zajawka ${i}`,
      category: "Dom",
      isPublished: true,
      publishedAt: new Date(now - (i + 1) * day),
      authorId: "feed-author",
    })),
    { title: "Szkic", slug: "feed-draft", isPublished: false, publishedAt: new Date(now - 1000) },
    { title: "Zaplanowany", slug: "feed-scheduled", isPublished: true, publishedAt: new Date(now + day) },
  ]);
});

describe("RSS feed", () => {
  it("is well-formed RSS 2.0 with the 20 newest public posts and absolute links", async () => {
    const xml = renderRss(await listFeedItems(), "https://viralne.example");
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "item" }).parse(xml);
    expect(doc.rss["@_version"]).toBe("2.0");
    const channel = doc.rss.channel;
    expect(channel.title).toBe("Viralne Produkty – blog");
    expect(channel.link).toBe("https://viralne.example/blog");
    expect(channel.description).toBeTruthy();
    expect(channel.language).toBe("pl-PL");
    expect(channel["atom:link"]["@_href"]).toBe("https://viralne.example/blog/rss.xml");

    const items = channel.item as Record<string, unknown>[];
    expect(items).toHaveLength(FEED_LIMIT);
    expect(items.map((i) => i.link)).toEqual(Array.from({ length: FEED_LIMIT }, (_, i) => `https://viralne.example/blog/feed-${i}`));
    expect(items[0]).toMatchObject({
      title: 'Wpis 0 & "cytat" <b>',
      description: "Zajawka 0",
      category: "Dom",
      "dc:creator": "Autor & <Spółka>",
      guid: { "#text": "https://viralne.example/blog/feed-0", "@_isPermaLink": "true" },
    });
    expect(new Date(items[0].pubDate as string).getTime()).toBe(Math.floor((now - day) / 1000) * 1000);
    expect(xml).not.toContain("feed-draft");
    expect(xml).not.toContain("feed-scheduled");
  });
});
