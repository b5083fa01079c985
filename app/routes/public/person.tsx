import "~/i18n/account-messages";
import type { Route } from "./+types/person";
import { PublicProfileView } from "~/features/accounts/components/public-profile-view";
import { loadPublicProfile } from "~/features/accounts/public-profile.server";
import { PAGE_NOT_FOUND } from "~/features/search/components/page-not-found";
import { metaTranslator } from "~/i18n/i18n";

// ADR 202: a person's public profile. Not public, unknown, blocked or awaiting deletion: the site's
// own 404, the same for each (the page does not tell whether an account exists).
export async function loader({ params }: Route.LoaderArgs) {
  const profile = await loadPublicProfile(params.publicId);
  if (!profile) throw new Response(PAGE_NOT_FOUND, { status: 404 });
  return { profile };
}

// Never cached anywhere: a block, its end, a deletion request or a switched-off profile hide the page at once.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const t = metaTranslator(matches);
  const title = loaderData ? loaderData.profile.name : t("error.notFound.title");
  // Privacy by default: not indexed, and not in the sitemap (which lists products, posts and pages only).
  return [{ title: t("meta.titled", { title }) }, { name: "robots", content: "noindex, nofollow" }];
};

export default function PersonPage({ loaderData }: Route.ComponentProps) {
  return <PublicProfileView profile={loaderData.profile} />;
}
