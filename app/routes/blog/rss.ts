import { listFeedItems } from "~/features/blog/feed.server";
import { renderRss } from "~/features/blog/rss-xml";
import { appUrl } from "~/features/seo/urls.server";

// Issue #9 — /blog/rss.xml, RSS 2.0 with absolute links. Not page-cached: always current.
export async function loader() {
  const xml = renderRss(await listFeedItems(), appUrl());
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "no-cache" },
  });
}

// Anything but GET: a Polish 405, not React Router's English one.
export { readOnlyAction as action } from "~/utils/method-not-allowed";
