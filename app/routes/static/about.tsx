import type { Route } from "./+types/about";
import { AboutPage } from "~/features/content/about";
import { STATIC_PAGES } from "~/features/content/pages";
import { pageMeta } from "~/features/seo/meta";
import { appUrl } from "~/features/seo/urls.server";

const PAGE = STATIC_PAGES.about;

export function loader() {
  return { appUrl: appUrl() };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ appUrl: loaderData?.appUrl ?? "", path: PAGE.path, title: PAGE.title, description: PAGE.description });

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage appUrl={loaderData.appUrl} />;
}
