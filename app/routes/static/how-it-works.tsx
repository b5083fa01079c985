import type { Route } from "./+types/how-it-works";
import { topCategories } from "~/features/content/categories.server";
import { HowItWorksPage } from "~/features/content/how-it-works";
import { STATIC_PAGES } from "~/features/content/pages";
import { pageMeta } from "~/features/seo/meta";
import { appUrl } from "~/features/seo/urls.server";

const PAGE = STATIC_PAGES.howItWorks;

export async function loader() {
  return { appUrl: appUrl(), categories: await topCategories(5) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ appUrl: loaderData?.appUrl ?? "", path: PAGE.path, title: PAGE.title, description: PAGE.description });

export default function HowItWorks({ loaderData }: Route.ComponentProps) {
  return <HowItWorksPage appUrl={loaderData.appUrl} categories={loaderData.categories} />;
}
