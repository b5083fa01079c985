// ADR 178: POST /admin/widoki — save, rename and delete one's own saved views. The route checks the
// panel's permission, then the list's (whoever may open a list may keep views of it), then calls this.
// A scripted form (the toolbar's dialogs) gets the ActionResult; a plain form post (no JavaScript) is
// sent on success to the view's list with the message as a flash toast, and on a refusal gets the
// /admin/widoki page: the message and the form again, with what was typed (ADR 150, 151).
import { createContext, type RouterContextProvider } from "react-router";
import { BAD_FORM_MESSAGE, invalid, ok, parseForm, runAction, UserError } from "~/utils/action.server";
import { isScriptedSubmission } from "~/utils/plain-post.server";
import { redirectWithToast } from "~/utils/toast.server";
import { isSavedViewList, savedViewHref, type SavedViewList } from "./saved-view-lists";
import { SAVED_VIEW_MESSAGES, SavedViewActionSchema, type SavedViewAnswerData } from "./saved-view-schemas";
import { deleteView, renameView, saveView } from "./saved-views.server";
import { keepRefusal } from "~/utils/form-refusal.server";

/** Set when a plain form post was refused: the route's loader then renders the refusal instead of leaving. */
export const savedViewPostRefused = createContext<boolean>(false);

/** The list named by a posted form, read from a copy (the route checks its permission before anything else). */
export async function postedViewList(request: Request): Promise<SavedViewList | null> {
  const form = await request.clone().formData().catch(() => null);
  const list = form?.get("list");
  return isSavedViewList(list) ? list : null;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 2000) : "";
};

/** What the form sent, for the form shown again after a refusal. */
function typed(form: FormData): SavedViewAnswerData {
  const intent = text(form, "intent");
  return {
    intent: intent === "rename" || intent === "delete" ? intent : "save",
    list: text(form, "list"),
    name: text(form, "name"),
    id: text(form, "id"),
    query: text(form, "query"),
  };
}

async function change(ownerId: string, form: FormData) {
  const parsed = await parseForm(form, SavedViewActionSchema, { message: "first" });
  if (!parsed.ok) return invalid({ ...parsed, data: typed(form) });
  const input = parsed.data;
  try {
    switch (input.intent) {
      case "save": {
        const view = await saveView(ownerId, input);
        return ok(SAVED_VIEW_MESSAGES.saved(view.name), { intent: input.intent, list: input.list, ...view });
      }
      case "rename": {
        const view = await renameView(ownerId, input);
        return ok(SAVED_VIEW_MESSAGES.renamed(view.name), { intent: input.intent, list: input.list, ...view });
      }
      case "delete": {
        const view = await deleteView(ownerId, input);
        return ok(SAVED_VIEW_MESSAGES.deleted(view.name), { intent: input.intent, list: input.list, ...view });
      }
    }
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    return invalid({ message: error.message, fieldErrors: error.fieldErrors, data: typed(form) }, error.status);
  }
}

/** The action's body, for the person the session names (`ownerId`). */
export async function savedViewAction(request: Request, context: Readonly<RouterContextProvider>, ownerId: string) {
  const answer = await runAction(request, async () => {
    const form = await request.formData().catch(keepRefusal);
    return form ? change(ownerId, form) : invalid<SavedViewAnswerData>({ message: BAD_FORM_MESSAGE });
  });
  if (isScriptedSubmission(request)) return answer;
  const result = answer.data;
  if (result.ok && result.data && isSavedViewList(result.data.list)) {
    const to = savedViewHref(result.data.list, result.data.query ?? "");
    throw await redirectWithToast(to, { type: "success", message: result.message ?? "" }, { status: 303 });
  }
  (context as RouterContextProvider).set(savedViewPostRefused, true);
  return answer;
}
