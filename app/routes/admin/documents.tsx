import type { Route } from "./+types/documents";
import { requirePermission } from "~/features/access/session.server";
import { ADMIN_SECTIONS } from "~/features/admin/sections";
import { DocumentsView } from "~/features/content/components/admin/documents-view";
import { listDocumentsForAdmin } from "~/features/content/documents/document-admin.server";
import { DeleteDraftSchema } from "~/features/content/documents/document-rules";
import { deleteDocumentDraft, DOCUMENT_WRITE_MESSAGES } from "~/features/content/documents/document-writes.server";
import { metaTranslator } from "~/i18n/i18n";
import { invalid, ok, parseForm, runAction } from "~/utils/action.server";
import { redirectPlainPostOnSuccess } from "~/utils/plain-post.server";

// ADR 172: the legal documents — the list of versions and drafts; deleting a draft (legal-document:update).

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(request, context, ADMIN_SECTIONS.documents.permission);
  return { documents: await listDocumentsForAdmin() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const editor = requirePermission(request, context, ADMIN_SECTIONS.documents.permission);
  // ADR 150: a plain form post that succeeded is redirected, so a reload does not send it again.
  const answer = await runAction(request, async () => {
    const form = await parseForm(request, DeleteDraftSchema);
    if (!form.ok) return invalid(form);
    if (form.data.intent === "delete-draft") await deleteDocumentDraft(form.data.id, editor.id);
    return ok(DOCUMENT_WRITE_MESSAGES.draftDeleted);
  });
  return redirectPlainPostOnSuccess(request, answer);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaTranslator(matches)("admin.meta.documents") }, { name: "robots", content: "noindex" }];

export default function AdminDocumentsPage({ loaderData }: Route.ComponentProps) {
  return <DocumentsView {...loaderData} />;
}
