import type { Route } from "./+types/suggestions";
import { suggestProducts } from "~/features/search/suggestions.server";

// GET /api/podpowiedzi?q= — header search suggestions (spec: public §2 Search box, §7).
// The text is the same for everyone, so browsers and proxies may keep it for a minute.
export async function loader({ request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get("q") ?? "";
  const suggestions = await suggestProducts(q);
  return Response.json({ suggestions }, { headers: { "Cache-Control": "public, max-age=60" } });
}
