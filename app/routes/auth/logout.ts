import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { redirectWithCookies } from "~/features/accounts/auth-http.server";
import { signOut } from "~/features/accounts/login.server";

// POST /wyloguj ends the session (a link or a prefetch must never sign anyone out).
export async function action({ request }: Route.ActionArgs) {
  return redirectWithCookies("/", await signOut(request));
}

export function loader() {
  return redirect("/");
}
