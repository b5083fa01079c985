import Heart from "lucide-react/icons/heart";
import { CompactIcon } from "~/components/ui/compact-icon";
import { useFetcher } from "react-router";
import { FetcherToggle, useLatestWish, SignInToToggle, useWishAfterSignIn } from "~/components/ui/fetcher-toggle";
import { MESSAGE_MS, useFetcherToast } from "~/components/ui/use-fetcher-toast";
import type { WishlistResult } from "../types";
import { useSignedOutRevalidation } from "../use-signed-out-revalidation";
import { useT } from "~/i18n/i18n";

const ACTION = "/akcje/wishlist";

type Props = { productId: string; inWishlist: boolean; isLoggedIn: boolean };

// spec: public §2 Product page (wishlist heart), §4 Wishlist — the server answers the new state.
export function WishlistButton({ productId, inWishlist, isLoggedIn }: Props) {
  const t = useT();
  const fetcher = useFetcher<WishlistResult>();
  const latest = useLatestWish(fetcher, ACTION);
  // Issue #15 point 11: the answer ('Dodano do listy życzeń' or the refusal) as a toast.
  useFetcherToast(fetcher, null, { showMs: MESSAGE_MS });
  useSignedOutRevalidation(fetcher);
  useWishAfterSignIn("wishlist", isLoggedIn, () => void fetcher.submit({ productId, inWishlist: "true" }, { method: "post", action: ACTION }));

  if (!isLoggedIn) {
    return (
      <SignInToToggle then="wishlist">
        <CompactIcon icon={Heart} aria-hidden className="size-5" />
        {t("wishlist.button")} <span className="sr-only">{t("wishlist.signIn")}</span>
      </SignInToToggle>
    );
  }

  // ADR 149: the heart asks for the opposite of what the user sees, never a blind toggle. It shows that
  // wish while the request runs; afterwards the revalidated page data is the truth.
  const sent = latest.wish?.get("inWishlist");
  const pressed = sent === "true" || sent === "false" ? sent === "true" : inWishlist;
  return (
    <FetcherToggle
      fetcher={fetcher}
      onSubmit={latest.onSubmit}
      action={ACTION}
      fields={{ productId, inWishlist: String(!pressed) }}
      pressed={pressed}
      pressedClass="border-brand-600 bg-brand-50 text-brand-700 dark:border-brand-100 dark:bg-brand-700 dark:text-white"
    >
      <CompactIcon icon={Heart} aria-hidden className={`size-5 ${pressed ? "fill-current" : ""}`} />
      {t("wishlist.button")}
    </FetcherToggle>
  );
}
