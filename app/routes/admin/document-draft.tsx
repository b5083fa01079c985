import { data } from "react-router";
import type { Route } from "./+types/document-draft";
import { requirePermission } from "~/features/access/session.server";
import { ADMIN_SECTIONS } from "~/features/admin/sections";
import { DocumentEditor } from "~/features/content/components/admin/document-editor";
import { loadDraftEditor } from "~/features/content/documents/document-admin.server";
import { documentEditorAction } from "~/features/content/documents/document-editor-action.server";
import { documentBySlug, LEGAL_DOCUMENTS } from "~/features/content/documents/document-types";
import { DOCUMENT_WRITE_MESSAGES } from "~/features/content/documents/document-writes.server";
import { appUrl } from "~/features/seo/urls.server";
import { metaTranslator } from "~/i18n/i18n";
import { postedIntent, unknownIntent } from "~/utils/form-intent.server";

// ADR 172: a draft of a new version — saved again, or published.

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requirePermission(request, context, ADMIN_SECTIONS.documents.permission);
  const doc = documentBySlug(params.document);
  const editor = doc ? await loadDraftEditor(doc.key, params.draftId) : null;
  if (!editor) throw data(DOCUMENT_WRITE_MESSAGES.draftNotFound, { status: 404 });
  return { data: editor, appUrl: appUrl() };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const editor = requirePermission(request, context, ADMIN_SECTIONS.documents.permission);
  const intent = await postedIntent(request);
  if (!(intent === "save-draft" || intent === "publish")) return unknownIntent();
  return documentEditorAction(request, editor.id, params.document, params.draftId);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: metaTranslator(matches)("admin.meta.documentEditor", { name: loaderData ? LEGAL_DOCUMENTS[loaderData.data.key].name : "" }) },
  { name: "robots", content: "noindex" },
];

export default function AdminDocumentDraftPage({ loaderData, actionData }: Route.ComponentProps) {
  const { data: editor, appUrl } = loaderData;
  // The draft as saved now (someone else's save, a version published meanwhile) is a fresh form.
  return <DocumentEditor key={`${editor.draft?.updatedAt}-${editor.latest}`} data={editor} result={actionData} appUrl={appUrl} />;
}
