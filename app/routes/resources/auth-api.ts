import type { Route } from "./+types/auth-api";
import { auth } from "~/features/accounts/auth.server";

// Better Auth's own endpoints (sign-in, verification links, TOTP, JWKS) under /api/auth/*.
export function loader({ request }: Route.LoaderArgs) {
  return auth().handler(request);
}

export function action({ request }: Route.ActionArgs) {
  return auth().handler(request);
}
