// The codes list's row forms: "Edytuj kod" (a product's code, asked about first) and "Przypisz"
// (an unassigned code given to a product without one). Both answer through one keyed fetcher.
import { useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { inputClass, secondaryButtonClass } from "~/components/ui/classes";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { MessageBox } from "~/components/ui/message-box";
import { SubmitButton } from "~/components/ui/submit-button";
import { useFormErrors } from "~/components/ui/use-form-errors";
import { useMessage, useT } from "~/i18n/i18n";
import type { ActionResult } from "~/utils/form";
import { EditCodeSchema } from "../../code-form-schemas";
import type { CodeRow } from "../../product-codes.server";

// Every row's code change goes through this keyed fetcher: the changed row is replaced by the new
// code's row, so its own answer was lost and the editor saw nothing (review, session 31). The view
// toasts the answer; a row shows a refusal only when it sent the form.
export const EDIT_CODE_FETCHER = "admin-codes-edit";

export function EditCode({ row }: { row: CodeRow }) {
  const fetcher = useFetcher<ActionResult<{ code: string }>>({ key: EDIT_CODE_FETCHER });
  const busy = fetcher.state !== "idle";
  const [sentHere, setSentHere] = useState(false);
  const sending = fetcher.formData?.get("productId");
  if (typeof sending === "string" && (sending === row.productId) !== sentHere) setSentHere(sending === row.productId);
  const result = busy || !sentHere || fetcher.data?.ok ? null : fetcher.data;
  const form = useFormErrors(EditCodeSchema, result, { message: "first" });
  const t = useT();
  const adminMessage = useMessage();
  // Owner review, session 41: a typo and Enter changed the product's public addresses at once (the
  // generator asks before replacing a code; the edit did not). The new code is asked about first.
  const formRef = useRef<HTMLFormElement>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const confirmed = useRef(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    form.onSubmit(event);
    if (event.defaultPrevented || confirmed.current) {
      confirmed.current = false;
      return;
    }
    const next = String(new FormData(event.currentTarget).get("code") ?? "").trim().toUpperCase();
    if (next === row.code.toUpperCase()) return;
    event.preventDefault();
    setAsking(next);
  };
  if (!row.productId) return null;
  return (
    <details className="max-w-64 text-sm">
      <summary className="cursor-pointer py-1 font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-100">{t("admin.codes.editCode")}</summary>
      <fetcher.Form ref={formRef} method="post" action="/admin/kody" noValidate onSubmit={onSubmit} onChange={form.onChange} className="mt-2 flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="edit" />
        <input type="hidden" name="productId" value={row.productId} />
        <input type="hidden" name="expectedCode" value={row.code} />
        <div className="space-y-1">
          <label htmlFor={`edit-${row.id}`} className="block text-xs font-medium">
            {t("admin.codes.newCodeFor", { title: row.productTitle ?? "" })}
          </label>
          <input id={`edit-${row.id}`} name="code" defaultValue={row.code} required pattern="[A-Za-z]{2}-[A-Za-z]{2}-[0-9]{3}" aria-invalid={form.errors.code ? true : undefined} aria-describedby={form.message || result?.message ? `edit-${row.id}-message` : undefined} className={`${inputClass} w-36`} />
        </div>
        <SubmitButton pending={busy} pendingLabel={t("admin.common.saving")} className={secondaryButtonClass}>
          {t("admin.codes.saveCode")}
        </SubmitButton>
      </fetcher.Form>
      <MessageBox id={`edit-${row.id}-message`} live tone="error" className="mt-1">
        {adminMessage(form.message ?? result?.message ?? null)}
      </MessageBox>
      <ConfirmDialog
        open={asking !== null}
        tone="neutral"
        title={t("admin.codes.changeTitle")}
        message={t("admin.codes.changeQuestion", { title: row.productTitle ?? "", from: row.code, to: asking ?? "" })}
        confirmLabel={t("admin.codes.changeConfirm")}
        onConfirm={() => {
          setAsking(null);
          confirmed.current = true;
          formRef.current?.requestSubmit();
        }}
        onCancel={() => setAsking(null)}
      />
    </details>
  );
}

/** An unassigned code (generated for no product, or left by a deleted one) given to a product without a code. */
export function AssignCode({ row }: { row: CodeRow }) {
  const fetcher = useFetcher<ActionResult<{ code: string }>>({ key: EDIT_CODE_FETCHER });
  const busy = fetcher.state !== "idle";
  const [sentHere, setSentHere] = useState(false);
  const sending = fetcher.formData?.get("code");
  if (typeof sending === "string" && fetcher.formData?.get("intent") === "assign" && (sending === row.code) !== sentHere) setSentHere(sending === row.code);
  const result = busy || !sentHere || fetcher.data?.ok ? null : fetcher.data;
  const t = useT();
  const adminMessage = useMessage();
  const id = `assign-${row.id}`;
  return (
    <details className="max-w-64 text-sm">
      <summary className="cursor-pointer py-1 font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-100">{t("admin.codes.assignCode")}</summary>
      <fetcher.Form method="post" action="/admin/kody" className="mt-2 flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="assign" />
        <input type="hidden" name="code" value={row.code} />
        <div className="space-y-1">
          <label htmlFor={id} className="block text-xs font-medium">
            {t("admin.codes.assignFor", { code: row.code })}
          </label>
          <input id={id} name="productId" required autoComplete="off" aria-invalid={result ? true : undefined} aria-describedby={result ? `${id}-message` : undefined} className={`${inputClass} w-44`} />
        </div>
        <SubmitButton pending={busy} pendingLabel={t("admin.common.saving")} className={secondaryButtonClass}>
          {t("admin.codes.assign")}
        </SubmitButton>
      </fetcher.Form>
      <MessageBox id={`${id}-message`} live tone="error" className="mt-1">
        {adminMessage(result?.message ?? null)}
      </MessageBox>
    </details>
  );
}
