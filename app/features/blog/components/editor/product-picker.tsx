import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { inputClass, labelClass, secondaryButtonClass } from "~/components/ui/classes";
import { useT } from "~/i18n/i18n";

/** As the editor route's loader answers it (editor.server.ts): image = the product's first. */
export type ProductChoice = { id: string; title: string; code: string | null; image?: string | null; isHidden?: boolean };

export const choiceLabel = (choice: ProductChoice) => `${choice.title}${choice.code ? ` (${choice.code})` : ""}`;

/**
 * The hidden field of a catalogue choice: its name and code ride along for the editor's draft
 * (post-draft.ts), which restores the choice by them.
 */
export function ChoiceField({ name, choice }: { name: string; choice: ProductChoice | null }) {
  return <input type="hidden" name={name} value={choice?.id ?? ""} data-choice-title={choice?.title ?? ""} data-choice-code={choice?.code ?? ""} />;
}

/** The catalogue search (the editor route's loader answers ?produkt=): a field and its results as buttons. */
export function ProductSearch({ label, onChoose }: { label: string; onChoose: (choice: ProductChoice) => void }) {
  const fetcher = useFetcher<{ kind: "products"; products: ProductChoice[] }>();
  const t = useT();
  const id = useId();
  const results = fetcher.data?.kind === "products" ? fetcher.data.products : [];
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm">
        {label}
      </label>
      <input
        id={id}
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
              <button type="button" className="min-h-8 py-1 text-left text-sm font-medium text-brand-700 underline dark:text-brand-100" onClick={() => onChoose(product)}>
                {choiceLabel(product)}
                {product.isHidden ? ` – ${t("editor.picker.hidden")}` : ""}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The linked catalogue product of a review or scam alert. */
export function ProductPicker({ initial, error, onChange, readOnly }: { initial: ProductChoice | null; error?: string; onChange?: () => void; readOnly?: boolean }) {
  const t = useT();
  const [chosen, setChosenState] = useState<ProductChoice | null>(initial);
  const setChosen = (next: ProductChoice | null) => {
    setChosenState(next);
    onChange?.();
  };
  return (
    <fieldset className="space-y-2">
      <legend className={labelClass}>{t("editor.picker.legend")}</legend>
      <ChoiceField name="productId" choice={chosen} />
      <p className="text-sm" role="status">
        {chosen ? t("editor.picker.chosen", { title: choiceLabel(chosen) }) : t("editor.picker.none")}
      </p>
      {chosen && !readOnly && (
        <button type="button" className={secondaryButtonClass} onClick={() => setChosen(null)}>
          {t("editor.picker.detach")}
        </button>
      )}
      {!readOnly && <ProductSearch label={t("editor.picker.search")} onChoose={setChosen} />}
      {error && <p className="text-sm font-medium text-red-700 dark:text-red-300">{error}</p>}
    </fieldset>
  );
}
