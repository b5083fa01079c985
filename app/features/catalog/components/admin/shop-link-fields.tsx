// The product form's link fields (shops with their prices, issue #13; social networks) and, on an
// existing product, each shop link's last check with "Sprawdź teraz" (ADR 170). The check runs as a
// fetcher: the form's typed values, its draft and its version stay as they are. Without JavaScript the
// button posts the whole form and the answer echoes it back (as the code generator does).
import { useState, type InputHTMLAttributes } from "react";
import { useFetcher } from "react-router";
import { busyButtonProps } from "~/components/ui/busy-button";
import { secondaryButtonClass } from "~/components/ui/classes";
import { TextField } from "~/components/ui/field";
import { MessageBox } from "~/components/ui/message-box";
import { useFormat, useMessage, useT } from "~/i18n/i18n";
import { normalizedHttpUrl, withAssumedScheme } from "~/utils/http-url";
import type { LinkCheckView } from "../../link-check-outcome";
import type { LinkCheckAnswer } from "../../link-check-action.server";
import { LINK_FIELDS, SHOP_PRICE_FIELDS, type DraftValues } from "./product-drafts";
import { LinkCheckStatus } from "./link-check-status";

type Props = {
  initial: DraftValues;
  errors: Record<string, string | undefined>;
  /** Set on an existing product: its links' checks are shown and can be run. */
  productId: string | null;
  /** The checks as loaded with the form. */
  checks: LinkCheckView[];
  /** A check answered to a form posted without JavaScript. */
  answered?: { checks: LinkCheckView[]; message?: string } | null;
  /** The price fields' input kind (the form's decimal text field, ADR 119). */
  priceInput: Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "inputMode" | "autoComplete">;
};

const platformOf = (key: string) => (key.startsWith("affiliate:") ? key.slice("affiliate:".length) : null);

export function ShopLinkFields({ initial, errors, productId, checks, answered, priceInput }: Props) {
  const t = useT();
  const format = useFormat();
  const message = useMessage();
  const fetcher = useFetcher<LinkCheckAnswer>();
  const [typed, setTyped] = useState<Record<string, string>>(() => Object.fromEntries(LINK_FIELDS.map((f) => [f.name, initial.links[f.key] ?? ""])));
  const fetched = fetcher.data;
  const current = fetched?.ok && fetched.data ? fetched.data.checks : (answered?.checks ?? checks);
  const result = fetched ? { tone: fetched.ok ? ("success" as const) : ("error" as const), text: fetched.message } : answered?.message ? { tone: "success" as const, text: answered.message } : null;
  const checking = fetcher.state !== "idle";

  /** The saved link's check while the field still holds its address; null once the address was changed. */
  const checkFor = (platform: string, name: string): LinkCheckView | null => {
    const check = current.find((c) => c.platform === platform);
    if (!check) return null;
    const value = typed[name]?.trim() ?? "";
    return normalizedHttpUrl(withAssumedScheme(value)) === check.url ? check : null;
  };

  const field = (f: (typeof LINK_FIELDS)[number]) => {
    // Issue #13 point 4: each shop link has its price beside it.
    const shopPrice = SHOP_PRICE_FIELDS.find((p) => p.linkName === f.name);
    const platform = platformOf(f.key);
    const typedValue = typed[f.name]?.trim() ?? "";
    const showCheck = productId !== null && platform !== null && typedValue !== "" && !errors[f.name];
    return (
      <div key={f.name} className={shopPrice ? "grid grid-cols-[1fr_8rem] items-start gap-2" : undefined}>
        <TextField
          name={f.name}
          label={t(`editor.form.link.${f.name}`)}
          type="url"
          inputMode="url"
          placeholder="https://"
          defaultValue={initial.links[f.key] ?? ""}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setTyped((before) => ({ ...before, [f.name]: value }));
          }}
          error={errors[f.name]}
          hint={showCheck ? <LinkCheckStatus check={checkFor(platform, f.name)} t={t} format={format} /> : undefined}
        />
        {shopPrice ? (
          <TextField name={shopPrice.name} label={t(`editor.form.price.${shopPrice.name}`)} {...priceInput} defaultValue={initial.links[shopPrice.key] ?? ""} error={errors[shopPrice.name]} />
        ) : null}
      </div>
    );
  };

  return (
    <>
      {/* The shop links, then (in the grid's free cell beside the third) their check; the networks after. */}
      <div className="grid gap-4 sm:grid-cols-2">
        {LINK_FIELDS.filter((f) => platformOf(f.key)).map(field)}
        {productId !== null ? (
          <div className="space-y-2 sm:pt-7">
            {checks.length > 0 ? (
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <button
                  type="submit"
                  name="intent"
                  value="check-links"
                  className={secondaryButtonClass}
                  aria-describedby="sprawdz-linki-opis"
                  {...busyButtonProps(checking)}
                  onClick={(event) => {
                    // With JavaScript a fetcher (the form stays as typed); before hydration the form posts.
                    event.preventDefault();
                    if (!checking) fetcher.submit({ intent: "check-links" }, { method: "post" });
                  }}
                >
                  {checking ? t("admin.linkCheck.checking") : t("admin.linkCheck.checkNow")}
                </button>
                <p id="sprawdz-linki-opis" className="text-xs text-slate-600 dark:text-slate-300">
                  {t("admin.linkCheck.checkNowHint")}
                </p>
              </div>
            ) : null}
            <MessageBox live tone={result?.tone ?? "success"}>
              {result?.text ? message(result.text) : null}
            </MessageBox>
          </div>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">{LINK_FIELDS.filter((f) => !platformOf(f.key)).map(field)}</div>
    </>
  );
}
