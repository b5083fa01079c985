import type { Route } from "./+types/go-post";
import { userContext } from "~/features/access/session.server";
import { recordPostClick } from "~/features/blog/post-clicks.server";
import { isCountableNavigation, scamGone, shopRedirect, sourcePageOf } from "~/features/catalog/clicks.server";
import { addressKey, isBotUserAgent, visitorKey } from "~/features/catalog/views.server";

// ADR 147: a post's own shop link, counted under the post (the catalogue's links go through /go/{productId}/…).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const target = `post:${params.postId.toLowerCase()}`; // the visitor and address keys' subject
  const answer = await recordPostClick(params.postId, {
    platform: params.platform,
    sourcePage: sourcePageOf(request),
    userId: context.get(userContext)?.id ?? null,
    count: !isBotUserAgent(request.headers.get("user-agent")) && isCountableNavigation(request),
    visitorId: visitorKey(request, target),
    addressKey: addressKey(request, target),
  });
  if (answer.kind === "scam") return scamGone();
  return shopRedirect(answer.kind === "shop" ? answer.url : null);
}

// Anything but GET: a Polish 405, not React Router's English one.
export { readOnlyAction as action } from "~/utils/method-not-allowed";
