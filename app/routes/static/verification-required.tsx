import type { Route } from "./+types/verification-required";
import { VerificationRequiredPage } from "~/features/content/verification-required";
import { STATIC_PAGES } from "~/features/content/pages";
import { pageMeta } from "~/features/seo/meta";
import { appUrl } from "~/features/seo/urls.server";

const PAGE = STATIC_PAGES.verificationRequired;

export function loader() {
  return { appUrl: appUrl() };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ appUrl: loaderData?.appUrl ?? "", path: PAGE.path, title: PAGE.title, description: PAGE.description, noindex: true });

export default function VerificationRequired({ loaderData }: Route.ComponentProps) {
  return <VerificationRequiredPage appUrl={loaderData.appUrl} />;
}
