// Browser-safe basics shared by the metadata and structured-data helpers.
export const SITE_NAME = "Viralne Produkty";

/** Joins the base URL and a path (or keeps an already absolute URL). */
export function toAbsoluteUrl(appUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const base = appUrl.replace(/\/+$/, "");
  return base + (pathOrUrl.startsWith("/") ? pathOrUrl : `/${pathOrUrl}`);
}
