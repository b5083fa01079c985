// The product form's prices (with the Omnibus hint) and its yes/no flags (spec: admin §2 Product form).
import { CheckboxField, SelectField, TextField } from "~/components/ui/field";
import { useT } from "~/i18n/i18n";
import { CURRENCIES } from "../../product-form-schema";
import type { DraftValues } from "./product-drafts";

/**
 * ADR 119: a text field with the phone's decimal keypad, not type="number": Chromium drops the comma
 * of "89,50" typed into a number field and sends 8950. The schema reads "1 299,99" and "1299.99".
 */
export const PRICE_INPUT = { type: "text", inputMode: "decimal", autoComplete: "off" } as const;
const OMNIBUS_HINT_ID = "ceny-omnibus";

type Errors = Partial<Record<string, string | undefined>>;

export function ProductPriceFields({ initial, errors }: { initial: DraftValues; errors: Errors }) {
  const t = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <TextField
        name="priceOriginal"
        label={t("editor.form.priceOriginal")}
        {...PRICE_INPUT}
        aria-describedby={OMNIBUS_HINT_ID}
        defaultValue={initial.priceOriginal}
        error={errors.priceOriginal}
      />
      <TextField
        name="priceDiscounted"
        label={t("editor.form.priceDiscounted")}
        {...PRICE_INPUT}
        aria-describedby={OMNIBUS_HINT_ID}
        defaultValue={initial.priceDiscounted}
        error={errors.priceDiscounted}
      />
      <SelectField
        name="priceCurrency"
        label={t("editor.form.currency")}
        options={CURRENCIES.map((c) => ({ value: c, label: c }))}
        defaultValue={initial.priceCurrency}
        error={errors.priceCurrency}
      />
      {/* ADR 120: why a discount entered on a new product shows no crossed-out price. */}
      <p id={OMNIBUS_HINT_ID} className="text-sm text-slate-600 sm:col-span-3 dark:text-slate-300">
        {t("editor.form.omnibusHint")}
      </p>
    </div>
  );
}

export function ProductFlagFields({ initial }: { initial: DraftValues }) {
  const t = useT();
  return (
    <div className="flex flex-wrap gap-6">
      <CheckboxField name="isVerified" defaultChecked={initial.isVerified}>
        {t("editor.form.verified")}
      </CheckboxField>
      <CheckboxField name="isTrending" defaultChecked={initial.isTrending}>
        {t("editor.form.trending")}
      </CheckboxField>
      {/* Issue #15 point 1: the explicit scam flag; a flagged product shows no buy link and /go/ refuses it. */}
      <CheckboxField name="isScam" defaultChecked={initial.isScam ?? false}>
        {t("editor.form.scam")}
      </CheckboxField>
      {/* ADR 157: a hidden product stays here and is absent from every public path. */}
      <CheckboxField name="isHidden" defaultChecked={initial.isHidden ?? false}>
        {t("editor.form.hidden")}
      </CheckboxField>
    </div>
  );
}
