import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction } from "react-router";
import { databaseUnavailableResponse, isDatabaseUnavailableError } from "~/db/availability.server";
import { markDatabaseUnavailable } from "~/middleware/database-unavailable.server";
import { setPageCacheControl } from "~/server/page-cache-control.server";
import { contentSecurityPolicy, createNonce, cspEnabled } from "~/features/security/headers.server";
import { NonceProvider } from "~/features/security/nonce";
import { logger } from "~/utils/logger.server";

export { startApp, stopApp } from "~/server/bootstrap.server";
// ADR 200: the panel's first queries run once, in the background, after the server listens.
export { warmPanelLater } from "~/features/admin/warm-up.server";
// ADR 096: server/index.ts answers page-cache hits before React Router, from this build's one cache.
export { servePageCacheHit } from "~/server/page-cache.server";
export { mayBeMemberHit, serveMemberPageHit } from "~/server/member-hit.server";
// ADR 109: and plain GETs of the header suggestions.
export { serveSuggestions } from "~/features/search/suggestions-endpoint.server";

export const streamTimeout = 5_000;

/**
 * `.data` answers (client navigations, revalidations; React Router calls this for those only, not for
 * resource routes, which set their own Cache-Control) get the pages' rule: a review found a signed-in
 * user's `/produkty.data` — their e-mail and id — without any Cache-Control, where the HTML of the
 * same URL had `private, no-cache`. ADR 194: anonymous ones say `no-cache` too.
 */
export function handleDataRequest(response: Response, { request }: { request: Request }) {
  setPageCacheControl(request, response.status, response.headers);
  return response;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // Issue #12 point 1: a loader that failed because the database is down gets the Polish 503 page.
  const errors = Object.values(routerContext.staticHandlerContext.errors ?? {});
  if (errors.some(isDatabaseUnavailableError)) return databaseUnavailableResponse();

  // Issue #12 point 9 (ADR 022): a fresh nonce for this answer's inline scripts.
  const nonce = createNonce();
  if (cspEnabled()) responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce));

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Bots and the page cache get the whole document at once; browsers get it streamed.
    const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;
    const respond = () => {
      shellRendered = true;
      const body = new PassThrough();
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      // With the final status (a render error before the shell made it 500): a session's answer is
      // private; an anonymous page is stored by others only to be asked again (ADR 194).
      setPageCacheControl(request, responseStatusCode, responseHeaders);
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          if (!waitForAll) respond();
        },
        onAllReady() {
          clearTimeout(abortTimer); // React calls back after this function has returned: abortTimer is set
          if (waitForAll) respond();
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "render error");
        },
      },
    );
    // Issue #14 (session 14): cleared once everything is rendered. A pending timer kept each finished
    // render (React's request, the loaders' data, the router context) alive for 6 s: at 50 renders/s,
    // 300 of them, tens of MB of the heap.
    const abortTimer = setTimeout(abort, streamTimeout + 1000);
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (isDatabaseUnavailableError(error)) markDatabaseUnavailable(context);
  if (request.signal.aborted) return;
  if (isDatabaseUnavailableError(error)) {
    // Expected while PostgreSQL restarts: one line, no stack (issue #12 point 1).
    logger.warn({ url: request.url, err: (error as Error).message }, "baza danych niedostępna");
    return;
  }
  if (isRouteErrorResponse(error) && error.status < 500) {
    // React Router refusing the request itself (a POST to a page without an action: 405): the
    // client's mistake, one line, not a server error with a stack.
    logger.warn({ url: request.url, method: request.method, status: error.status }, "request refused");
    return;
  }
  logger.error({ err: error, url: request.url }, "request failed");
};
