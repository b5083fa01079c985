import type { MiddlewareFunction } from "react-router";
import { isAnonymousRequest } from "./page-cache-keys.server";

// ADR 194: every page answer says how long others may keep it. The site's own page cache (ADR 096)
// is dropped the moment a write changes what a page shows; a browser, proxy or CDN cannot know that,
// so any lifetime we gave them would show a page after it changed. They may store a page but must
// ask again before each use (`no-cache`); the header is set once, when the page is rendered, and is
// part of the stored answer, so a page-cache hit sends it with no work per request (issue #14).

/** An anonymous page (200, 404, 410, …) and a redirect without its own rule: ask again every time. */
export const ANONYMOUS_PAGE_CACHE = "no-cache";
/** A failed render (5xx): kept nowhere, the next request must not meet it again. */
export const FAILED_PAGE_CACHE = "no-store";
/** A signed-in person's answer: only their own browser may keep it (ADR 114). */
export const SESSION_PAGE_CACHE = "private, no-cache";

/**
 * Sets the Cache-Control of a page or `.data` answer unless its route set one (the panel's
 * `private, no-store`, a former address's hour-long 301, ADR 123). A session answer is made private
 * whatever the route said, unless that already was private or no-store.
 */
export function setPageCacheControl(request: Request, status: number, headers: Headers): void {
  const own = headers.get("Cache-Control");
  if (!isAnonymousRequest(request)) {
    if (!/private|no-store/.test(own ?? "")) headers.set("Cache-Control", SESSION_PAGE_CACHE);
    return;
  }
  if (status >= 500) headers.set("Cache-Control", FAILED_PAGE_CACHE);
  else if (!own) headers.set("Cache-Control", ANONYMOUS_PAGE_CACHE);
}

const isRedirect = (status: number) => status >= 300 && status < 400;

/**
 * Redirects do not pass through the document renderer (entry.server.tsx): a loader's 301 or 302
 * gets its header here. A 301 without one would be kept by browsers for ever (heuristically).
 */
export const redirectCacheControlMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  if (!isRedirect(response.status) || request.method !== "GET") return response;
  const headers = new Headers(response.headers);
  const before = headers.get("Cache-Control");
  setPageCacheControl(request, response.status, headers);
  if (headers.get("Cache-Control") === before) return response;
  // A new Response: a redirect's headers may be immutable (Response.redirect).
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};
