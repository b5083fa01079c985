import type { Route } from "./+types/product-impact";
import { can } from "~/features/access/permissions";
import { FORBIDDEN_MESSAGE, userContext } from "~/features/access/session.server";
import { PRODUCT_GONE_MESSAGE } from "~/features/catalog/admin-product-write.server";
import { productDeleteImpact } from "~/features/catalog/product-delete-impact.server";
import { isUuid } from "~/utils/uuid";
import { readOnlyAction } from "~/utils/method-not-allowed";
import { SESSION_ENDED_MESSAGE } from "~/utils/submission-failure";

// The delete dialog asks here what a product's delete would take with it (its posts, reviews,
// wishlist places and clicks). Outside the panel's layout on purpose: the dialog loads it with a
// fetcher, and a redirect (the layout's sign-in redirect when the session has ended) would take the
// whole page away (review, session 28). Every refusal is a JSON answer the dialog shows instead.
const NO_STORE = { "Cache-Control": "no-store" };
const answer = (body: unknown, status = 200) => Response.json(body, { status, headers: NO_STORE });

function refusal(context: Route.LoaderArgs["context"]): Response | null {
  const user = context.get(userContext);
  if (!user) return answer({ message: SESSION_ENDED_MESSAGE }, 401);
  if (!can(user, "admin:access") || !can(user, "product:delete")) return answer({ message: FORBIDDEN_MESSAGE }, 403);
  return null;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const refused = refusal(context);
  if (refused) return refused;
  const impact = isUuid(params.id) ? await productDeleteImpact(params.id) : null;
  return impact ? answer(impact) : answer({ message: PRODUCT_GONE_MESSAGE }, 404);
}

// Anything but GET: refused like the loader, else the shared Polish 405.
export function action({ context }: Route.ActionArgs) {
  return refusal(context) ?? readOnlyAction();
}

// Asked once when the dialog opens. Without this, the list's delete revalidates the still-loaded
// fetcher and asks again about the product just deleted: a 404 in the console on every delete.
export const shouldRevalidate = () => false;
