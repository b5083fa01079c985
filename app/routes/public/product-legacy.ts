import { redirect } from "react-router";
import type { Route } from "./+types/product-legacy";

// spec: public §2 — /product/{id} is a legacy form; DESIGN §5: 301 to the canonical /produkt/{id}.
export function loader({ params, request }: Route.LoaderArgs) {
  const search = new URL(request.url).search;
  return redirect(`/produkt/${encodeURIComponent(params.id)}${search}`, 301);
}
