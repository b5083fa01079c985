import type { Route } from "./+types/auth-api";
import { auth } from "~/features/accounts/auth.server";
import { isOpenAuthEndpoint } from "~/features/accounts/auth-api-allowlist";

// Better Auth's own endpoints under /api/auth/*: only the allowlist stays open (deny by default,
// issue #12 point 4). The credential flows run through our form routes, which apply the shared
// abuse limits (ADR 014).
function handle(request: Request) {
  if (!isOpenAuthEndpoint(request.method, new URL(request.url).pathname)) {
    return Response.json({ message: "Nie znaleziono." }, { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  const answer = auth().handler(request);
  return withNoStore(new URL(request.url).pathname.replace(/\/+$/, "").endsWith("/get-session") ? answer.then(withoutSessionToken) : answer);
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
