// ADR 172: the editor's action, shared by the new-version and the draft routes: the form checked with
// the schema the browser ran, then saved as a draft or published; a success answers with a redirect
// (a reload never sends it again, ADR 150) and its message as a toast.
import { invalid, parseForm, runAction, UserError } from "~/utils/action.server";
import { redirectWithToast } from "~/utils/toast.server";
import { isUuid } from "~/utils/uuid";
import { documentVersionSchema } from "./document-rules";
import { documentBySlug } from "./document-types";
import { DOCUMENT_WRITE_MESSAGES, publishedMessage, saveDocumentVersion } from "./document-writes.server";

export const DOCUMENT_NOT_FOUND = "Nie ma takiego dokumentu.";

export function documentEditorAction(request: Request, editorId: string, slug: string | undefined, draftId: string | null) {
  return runAction(request, async () => {
    const doc = documentBySlug(slug);
    if (!doc) throw new UserError(DOCUMENT_NOT_FOUND, 404);
    if (draftId !== null && !isUuid(draftId)) throw new UserError(DOCUMENT_WRITE_MESSAGES.draftNotFound, 404);
    const form = await parseForm(request, documentVersionSchema(doc.key));
    if (!form.ok) return invalid(form);
    const saved = await saveDocumentVersion(doc.key, draftId, form.data, editorId);
    if (saved.published) throw await redirectWithToast("/admin/dokumenty", { message: publishedMessage(saved.published.number, saved.published.effectiveFrom) });
    throw await redirectWithToast(`/admin/dokumenty/${doc.slug}/szkice/${saved.id}`, { message: DOCUMENT_WRITE_MESSAGES.draftSaved });
  });
}
