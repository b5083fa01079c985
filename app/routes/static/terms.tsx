import { data } from "react-router";
import type { Route } from "./+types/terms";
import { PublishedDocument } from "~/features/content/components/published-document";
import { documentMeta } from "~/features/content/documents/document-meta";
import { loadDocumentPage, NO_VERSION_IN_FORCE } from "~/features/content/documents/documents.server";
import { appUrl } from "~/features/seo/urls.server";

// ADR 172: the version in force of a document the owner changes from the panel.
export async function loader() {
  const page = await loadDocumentPage("terms");
  if (!page) throw data(NO_VERSION_IN_FORCE, { status: 404 });
  return { page, appUrl: appUrl() };
}

export const meta: Route.MetaFunction = ({ loaderData }) => documentMeta("terms", loaderData?.appUrl ?? "", loaderData?.page.version.effectiveFrom);

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <PublishedDocument docKey="terms" data={loaderData.page} appUrl={loaderData.appUrl} />;
}
