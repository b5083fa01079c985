/**
 * A resource route's answer to a method it does not take. React Router's own 405 for a route
 * without an action (or loader) says {"message":"Unexpected Server Error"} in English (review,
 * session 23): a plain Polish 405 with the methods it does take.
 */
export function methodNotAllowed(allow: string): Response {
  return new Response("Metoda niedozwolona.", { status: 405, headers: { Allow: allow, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

/** `export { readOnlyAction as action }` in a resource route that only answers GET (and HEAD). */
export function readOnlyAction(): Response {
  return methodNotAllowed("GET, HEAD");
}
