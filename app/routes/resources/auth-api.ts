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
  return auth().handler(request);
}

export function loader({ request }: Route.LoaderArgs) {
  return handle(request);
}

export function action({ request }: Route.ActionArgs) {
  return handle(request);
}
