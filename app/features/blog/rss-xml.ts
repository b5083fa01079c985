// RSS 2.0 (https://www.rssboard.org/rss-specification) for /blog/rss.xml. Pure, so it is unit-tested.
import { escapeXml } from "~/features/seo/sitemap-xml";
import { toAbsoluteUrl } from "~/features/seo/site";

export type FeedItem = {
  title: string;
  slug: string;
  excerpt: string;
  category: string | null;
  authorName: string | null;
  publishedAt: Date;
};

export const FEED_TITLE = "Viralne Produkty – blog";
export const FEED_DESCRIPTION = "Recenzje viralowych produktów z TikToka i Instagrama, zestawienia i ostrzeżenia przed oszustwami.";
export const FEED_PATH = "/blog/rss.xml";

const tag = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

export function renderRss(items: FeedItem[], appUrl: string, now: Date = new Date()): string {
  const lastBuild = items[0]?.publishedAt ?? now;
  const entries = items.map((item) => {
    const link = toAbsoluteUrl(appUrl, `/blog/${item.slug}`);
    return [
      "<item>",
      tag("title", item.title),
      tag("link", link),
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      tag("description", item.excerpt || item.title),
      item.category ? tag("category", item.category) : "",
      tag("dc:creator", item.authorName?.trim() || "Nieznany autor"),
      tag("pubDate", item.publishedAt.toUTCString()),
      "</item>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    tag("title", FEED_TITLE),
    tag("link", toAbsoluteUrl(appUrl, "/blog")),
    tag("description", FEED_DESCRIPTION),
    tag("language", "pl-PL"),
    tag("lastBuildDate", lastBuild.toUTCString()),
    `<atom:link href="${escapeXml(toAbsoluteUrl(appUrl, FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    ...entries,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
