import type { Route } from "./+types/affiliate";
import { AffiliatePage } from "~/features/content/legal/affiliate";
import { STATIC_PAGES } from "~/features/content/pages";
import { pageMeta } from "~/features/seo/meta";
import { appUrl } from "~/features/seo/urls.server";

const PAGE = STATIC_PAGES.affiliate;

export function loader() {
  return { appUrl: appUrl() };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ appUrl: loaderData?.appUrl ?? "", path: PAGE.path, title: PAGE.title, description: PAGE.description });

export default function Affiliate({ loaderData }: Route.ComponentProps) {
  return <AffiliatePage appUrl={loaderData.appUrl} />;
}
