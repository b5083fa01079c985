import type { Route } from "./+types/go";
import { userContext } from "~/features/access/session.server";
import { isCountableNavigation, recordOutboundClick, scamGone, shopRedirect, sourcePageOf } from "~/features/catalog/clicks.server";
import { addressKey, isBotUserAgent, visitorKey } from "~/features/catalog/views.server";
import { isUuid } from "~/utils/uuid";
import { isScamProduct } from "~/features/catalog/scam.server";

// DESIGN §5: /go/{productId}/{platform} counts the affiliate click and sends the visitor to the shop.
// Issue #12 point 6: a click counts once per visitor, product and shop per 30 minutes, and only for a
// person following the link (no bots, no <img>/<script> sub-resources); every hit is still redirected.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const productId = params.productId.toLowerCase();
  // Issue #15 point 1: never send anyone to buy a product flagged as a scam (410: the link is gone for good).
  if (isUuid(productId) && (await isScamProduct(productId))) return scamGone();
  const url = await recordOutboundClick({
    productId,
    platform: params.platform,
    sourcePage: sourcePageOf(request),
    userId: context.get(userContext)?.id ?? null,
    count: !isBotUserAgent(request.headers.get("user-agent")) && isCountableNavigation(request),
    visitorId: isUuid(productId) ? visitorKey(request, productId) : null,
    addressKey: isUuid(productId) ? addressKey(request, productId) : null,
  });
  return shopRedirect(url);
}

// Anything but GET: a Polish 405, not React Router's English one.
export { readOnlyAction as action } from "~/utils/method-not-allowed";
