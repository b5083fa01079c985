import type { Route } from "./+types/suggestions";
import { suggestionsAnswer } from "~/features/search/suggestions-endpoint.server";

// GET /api/podpowiedzi?q= — header search suggestions (spec: public §2 Search box, §7).
// The text is the same for everyone, so browsers and proxies may keep it for a minute. In production
// a plain GET is answered before Express and React Router (ADR 109, serveSuggestions); this route
// answers HEAD, dev mode and the route tests, with the same body and headers.
export async function loader({ request }: Route.LoaderArgs) {
  const { body, headers } = await suggestionsAnswer(new URL(request.url).searchParams.get("q") ?? "");
  return new Response(body, { headers });
}

// Anything but GET: a Polish 405, not React Router's English one.
export { readOnlyAction as action } from "~/utils/method-not-allowed";
