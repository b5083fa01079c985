import { useState } from "react";
import { useFetcher } from "react-router";
import { inputClass, labelClass, secondaryButtonClass } from "~/components/ui/classes";
import { useT } from "~/i18n/i18n";

export type ProductChoice = { id: string; title: string; code: string | null };

/** The linked catalogue product, searched by title or code (the editor route's loader answers ?produkt=). */
export function ProductPicker({ initial, error, onChange }: { initial: ProductChoice | null; error?: string; onChange?: () => void }) {
  const fetcher = useFetcher<{ kind: "products"; products: ProductChoice[] }>();
  const t = useT();
  const [chosen, setChosenState] = useState<ProductChoice | null>(initial);
  const setChosen = (next: ProductChoice | null) => {
    setChosenState(next);
    onChange?.();
  };
  const results = fetcher.data?.kind === "products" ? fetcher.data.products : [];
  return (
    <fieldset className="space-y-2">
      <legend className={labelClass}>{t("editor.picker.legend")}</legend>
      {/* The name and code ride along for the editor's draft (post-draft.ts), which restores the choice by them. */}
      <input type="hidden" name="productId" value={chosen?.id ?? ""} data-choice-title={chosen?.title ?? ""} data-choice-code={chosen?.code ?? ""} />
      <p className="text-sm" role="status">
        {chosen ? t("editor.picker.chosen", { title: `${chosen.title}${chosen.code ? ` (${chosen.code})` : ""}` }) : t("editor.picker.none")}
      </p>
      {chosen && (
        <button type="button" className={secondaryButtonClass} onClick={() => setChosen(null)}>
          {t("editor.picker.detach")}
        </button>
      )}
      <label htmlFor="product-search" className="block text-sm">
        {t("editor.picker.search")}
      </label>
      <input
        id="product-search"
        type="search"
        className={inputClass}
        onChange={(event) => {
          const q = event.currentTarget.value;
          if (q.trim().length >= 2) fetcher.load(`${window.location.pathname}?produkt=${encodeURIComponent(q)}`);
        }}
      />
      {/* How many were found, said once the search answers (review, session 32: silent to a screen reader). */}
      <p className="text-xs text-slate-600 dark:text-slate-300" role="status">
        {fetcher.state === "idle" && fetcher.data?.kind === "products" ? (results.length ? t("editor.picker.found", { count: results.length }) : t("editor.picker.noneFound")) : ""}
      </p>
      {results.length > 0 && (
        <ul className="space-y-1" aria-label={t("editor.picker.results")}>
          {results.map((product) => (
            <li key={product.id}>
              <button type="button" className="min-h-8 py-1 text-left text-sm font-medium text-brand-700 underline dark:text-brand-100" onClick={() => setChosen(product)}>
                {product.title}
                {product.code ? ` (${product.code})` : ""}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="text-sm font-medium text-red-700 dark:text-red-300">{error}</p>}
    </fieldset>
  );
}
