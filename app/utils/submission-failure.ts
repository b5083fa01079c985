import { data, isRouteErrorResponse, type DataStrategyResult, type MiddlewareFunction } from "react-router";

// Browser side of every form post and fetcher submission (root's clientMiddleware). React Router
// sends a submission that fails on the way (no network, a proxy's 502) to the route's error screen,
// and a session that ended follows the action's redirect to the login page: either way the page,
// and with it a review being written or a product being edited, was gone (review, session 25; the
// product page even said it "could not be loaded"). Such an answer becomes the usual refusal
// instead — `{ ok: false, message }`, what every form and toggle already shows — and the page stays
// with everything typed in it.

export const CONNECTION_LOST_MESSAGE = "Brak połączenia z serwerem: zmiana mogła nie zostać zapisana. Sprawdź połączenie i spróbuj ponownie.";
export const SESSION_ENDED_MESSAGE = "Twoja sesja wygasła. Zaloguj się ponownie w nowej karcie, a potem spróbuj jeszcze raz: ta strona zostaje otwarta.";

type Results = Record<string, DataStrategyResult>;

// With a 4xx/5xx status React Router does not reload the page's data afterwards (with no network,
// that reload would fail and bring the error screen back).
const refusal = (message: string, status: number): DataStrategyResult => ({ type: "data", result: data({ ok: false, message, fieldErrors: {} }, { status }) });

// The single-fetch action strategy hands a thrown error on wrapped in data(error, status).
const unwrapped = (value: unknown) => (typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit" ? (value as { data: unknown }).data : value);

function failedOnTheWay(outcome: unknown): boolean {
  const error = unwrapped(outcome);
  if (isRouteErrorResponse(error)) return error.status === 502 || error.status === 503 || error.status === 504;
  // fetch() rejects with a TypeError when the request never got an answer (offline, connection reset).
  return error instanceof TypeError;
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
    if (outcome.type === "error" && failedOnTheWay(outcome.result)) results[routeId] = refusal(CONNECTION_LOST_MESSAGE, 503);
    else if (toLogin(outcome.result)) results[routeId] = refusal(SESSION_ENDED_MESSAGE, 401);
  }
  return results;
};
