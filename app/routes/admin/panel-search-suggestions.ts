import type { Route } from "./+types/panel-search-suggestions";
import { can } from "~/features/access/permissions";
import { FORBIDDEN_MESSAGE, userContext } from "~/features/access/session.server";
import { PANEL_SUGGESTION_LIMIT } from "~/features/admin/panel-search";
import { panelSearchQuery, searchPanel } from "~/features/admin/panel-search.server";
import { readOnlyAction } from "~/utils/method-not-allowed";
import { SESSION_ENDED_MESSAGE } from "~/utils/submission-failure";

// ADR 208: the shell's search field asks here while the person types (5 rows a group). Outside the
// panel's layout, as the product form's similar products (similar-products.ts): a fetch must get JSON,
// not the layout's sign-in redirect. The same permissions as the /admin/szukaj page decide the groups.
const NO_STORE = { "Cache-Control": "no-store" };
const answer = (body: unknown, status = 200) => Response.json(body, { status, headers: NO_STORE });

function refusal(context: Route.LoaderArgs["context"]): Response | null {
  const user = context.get(userContext);
  if (!user) return answer({ message: SESSION_ENDED_MESSAGE }, 401);
  if (!can(user, "admin:access")) return answer({ message: FORBIDDEN_MESSAGE }, 403);
  return null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const refused = refusal(context);
  if (refused) return refused;
  const person = context.get(userContext)!;
  return answer(await searchPanel(person, panelSearchQuery(new URL(request.url).searchParams), PANEL_SUGGESTION_LIMIT));
}

export function action({ context }: Route.ActionArgs) {
  return refusal(context) ?? readOnlyAction();
}
