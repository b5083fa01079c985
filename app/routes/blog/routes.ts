import { route, type RouteConfigEntry } from "@react-router/dev/routes";

// spec: public §2 — /blog and /blog/{slug}. The editor (/blog/edytor/{slug}) belongs to the admin area.
export const blogRoutes: RouteConfigEntry[] = [
  route("blog", "routes/blog/blog-list.tsx"),
  // Issue #9: the feed and the post editor, before the /blog/:slug catch-all.
  route("blog/rss.xml", "routes/blog/rss.ts"),
  route("blog/:slug", "routes/blog/blog-post.tsx"),
];
