import { route, type RouteConfigEntry } from "@react-router/dev/routes";

// spec: public §2 — /blog and /blog/{slug}; admin §2 — the post editor /blog/edytor/{slug}.
export const blogRoutes: RouteConfigEntry[] = [
  route("blog", "routes/blog/blog-list.tsx"),
  // Issue #9: the feed and the post editor, before the /blog/:slug catch-all.
  route("blog/rss.xml", "routes/blog/rss.ts"),
  route("blog/edytor/:slug", "routes/blog/editor.tsx"),
  route("blog-editor", "routes/blog/editor-redirect.ts"),
  route("blog/:slug", "routes/blog/blog-post.tsx"),
];
