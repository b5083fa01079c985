import type { MiddlewareFunction } from "react-router";
import { databaseUnavailableResponse, isDatabaseUnavailableError, RETRY_AFTER_SECONDS } from "~/db/availability.server";
import { isDataRequestUrl } from "~/utils/page-address";

// Issue #12 point 1: while the database is down EVERY answer is a 503 with Retry-After — not only
// full HTML documents (entry.server renders the Polish page for those), but also client navigations
// and fetchers (`*.data`) and resource/JSON routes, which React Router would otherwise answer 500.
// React Router catches a loader's error itself and reports it to entry.server's `handleError`, which
// marks the request's context here; this middleware (root, request level) then rewrites the answer.
const unavailable = new WeakSet<object>();

/** Called by entry.server's handleError for a "database unavailable" error. */
export function markDatabaseUnavailable(context: unknown): void {
  if (context && typeof context === "object") unavailable.add(context);
}

export const DATABASE_UNAVAILABLE_MESSAGE = "Serwis chwilowo niedostępny. Nie możemy teraz połączyć się z bazą danych. Spróbuj ponownie za kilka chwil.";

function unavailableAnswer(request: Request, response?: Response): Response {
  const headers = new Headers({ "Cache-Control": "no-store", "Retry-After": String(RETRY_AFTER_SECONDS) });
  const data = isDataRequestUrl(new URL(request.url));
  // A single-fetch answer keeps its encoded body (the client shows the route's error boundary).
  if (data && response?.body) {
    response.headers.forEach((value, name) => {
      if (!headers.has(name)) headers.set(name, value);
    });
    return new Response(response.body, { status: 503, headers });
  }
  const wantsHtml = !data && (request.headers.get("accept") ?? "").includes("text/html");
  if (wantsHtml) return databaseUnavailableResponse();
  return Response.json({ error: DATABASE_UNAVAILABLE_MESSAGE }, { status: 503, headers });
}

export const databaseUnavailableMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  let response: Response;
  try {
    response = await next();
  } catch (error) {
    if (!isDatabaseUnavailableError(error)) throw error;
    return unavailableAnswer(request);
  }
  if (response.status === 503 || !unavailable.has(context)) return response;
  return unavailableAnswer(request, response);
};
