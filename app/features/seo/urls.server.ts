// The absolute base URL (DESIGN §3: APP_URL) for canonical links, Open Graph, JSON-LD and the sitemap.
// A route's loader returns `appUrl()`; its `meta` function passes it to `pageMeta`.
import { config } from "~/config.server";
import { toAbsoluteUrl } from "./site";

/** `APP_URL` without a trailing slash, e.g. `https://viralneprodukty.pl`. */
export function appUrl(): string {
  return config().appUrl;
}

/** `absoluteUrl("/blog")` → `https://viralneprodukty.pl/blog`. */
export function absoluteUrl(path: string): string {
  return toAbsoluteUrl(appUrl(), path);
}
