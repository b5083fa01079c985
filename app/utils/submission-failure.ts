import { data, isRouteErrorResponse, type DataStrategyResult, type MiddlewareFunction } from "react-router";
import { isConnectionFailure } from "./connection-failure";

// Browser side of every form post and fetcher submission (root's clientMiddleware). React Router
// sends a submission that fails on the way (no network, a proxy's 502) to the route's error screen,
// and a session that ended follows the action's redirect to the login page: either way the page,
// and with it a review being written or a product being edited, was gone (review, session 25; the
// product page even said it "could not be loaded"). Such an answer becomes the usual refusal
// instead — `{ ok: false, message }`, what every form and toggle already shows — and the page stays
// with everything typed in it. The same holds for answers that are not the site's own: a proxy's
// or the server's own "too large" (413) or "too many requests" (429) page, and a body that is not
// React Router's (a hotel Wi-Fi's login page answering instead of the site, an answer cut off).

export const CONNECTION_LOST_MESSAGE = "Brak połączenia z serwerem: zmiana mogła nie zostać zapisana. Sprawdź połączenie i spróbuj ponownie.";
export const SESSION_ENDED_MESSAGE = "Twoja sesja wygasła. Zaloguj się ponownie w nowej karcie, a potem spróbuj jeszcze raz: ta strona zostaje otwarta.";
export const TOO_LARGE_MESSAGE = "Przesłane dane są zbyt duże, więc zmiana nie została zapisana. Zmniejsz pliki lub skróć tekst i spróbuj ponownie.";
export const TOO_MANY_MESSAGE = "Zbyt wiele prób w krótkim czasie, więc zmiana nie została zapisana. Odczekaj chwilę i spróbuj ponownie.";

type Results = Record<string, DataStrategyResult>;

// With a 4xx/5xx status React Router does not reload the page's data afterwards (with no network,
// that reload would fail and bring the error screen back).
const refusal = (message: string, status: number): DataStrategyResult => ({ type: "data", result: data({ ok: false, message, fieldErrors: {} }, { status }) });

// The single-fetch action strategy hands a thrown error on wrapped in data(error, status).
const unwrapped = (value: unknown) => (typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit" ? (value as { data: unknown }).data : value);

/** The refusal a submission's error stands for; null for the site's own errors (their error screen). */
function refusalFor(outcome: unknown): DataStrategyResult | null {
  const error = unwrapped(outcome);
  if (isRouteErrorResponse(error)) {
    if (error.status === 502 || error.status === 503 || error.status === 504) return refusal(CONNECTION_LOST_MESSAGE, 503);
    // Actions answer their own limits as refusals, never thrown: these come from before the app
    // (server/index.ts's body limit, a proxy's client_max_body_size or rate limit).
    if (error.status === 413) return refusal(TOO_LARGE_MESSAGE, 413);
    if (error.status === 429) return refusal(TOO_MANY_MESSAGE, 429);
    return null;
  }
  if (isConnectionFailure(error)) return refusal(CONNECTION_LOST_MESSAGE, 503);
  return null;
}

// The guards' redirect (session.server loginRedirect) carries the page back; a plain "/logowanie"
// (an expired second-factor step) is a flow of its own and is followed.
function toLogin(result: unknown): boolean {
  if (!(result instanceof Response) || result.status < 300 || result.status > 399) return false;
  return (result.headers.get("Location") ?? "").startsWith("/logowanie?redirectTo=");
}

export const keepPageWhenSubmissionFails: MiddlewareFunction<Results> = async ({ request }, next) => {
  const results = await next();
  if (request.method === "GET") return results;
  for (const [routeId, outcome] of Object.entries(results)) {
    const replaced = outcome.type === "error" ? refusalFor(outcome.result) : null;
    if (replaced) results[routeId] = replaced;
    else if (toLogin(outcome.result)) results[routeId] = refusal(SESSION_ENDED_MESSAGE, 401);
  }
  return results;
};
