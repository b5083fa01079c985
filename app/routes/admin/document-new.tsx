import { data } from "react-router";
import type { Route } from "./+types/document-new";
import { requirePermission } from "~/features/access/session.server";
import { ADMIN_SECTIONS } from "~/features/admin/sections";
import { DocumentEditor } from "~/features/content/components/admin/document-editor";
import { loadNewVersionEditor } from "~/features/content/documents/document-admin.server";
import { DOCUMENT_NOT_FOUND, documentEditorAction } from "~/features/content/documents/document-editor-action.server";
import { documentBySlug, LEGAL_DOCUMENTS } from "~/features/content/documents/document-types";
import { appUrl } from "~/features/seo/urls.server";
import { metaTranslator } from "~/i18n/i18n";
import { postedIntent, unknownIntent } from "~/utils/form-intent.server";

// ADR 172: a new version of a document; it starts from the version in force (?od=N: another published one).

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requirePermission(request, context, ADMIN_SECTIONS.documents.permission);
  const doc = documentBySlug(params.document);
  if (!doc) throw data(DOCUMENT_NOT_FOUND, { status: 404 });
  // ?od=N: a version number (an integer column: anything else, or too long, is ignored).
  const from = new URL(request.url).searchParams.get("od") ?? "";
  return { data: await loadNewVersionEditor(doc.key, /^[1-9]\d{0,5}$/.test(from) ? Number(from) : null), appUrl: appUrl() };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const editor = requirePermission(request, context, ADMIN_SECTIONS.documents.permission);
  const intent = await postedIntent(request);
  if (!(intent === "save-draft" || intent === "publish")) return unknownIntent();
  return documentEditorAction(request, editor.id, params.document, null);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: metaTranslator(matches)("admin.meta.documentEditor", { name: loaderData ? LEGAL_DOCUMENTS[loaderData.data.key].name : "" }) },
  { name: "robots", content: "noindex" },
];

export default function AdminDocumentNewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { data: editor, appUrl } = loaderData;
  // A new start (another version to begin from, a version published meanwhile) is a fresh form.
  return <DocumentEditor key={`${editor.start?.number}-${editor.latest}`} data={editor} result={actionData} appUrl={appUrl} />;
}
