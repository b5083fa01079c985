import type { Route } from "./+types/product-impact";
import { requirePermissionMiddleware } from "~/features/access/session.server";
import { productDeleteImpact } from "~/features/catalog/product-delete-impact.server";
import { isUuid } from "~/utils/uuid";

// The delete dialog asks here what a product's delete would take with it (its posts, reviews,
// wishlist places and click history); only those who may delete products may ask.
export const middleware: Route.MiddlewareFunction[] = [requirePermissionMiddleware("product:delete")];

export async function loader({ params }: Route.LoaderArgs) {
  const impact = isUuid(params.id) ? await productDeleteImpact(params.id) : null;
  if (!impact)
    return Response.json(
      { message: "Nie znaleziono produktu" },
      { status: 404, headers: { "Cache-Control": "no-store" } },
    );
  return Response.json(impact, { headers: { "Cache-Control": "no-store" } });
}

// Anything but GET: a Polish 405, not React Router's English one.
export { readOnlyAction as action } from "~/utils/method-not-allowed";
