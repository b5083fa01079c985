import type { Route } from "./+types/verification-required";
import { VerificationRequiredPage } from "~/features/content/verification-required";
import { STATIC_PAGES } from "~/features/content/pages";
import { pageMeta } from "~/features/seo/meta";
import { appUrl } from "~/features/seo/urls.server";
import { returnPathOf, withReturnPath } from "~/features/accounts/redirect";

const PAGE = STATIC_PAGES.verificationRequired;

// ADR 210: the path the visitor registered from goes on to the resend form and the sign-in.
export function loader({ request }: Route.LoaderArgs) {
  return { appUrl: appUrl(), redirectTo: returnPathOf(request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ appUrl: loaderData?.appUrl ?? "", path: PAGE.path, title: PAGE.title, description: PAGE.description, noindex: true });

export default function VerificationRequired({ loaderData }: Route.ComponentProps) {
  const { redirectTo } = loaderData;
  const links = { resend: withReturnPath("/weryfikacja-email", redirectTo), signIn: withReturnPath("/logowanie", redirectTo) };
  return <VerificationRequiredPage appUrl={loaderData.appUrl} links={links} />;
}
