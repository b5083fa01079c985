import { BellRing } from "lucide-react";
import { useFetcher } from "react-router";
import { MESSAGE_MS, useFetcherToast } from "~/components/ui/use-fetcher-toast";
import type { ActionResult } from "~/utils/form";
import { useT } from "~/i18n/i18n";

type Props = { productId: string; title: string; on: boolean };

// Issue #13 point 2 (ADR 078): the per-product price-drop e-mail, off until the user asks. A real
// form post to the wishlist page's action: with JavaScript a fetcher (the loader reloads, a toast
// answers); without it the same form posts and the page shows the message. A toggle button
// (aria-pressed), like the Ustawienia switches: role="switch" is not allowed on a submit button.
export function WishlistPriceAlertToggle({ productId, title, on: saved }: Props) {
  const t = useT();
  const fetcher = useFetcher<ActionResult<unknown>>();
  const pending = fetcher.formData?.get("value");
  const on = typeof pending === "string" ? pending === "true" : saved;
  useFetcherToast(fetcher, null, { showMs: MESSAGE_MS });
  return (
    <fetcher.Form method="post" action="/profil/wishlist" preventScrollReset>
      <input type="hidden" name="intent" value="price-alert" />
      <input type="hidden" name="productId" value={productId} />
      <button
        type="submit"
        name="value"
        value={String(!on)}
        aria-pressed={on}
        className="inline-flex items-center gap-2 rounded-lg py-1 text-left text-sm font-medium text-slate-800 dark:text-slate-100"
      >
        <span
          aria-hidden
          className={`relative inline-flex h-6 w-10 shrink-0 items-center rounded-full border-2 transition-colors ${
            on ? "border-brand-600 bg-brand-600" : "border-slate-500 bg-slate-200 dark:border-slate-400 dark:bg-slate-700"
          }`}
        >
          <span className={`inline-block size-4 rounded-full bg-white shadow transition-transform ${on ? "translate-x-4" : "translate-x-0.5"}`} />
        </span>
        <BellRing aria-hidden className="size-4 shrink-0" />
        {/* One name with the product for screen readers; the visible words are its start (label in name). */}
        <span className="sr-only">{`${t("wishlist.priceAlert")}: ${title}`}</span>
        <span aria-hidden>{t("wishlist.priceAlert")}</span>
      </button>
    </fetcher.Form>
  );
}
