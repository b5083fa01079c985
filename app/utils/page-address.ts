/**
 * True for React Router's data requests (`/x.data`, `/_root.data`): loaders and submissions made by
 * the app's scripts, never a page the browser itself asked for. THE test; callers pass the URL.
 */
export function isDataRequestUrl(url: URL): boolean {
  return url.pathname.endsWith(".data");
}

/**
 * The address of the page a request belongs to, as the visitor sees it in the address bar. In-app
 * navigations, fetchers and form posts reach the server as React Router data requests
 * (`/admin/produkty.data?_routes=…`, `/_root.data`); a login redirect that carried that address
 * back sent the visitor to a 404 or to raw data after signing in (review, session 25). Mirrors React
 * Router's own normalisation of those URLs.
 */
export function pageAddressOf(request: Request | URL | string): string {
  const url = new URL(typeof request === "string" || request instanceof URL ? request : request.url, "http://localhost");
  let pathname = url.pathname;
  if (pathname === "/_root.data") pathname = "/";
  else if (isDataRequestUrl(url)) pathname = pathname.slice(0, -".data".length);
  if (pathname !== "/" && pathname.endsWith("/_")) pathname = pathname.slice(0, -2) || "/";
  if (pathname !== "/" && pathname.endsWith("/")) pathname = pathname.slice(0, -1);
  url.searchParams.delete("_routes");
  // `?index` names the index route's action in a form post; it is not part of the page's address.
  if (url.searchParams.get("index") === "") url.searchParams.delete("index");
  const search = url.searchParams.toString();
  return search ? `${pathname}?${search}` : pathname;
}
