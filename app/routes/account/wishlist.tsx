import { z } from "zod";
import type { Route } from "./+types/wishlist";
import { requireUser } from "~/features/access/session.server";
import { ACCOUNT_MESSAGES } from "~/features/accounts/components/account-labels";
import { AccountWishlistGrid } from "~/features/accounts/components/account-wishlist-grid";
import { MessageBox } from "~/components/ui/message-box";
import { useAutoClear } from "~/components/ui/use-auto-clear";
import { ProductIdSchema } from "~/features/engagement/schemas";
import { listWishlist, removeFromWishlist } from "~/features/engagement/wishlist.server";
import { PRICE_ALERT_MESSAGES, PriceAlertSwitchSchema, setPriceAlert } from "~/features/catalog/price-alerts.server";
import { invalid, ok, parseForm, runAction } from "~/utils/action.server";
import { postedIntent } from "~/utils/form-intent.server";

// spec: public §2 Wishlist tab; §4 — the list reloads and the message clears after 3 s.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  return { items: await listWishlist(user.id) };
}

const RemoveSchema = z.object({
  intent: z.literal("remove", { error: ACCOUNT_MESSAGES.unknownIntent }),
  productId: ProductIdSchema,
});

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  // Issue #13 pt 2 (ADR 078): the per-product price-drop e-mail switch; the user's own items only.
  const intent = await postedIntent(request);
  if (intent === "price-alert") {
    return runAction(
      request,
      async () => {
        const parsed = await parseForm(request, PriceAlertSwitchSchema);
        if (!parsed.ok) return invalid({ message: PRICE_ALERT_MESSAGES.error });
        await setPriceAlert(user.id, parsed.data.productId, parsed.data.value);
        return ok(parsed.data.value ? PRICE_ALERT_MESSAGES.on : PRICE_ALERT_MESSAGES.off, { priceAlert: parsed.data.value });
      },
      { failureMessage: PRICE_ALERT_MESSAGES.error },
    );
  }
  return runAction(
    request,
    async () => {
      const parsed = await parseForm(request, RemoveSchema);
      if (!parsed.ok) return invalid({ message: ACCOUNT_MESSAGES.wishlistError });
      await removeFromWishlist(user.id, parsed.data.productId);
      return ok(ACCOUNT_MESSAGES.wishlistRemoved);
    },
    { failureMessage: ACCOUNT_MESSAGES.wishlistError },
  );
}

export default function WishlistTab({ loaderData, actionData }: Route.ComponentProps) {
  const result = useAutoClear(actionData);
  return (
    <section aria-labelledby="wishlist-heading">
      <h2 id="wishlist-heading" className="text-xl font-bold">
        Wishlist
      </h2>
      <MessageBox live tone={result?.ok === false ? "error" : "success"} className="my-4">{result?.message}</MessageBox>
      <AccountWishlistGrid items={loaderData.items} />
    </section>
  );
}
