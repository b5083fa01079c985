import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { PAGE_NOT_FOUND, PageNotFound } from "~/features/search/components/page-not-found";
import { ErrorPanel, isForErrorPanel } from "~/components/ui/error-boundary";
import { metaTranslator } from "~/i18n/i18n";

// Any URL no route claims is a real 404 (DESIGN §5). ADR 210: every one, '/a/b' as '/kontak', gets
// the helpful page (search, links, 'Czy chodziło o …?'), not the bare error panel.
export function loader() {
  throw data(PAGE_NOT_FOUND, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [{ title: t("meta.titled", { title: t("error.notFound.title") }) }, { name: "robots", content: "noindex" }];
};

export default function NotFound() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isForErrorPanel(error)) return <ErrorPanel error={error} withTitle={false} />;
  return <PageNotFound />;
}
