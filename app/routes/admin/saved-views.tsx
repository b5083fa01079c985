import { redirect, useActionData } from "react-router";
import type { Route } from "./+types/saved-views";
import { requirePermission } from "~/features/access/session.server";
import { SavedViewRefusal } from "~/features/admin/components/saved-view-refusal";
import { postedViewList, savedViewAction, savedViewPostRefused } from "~/features/admin/saved-view-action.server";
import { savedViewListPermission } from "~/features/admin/saved-view-lists";
import type { SavedViewAnswerData } from "~/features/admin/saved-view-schemas";
import { metaTranslator } from "~/i18n/i18n";
import type { ActionResult } from "~/utils/form";
import { postedIntent, unknownIntent } from "~/utils/form-intent.server";

// ADR 178: the saved views of the admin lists (the toolbar above each list posts here). The panel's
// permission, then the list's: whoever may open a list may keep their own views of it. Nothing to
// show on its own: a GET goes to the panel; a refused plain post (no JavaScript) shows the refusal.

export async function loader({ context }: Route.LoaderArgs) {
  if (context.get(savedViewPostRefused)) return null;
  throw redirect("/admin");
}

export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(request, context, "admin:access");
  const list = await postedViewList(request);
  const person = requirePermission(request, context, list ? savedViewListPermission(list) : "admin:access");
  const intent = await postedIntent(request);
  if (intent === "save" || intent === "rename" || intent === "delete") return savedViewAction(request, context, person.id);
  return unknownIntent();
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaTranslator(matches)("admin.meta.views") }, { name: "robots", content: "noindex" }];

export default function SavedViewsPage() {
  const answer = useActionData<ActionResult<SavedViewAnswerData, SavedViewAnswerData>>();
  return <SavedViewRefusal answer={answer} />;
}
