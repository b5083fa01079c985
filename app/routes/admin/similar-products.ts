import type { Route } from "./+types/similar-products";
import { can } from "~/features/access/permissions";
import { FORBIDDEN_MESSAGE, userContext } from "~/features/access/session.server";
import { findSimilarProducts, similarQueryOf } from "~/features/catalog/similar-products.server";
import { readOnlyAction } from "~/utils/method-not-allowed";
import { SESSION_ENDED_MESSAGE } from "~/utils/submission-failure";

// ADR 181: the product form asks here, while the editor types, which products it may duplicate.
// Outside the panel's layout, as the delete dialog's question (product-impact.ts): a fetcher's answer
// must not be the layout's sign-in redirect. Every refusal is JSON the form can ignore.
const NO_STORE = { "Cache-Control": "no-store" };
const answer = (body: unknown, status = 200) => Response.json(body, { status, headers: NO_STORE });

function refusal(context: Route.LoaderArgs["context"]): Response | null {
  const user = context.get(userContext);
  if (!user) return answer({ message: SESSION_ENDED_MESSAGE }, 401);
  // Whoever can open a product form: adding needs product:create, editing product:update.
  if (!can(user, "admin:access") || !(can(user, "product:create") || can(user, "product:update"))) return answer({ message: FORBIDDEN_MESSAGE }, 403);
  return null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const refused = refusal(context);
  if (refused) return refused;
  return answer({ products: await findSimilarProducts(similarQueryOf(new URL(request.url))) });
}

export function action({ context }: Route.ActionArgs) {
  return refusal(context) ?? readOnlyAction();
}
