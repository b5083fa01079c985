import type { Route } from "./+types/terms";
import { TermsPage } from "~/features/content/legal/terms";
import { STATIC_PAGES } from "~/features/content/pages";
import { pageMeta } from "~/features/seo/meta";
import { appUrl } from "~/features/seo/urls.server";

const PAGE = STATIC_PAGES.terms;

export function loader() {
  return { appUrl: appUrl() };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ appUrl: loaderData?.appUrl ?? "", path: PAGE.path, title: PAGE.title, description: PAGE.description });

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <TermsPage appUrl={loaderData.appUrl} />;
}
