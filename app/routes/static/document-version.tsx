import { data } from "react-router";
import type { Route } from "./+types/document-version";
import { PublishedVersionPage } from "~/features/content/components/published-document";
import { versionMeta } from "~/features/content/documents/document-meta";
import { documentBySlug } from "~/features/content/documents/document-types";
import { loadVersionPage, NO_SUCH_VERSION } from "~/features/content/documents/documents.server";
import { appUrl } from "~/features/seo/urls.server";
import { pageAddressOf } from "~/utils/page-address";

// ADR 172: a published version at its own address (/regulamin/wersje/2): older ones stay readable, a
// scheduled one can be read before its day. One module for the three documents (routes.ts gives each
// its id); the document is the address's first segment.
export async function loader({ request, params }: Route.LoaderArgs) {
  const doc = documentBySlug(pageAddressOf(request).split("/")[1]);
  const number = /^[1-9]\d{0,5}$/.test(params.numer) ? Number(params.numer) : null;
  const page = doc && number ? await loadVersionPage(doc.key, number) : null;
  if (!doc || !page) throw data(NO_SUCH_VERSION, { status: 404 });
  return { docKey: doc.key, page, appUrl: appUrl() };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? versionMeta(loaderData.docKey, loaderData.appUrl, loaderData.page.version.number) : [{ name: "robots", content: "noindex" }];

export default function DocumentVersion({ loaderData }: Route.ComponentProps) {
  return <PublishedVersionPage docKey={loaderData.docKey} data={loaderData.page} appUrl={loaderData.appUrl} />;
}
