import type { Route } from "./+types/privacy";
import { PrivacyPage } from "~/features/content/legal/privacy";
import { STATIC_PAGES } from "~/features/content/pages";
import { pageMeta } from "~/features/seo/meta";
import { appUrl } from "~/features/seo/urls.server";

const PAGE = STATIC_PAGES.privacy;

export function loader() {
  return { appUrl: appUrl() };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ appUrl: loaderData?.appUrl ?? "", path: PAGE.path, title: PAGE.title, description: PAGE.description });

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <PrivacyPage appUrl={loaderData.appUrl} />;
}
