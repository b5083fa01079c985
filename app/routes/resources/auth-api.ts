import type { Route } from "./+types/auth-api";
import { auth } from "~/features/accounts/auth.server";
import { isOpenAuthEndpoint } from "~/features/accounts/auth-api-allowlist";
import { CROSS_SITE_MESSAGE } from "~/middleware/cross-site-message";

// Better Auth's own endpoints under /api/auth/*: only the allowlist stays open (deny by default,
// issue #12 point 4). The credential flows run through our form routes, which apply the shared
// abuse limits (ADR 014).
async function handle(request: Request) {
  if (!isOpenAuthEndpoint(request.method, new URL(request.url).pathname)) {
    return Response.json({ message: "Nie znaleziono." }, { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  // Better Auth logs a body that is not JSON, or not sent as JSON, as an error of its own: anyone could
  // fill the server's error log with them (hostile review, session 49). Refused here, in Polish.
  if (request.method === "POST") {
    const refused = !/^application\/json\b/i.test(request.headers.get("content-type") ?? "") ? 415 : !isJson(await request.clone().text()) ? 400 : null;
    if (refused) return Response.json({ message: ERROR_TEXTS[refused], code: refused === 415 ? "UNSUPPORTED_MEDIA_TYPE" : "BAD_REQUEST" }, { status: refused, headers: { "Cache-Control": "no-store" } });
  }
  const answer = auth().handler(request);
  return withNoStore(new URL(request.url).pathname.replace(/\/+$/, "").endsWith("/get-session") ? answer.then(withoutSessionToken) : answer).then(errorInPolish);
}

/** Better Auth's error texts by status; its `code` stays for programs (hostile review, session 49: English passed through). */
const ERROR_TEXTS: Record<number, string> = {
  400: "Nieprawidłowe żądanie.",
  401: "Brak ważnej sesji: zaloguj się.",
  403: "Brak dostępu.",
  415: "Nieprawidłowy typ danych: wyślij JSON (application/json).",
  429: "Zbyt wiele prób. Spróbuj ponownie za chwilę.",
};

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** An error answer's `message` in Polish, like every other answer of the site. */
async function errorInPolish(response: Response): Promise<Response> {
  if (response.status < 400 || !(response.headers.get("content-type") ?? "").includes("json")) return response;
  const body = (await response.json().catch(() => null)) as { message?: unknown; code?: unknown } | null;
  const code = typeof body?.code === "string" ? body.code : undefined;
  const message = code?.includes("ORIGIN") ? CROSS_SITE_MESSAGE : (ERROR_TEXTS[response.status] ?? "Nie udało się wykonać tej operacji.");
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify({ ...body, message }), { status: response.status, statusText: response.statusText, headers });
}

/**
 * The session probe without the session's token: that token is the value of the HttpOnly session
 * cookie, and this answer is readable by any script of the page (hostile review, session 36).
 */
async function withoutSessionToken(response: Response): Promise<Response> {
  if (!response.ok || !(response.headers.get("content-type") ?? "").includes("json")) return response;
  const body = (await response.json()) as { session?: Record<string, unknown> } | null;
  if (body?.session) delete body.session.token;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(body), { status: response.status, statusText: response.statusText, headers });
}

/**
 * Every answer here is about a session (a token, the session itself): never kept by a browser or a
 * proxy cache. /get-session said so and /token did not (hostile review, session 28).
 */
async function withNoStore(answer: Promise<Response>): Promise<Response> {
  const response = await answer;
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "no-store");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export function loader({ request }: Route.LoaderArgs) {
  return handle(request);
}

export function action({ request }: Route.ActionArgs) {
  return handle(request);
}
