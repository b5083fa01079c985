import type { Route } from "./+types/go";
import { userContext } from "~/features/access/session.server";
import { recordOutboundClick, sourcePageOf } from "~/features/catalog/clicks.server";
import { isBotUserAgent } from "~/features/catalog/views.server";

// DESIGN §5: /go/{productId}/{platform} counts the affiliate click and sends the visitor to the shop.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = await recordOutboundClick({
    productId: params.productId,
    platform: params.platform,
    sourcePage: sourcePageOf(request),
    userId: context.get(userContext)?.id ?? null,
    count: !isBotUserAgent(request.headers.get("user-agent")),
  });
  if (!url) return new Response("Nie znaleziono linku do sklepu", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(null, {
    status: 302,
    headers: { Location: url, "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "no-referrer-when-downgrade" },
  });
}
