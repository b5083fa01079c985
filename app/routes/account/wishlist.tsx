import { z } from "zod";
import type { Route } from "./+types/wishlist";
import { requireUser } from "~/features/access/session.server";
import { ACCOUNT_MESSAGES } from "~/features/accounts/components/account-labels";
import { AccountWishlistGrid } from "~/features/accounts/components/account-wishlist-grid";
import { AccountRecommendations } from "~/features/accounts/components/account-recommendations";
import { recommendationsFor } from "~/features/accounts/recommendations.server";
import { MessageBox } from "~/components/ui/message-box";
import { useRef } from "react";
import { useAutoClear } from "~/components/ui/use-auto-clear";
import { useRefocusWhenLost } from "~/components/ui/use-delete-answer";
import { ProductIdSchema } from "~/features/engagement/schemas";
import { listWishlist, removeFromWishlist } from "~/features/engagement/wishlist.server";
import { PriceAlertSwitchSchema, setPriceAlert } from "~/features/catalog/price-alerts.server";
import { invalid, ok, parseForm, runAction } from "~/utils/action.server";
import { metaTranslator, useT } from "~/i18n/i18n";
import { translatorFor } from "~/i18n/locale.server";
import { postedIntent } from "~/utils/form-intent.server";

// Session 22 review: each tab has its own title (they all read "Mój profil").
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTranslator(matches)("meta.account.wishlist") },
  { name: "robots", content: "noindex" },
];

// spec: public §2 Wishlist tab; §4 — the list reloads and the message clears after 3 s.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  // ADR 202: "Polecane dla Ciebie" is worked out here, per request, only with the switch on (null off).
  const [items, recommendations] = await Promise.all([listWishlist(user.id), recommendationsFor(user.id)]);
  return { items, recommendations };
}

const RemoveSchema = z.object({
  intent: z.literal("remove", { error: ACCOUNT_MESSAGES.unknownIntent }),
  productId: ProductIdSchema,
});

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const t = await translatorFor(user.id); // ADR 080: answers in the user's language
  // Issue #13 pt 2 (ADR 078): the per-product price-drop e-mail switch; the user's own items only.
  const intent = await postedIntent(request);
  if (intent === "price-alert") {
    return runAction(
      request,
      async () => {
        const parsed = await parseForm(request, PriceAlertSwitchSchema);
        if (!parsed.ok) return invalid({ message: t("wishlist.priceAlertError") });
        await setPriceAlert(user.id, parsed.data.productId, parsed.data.value);
        return ok(parsed.data.value ? t("wishlist.priceAlertOn") : t("wishlist.priceAlertOff"), {
          priceAlert: parsed.data.value,
        });
      },
      { failureMessage: t("wishlist.priceAlertError") },
    );
  }
  return runAction(
    request,
    async () => {
      const parsed = await parseForm(request, RemoveSchema);
      if (!parsed.ok) return invalid({ message: t("wishlist.removeError") });
      // Idempotent, but honest: a second click (or another tab) did not remove anything this time.
      const removed = await removeFromWishlist(user.id, parsed.data.productId);
      return ok(t(removed ? "wishlist.removed" : "wishlist.notOnList"));
    },
    { failureMessage: t("wishlist.removeError") },
  );
}

export default function WishlistTab({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const result = useAutoClear(actionData);
  // A removed product takes its button, and the keyboard's focus, with it (session 22 review). Each
  // list after an action is checked: the answer can be shown a render before the list loses the card.
  const heading = useRef<HTMLHeadingElement>(null);
  useRefocusWhenLost(actionData ? loaderData.items : null, heading);
  return (
    <>
      <section aria-labelledby="wishlist-heading">
        <h2 id="wishlist-heading" ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
          {t("wishlist.heading")}
        </h2>
        <MessageBox live tone={result?.ok === false ? "error" : "success"} className="my-4">
          {result?.message}
        </MessageBox>
        <AccountWishlistGrid items={loaderData.items} />
      </section>
      {loaderData.recommendations ? <AccountRecommendations items={loaderData.recommendations} /> : null}
    </>
  );
}
