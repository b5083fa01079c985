import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/wishlist";
import { requireUser } from "~/features/access/session.server";
import { ACCOUNT_MESSAGES } from "~/features/accounts/components/account-labels";
import { AccountWishlistGrid } from "~/features/accounts/components/account-wishlist-grid";
import { MessageBox } from "~/components/ui/message-box";
import { useAutoClear } from "~/components/ui/use-auto-clear";
import { ProductIdSchema } from "~/features/engagement/schemas";
import { listWishlist, removeFromWishlist } from "~/features/engagement/wishlist.server";
import { logger } from "~/utils/logger.server";

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
  const parsed = RemoveSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ ok: false as const, message: ACCOUNT_MESSAGES.wishlistError }, { status: 400 });
  try {
    await removeFromWishlist(user.id, parsed.data.productId);
  } catch (error) {
    logger.error({ err: error }, "wishlist removal failed");
    return data({ ok: false as const, message: ACCOUNT_MESSAGES.wishlistError }, { status: 500 });
  }
  return { ok: true as const, message: ACCOUNT_MESSAGES.wishlistRemoved };
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
