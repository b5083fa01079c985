import { Heart } from "lucide-react";
import { Link, useFetcher, useLocation } from "react-router";
import type { action } from "~/routes/account/wishlist-toggle";
import { MessageBox } from "~/components/ui/message-box";
import { useAutoClear } from "~/components/ui/use-auto-clear";

type Props = { productId: string; inWishlist: boolean; isLoggedIn: boolean };

const base =
  "inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 disabled:opacity-70";

// spec: public §2 Product page (wishlist heart), §4 Wishlist — the server answers the new state.
export function WishlistButton({ productId, inWishlist, isLoggedIn }: Props) {
  const fetcher = useFetcher<typeof action>();
  const location = useLocation();
  const back = location.pathname + location.search;
  const result = useAutoClear(fetcher.state === "idle" ? fetcher.data : null);

  if (!isLoggedIn) {
    return (
      <Link
        to={`/logowanie?redirectTo=${encodeURIComponent(back)}`}
        className={`${base} border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800`}
      >
        <Heart aria-hidden className="size-5" />
        Wishlist <span className="sr-only">– zaloguj się, aby zapisać produkt</span>
      </Link>
    );
  }

  // Optimistic while the request runs; afterwards the revalidated page data is the truth.
  const pressed = fetcher.formData ? !inWishlist : inWishlist;
  return (
    <div className="flex flex-col items-start gap-2">
      <fetcher.Form method="post" action="/akcje/wishlist">
        <input type="hidden" name="productId" value={productId} />
        <input type="hidden" name="redirectTo" value={back} />
        <button
          type="submit"
          aria-pressed={pressed}
          className={`${base} ${
            pressed
              ? "border-brand-600 bg-brand-50 text-brand-700 dark:border-brand-100 dark:bg-brand-700 dark:text-white"
              : "border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
          }`}
        >
          <Heart aria-hidden className={`size-5 ${pressed ? "fill-current" : ""}`} />
          Wishlist
        </button>
      </fetcher.Form>
      <MessageBox live tone={result && !result.ok ? "error" : "success"}>{result ? (result.ok ? result.message : result.error) : null}</MessageBox>
    </div>
  );
}
