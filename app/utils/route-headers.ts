import type { HeadersArgs } from "react-router";

/**
 * A route's `headers` export that keeps the parent's headers and passes the named ones its action (or
 * loader) set. React Router sends a loader's or action's headers only through this export: without it a
 * 429's exact Retry-After was dropped and the Express net's 60-second default went out instead, while
 * the lock lasted 15 minutes (ADR 014; hostile review, session 36).
 */
export function passHeaders(...names: string[]) {
  return ({ parentHeaders, actionHeaders, loaderHeaders }: Pick<HeadersArgs, "parentHeaders" | "actionHeaders" | "loaderHeaders">): Headers => {
    const headers = new Headers(parentHeaders);
    for (const name of names) {
      const value = actionHeaders.get(name) ?? loaderHeaders.get(name);
      if (value) headers.set(name, value);
    }
    return headers;
  };
}

/** The `headers` export of a route whose action answers a 429 with the window's own Retry-After. */
export const retryAfterHeaders = passHeaders("Retry-After");
