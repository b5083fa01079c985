import { route, type RouteConfigEntry } from "@react-router/dev/routes";

// spec: public §2 — /blog and /blog/{slug}. The editor (/blog/edytor/{slug}) belongs to the admin area.
export const blogRoutes: RouteConfigEntry[] = [
  route("blog", "routes/blog/blog-list.tsx"),
  route("blog/:slug", "routes/blog/blog-post.tsx"),
];
