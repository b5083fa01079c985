// spec: admin §2 Product codes — the generator (category, type, optional product id) with the
// messages of §5/§8. Without JavaScript the type list shows every category's types (the server
// checks the pair: 'Nieznany typ: … dla kategorii: …'); with it, only the chosen category's.
import { Wand2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { dangerButtonClass, inputClass, primaryButtonClass } from "~/components/ui/classes";
import { CopyButton } from "~/components/ui/copy-button";
import { MessageBox } from "~/components/ui/message-box";
import { SubmitButton } from "~/components/ui/submit-button";
import { useFormErrors } from "~/components/ui/use-form-errors";
import type { ActionResult } from "~/utils/form";
import { GenerateCodeSchema } from "../../code-form-schemas";
import type { CategoryChoice } from "../../admin-product-form.server";
import { useMessage, useT } from "~/i18n/i18n";
import { busyButtonProps } from "~/components/ui/busy-button";

export function CodeGenerator({ categories, submissionKey }: { categories: CategoryChoice[]; submissionKey: string }) {
  const fetcher = useFetcher<ActionResult<{ code: string }, { existingCode?: string }>>();
  const [category, setCategory] = useState("");
  const [hydrated, setHydrated] = useState(false);
  // The category list is uncontrolled: a category picked before the page's scripts ran stays picked
  // (controlled, the re-render after hydration set it back to "Wybierz kategorię"; review, session 50),
  // and the type list follows it from the first render with JavaScript.
  const categoryRef = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    setHydrated(true);
    setCategory(categoryRef.current?.value ?? "");
  }, []);
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;
  const chosen = categories.find((c) => c.code === category);
  // ADR 019: the action's own schema runs in the browser first ('Wybierz kategorię').
  const form = useFormErrors(GenerateCodeSchema, busy ? null : result, { message: "first" });
  const errors = form.errors;
  // The product already has a code: a second button resends the same fields with replace=1, until
  // a field changes (then the question no longer concerns what is in the form).
  const [replaceable, setReplaceable] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const replacing = useRef(false);
  if (fetcher.state === "submitting") replacing.current = fetcher.formData?.get("replace") === "1";
  useEffect(() => {
    if (fetcher.state !== "idle") return;
    setReplaceable(result && !result.ok ? (result.data?.existingCode ?? null) : null);
    // The pressed "Zastąp kod" button is gone now: focus goes back to "Generuj kod", not to the page.
    if (replacing.current) formRef.current?.querySelector<HTMLButtonElement>("button[type=submit]:not([name])")?.focus();
    replacing.current = false;
  }, [fetcher.state, result]);
  const t = useT();
  const adminMessage = useMessage();
  return (
    <section aria-labelledby="codes-generator" className="space-y-3 rounded-2xl border border-slate-200 p-4 dark:border-slate-700">
      <h2 id="codes-generator" className="text-lg font-bold text-slate-900 dark:text-white">
        {t("admin.codes.generator")}
      </h2>
      <fetcher.Form ref={formRef} method="post" action="/admin/kody" className="grid gap-3 sm:grid-cols-4 sm:items-end" noValidate onSubmit={form.onSubmit} onChange={(event) => {
          setReplaceable(null);
          form.onChange(event);
        }}>
        <input type="hidden" name="intent" value="generate" />
        <input type="hidden" name="submissionKey" value={submissionKey} />
        <div className="space-y-1.5">
          <label htmlFor="gen-category" className="block text-sm font-medium">
            {t("admin.common.category")}
          </label>
          <select ref={categoryRef} id="gen-category" name="categoryCode" defaultValue="" onChange={(e) => setCategory(e.target.value)} className={inputClass} aria-invalid={errors?.categoryCode ? true : undefined} aria-describedby={errors?.categoryCode ? "gen-message" : undefined}>
            <option value="">{t("admin.codes.chooseCategory")}</option>
            {categories.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name} ({c.code})
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="gen-type" className="block text-sm font-medium">
            {t("admin.codes.type")}
          </label>
          <select id="gen-type" name="typeCode" className={inputClass} key={category} aria-invalid={errors?.productType ? true : undefined} aria-describedby={errors?.productType ? "gen-message" : undefined}>
            <option value="">{t("admin.codes.defaultType")}</option>
            {hydrated
              ? chosen?.types.map((t) => (
                  <option key={t.code} value={t.code}>
                    {t.name} ({t.code})
                  </option>
                ))
              : categories.map((c) => (
                  <optgroup key={c.code} label={c.name}>
                    {c.types.map((t) => (
                      <option key={t.code} value={t.code}>
                        {t.name} ({t.code})
                      </option>
                    ))}
                  </optgroup>
                ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="gen-product" className="block text-sm font-medium">
            {t("admin.codes.productId")}
          </label>
          <input id="gen-product" name="productId" className={inputClass} autoComplete="off" aria-invalid={errors?.productId ? true : undefined} aria-describedby="gen-product-opis" />
          <p id="gen-product-opis" className="text-xs text-slate-600 dark:text-slate-300">
            {t("admin.codes.productIdHint")}
          </p>
        </div>
        <SubmitButton pending={busy} pendingLabel={t("admin.codes.generating")} className={primaryButtonClass}>
          <Wand2 aria-hidden className="size-4" />
          {t("admin.codes.generate")}
        </SubmitButton>
        {/* The code the question named: replaced only if it is still the product's (a second click asks again). */}
        {replaceable ? <input type="hidden" name="expectedCode" value={replaceable} /> : null}
        {replaceable ? (
          <button type="submit" name="replace" value="1" className={`${dangerButtonClass} sm:col-start-4`} {...busyButtonProps(busy)}>
            {t("admin.codes.replace", { code: replaceable })}
          </button>
        ) : null}
      </fetcher.Form>
      <MessageBox id="gen-message" live tone={replaceable ? "warning" : form.message ? "error" : "success"}>
        {busy ? null : adminMessage(form.message ?? (result?.ok ? result.message : null))}
      </MessageBox>
      {/* The message above names the code; this only offers to copy it (the code was said twice, review session 30). */}
      {result?.ok && result.data?.code && !busy ? (
        <CopyButton text={() => result.data!.code!} label={t("admin.codes.copyCode")} accessibleLabel={t("admin.codes.copyCodeOf", { code: result.data.code })} />
      ) : null}
    </section>
  );
}
