import type { Route } from "./+types/auth-api";
import { auth } from "~/features/accounts/auth.server";

// Better Auth's own endpoints under /api/auth/* that stay public: JWKS, token, get-session, sign-out.
// The credential flows (sign-in, sign-up, verification, reset, two-factor) are disabled there on
// purpose and run through our form routes, which apply the shared abuse limits (ADR 014).
export function loader({ request }: Route.LoaderArgs) {
  return auth().handler(request);
}

export function action({ request }: Route.ActionArgs) {
  return auth().handler(request);
}
