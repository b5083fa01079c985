import type { Route } from "./+types/cookies";
import { CookiesPage } from "~/features/content/legal/cookies";
import { STATIC_PAGES } from "~/features/content/pages";
import { pageMeta } from "~/features/seo/meta";
import { appUrl } from "~/features/seo/urls.server";

const PAGE = STATIC_PAGES.cookies;

export function loader() {
  return { appUrl: appUrl() };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ appUrl: loaderData?.appUrl ?? "", path: PAGE.path, title: PAGE.title, description: PAGE.description });

export default function Cookies({ loaderData }: Route.ComponentProps) {
  return <CookiesPage appUrl={loaderData.appUrl} />;
}
