import type { Route } from "./+types/contact";
import { ContactPage } from "~/features/content/contact";
import { STATIC_PAGES } from "~/features/content/pages";
import { pageMeta } from "~/features/seo/meta";
import { appUrl } from "~/features/seo/urls.server";

const PAGE = STATIC_PAGES.contact;

export function loader() {
  return { appUrl: appUrl() };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ appUrl: loaderData?.appUrl ?? "", path: PAGE.path, title: PAGE.title, description: PAGE.description });

export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContactPage appUrl={loaderData.appUrl} />;
}
