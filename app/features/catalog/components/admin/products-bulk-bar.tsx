// issue #11 point 3: actions for the ticked rows of the products table (the row checkboxes belong to
// this form through form="bulk"). Deleting asks once, in the dialog; before hydration (no
// JavaScript) a checkbox gives the same single confirmation.
import { useEffect, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { inputClass, secondaryButtonClass } from "~/components/ui/classes";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { MessageBox } from "~/components/ui/message-box";
import { SubmitButton } from "~/components/ui/submit-button";
import type { ActionResult } from "~/utils/form";

export const BULK_FORM_ID = "bulk";

export function ProductsBulkBar({ categories, canDelete }: { categories: { code: string; name: string }[]; canDelete: boolean }) {
  const fetcher = useFetcher<ActionResult>();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [operation, setOperation] = useState("");
  const [asking, setAsking] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (confirmed) {
      formRef.current?.requestSubmit();
      setConfirmed(false);
    }
  }, [confirmed]);
  const busy = fetcher.state !== "idle";
  const result = busy ? null : fetcher.data;
  const selectedCount = () => formRef.current?.ownerDocument.querySelectorAll(`input[form="${BULK_FORM_ID}"][name="ids"]:checked`).length ?? 0;
  return (
    <section aria-labelledby="bulk-title" className="space-y-2 rounded-2xl border border-slate-200 p-4 dark:border-slate-700">
      <h2 id="bulk-title" className="text-base font-bold">Zaznaczone produkty</h2>
      <fetcher.Form
        ref={formRef}
        id={BULK_FORM_ID}
        method="post"
        action={`/admin/produkty${location.search}`}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          if (operation === "delete" && hydrated && !confirmed && formRef.current?.querySelector<HTMLInputElement>("input[name=confirm]")?.value !== "tak") {
            event.preventDefault();
            setAsking(true);
          }
        }}
      >
        <input type="hidden" name="intent" value="bulk" />
        {hydrated ? <input type="hidden" name="confirm" value={confirmed ? "tak" : ""} /> : null}
        <div className="space-y-1.5 sm:w-64">
          <label htmlFor="bulk-operation" className="block text-sm font-medium">Akcja</label>
          <select id="bulk-operation" name="operation" value={operation} onChange={(e) => setOperation(e.target.value)} className={inputClass}>
            <option value="">Wybierz akcję</option>
            <option value="trending-on">Oznacz jako trending</option>
            <option value="trending-off">Usuń oznaczenie trending</option>
            <option value="verified-on">Oznacz jako zweryfikowane</option>
            <option value="verified-off">Usuń oznaczenie zweryfikowane</option>
            <option value="category">Zmień kategorię</option>
            {canDelete ? <option value="delete">Usuń</option> : null}
          </select>
        </div>
        {!hydrated || operation === "category" ? (
          <div className="space-y-1.5 sm:w-56">
            <label htmlFor="bulk-category" className="block text-sm font-medium">Nowa kategoria</label>
            <select id="bulk-category" name="categoryCode" className={inputClass}>
              <option value="">Wybierz kategorię</option>
              {categories.map((c) => (
                <option key={c.code} value={c.code}>{c.name}</option>
              ))}
            </select>
          </div>
        ) : null}
        {!hydrated && canDelete ? (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="confirm" value="tak" className="size-4" /> Potwierdzam usunięcie (dla akcji „Usuń”)
          </label>
        ) : null}
        <SubmitButton pending={busy} pendingLabel="Wykonywanie..." className={secondaryButtonClass}>
          Wykonaj
        </SubmitButton>
      </fetcher.Form>
      <MessageBox live tone={result?.ok ? "success" : "error"}>{result?.message ?? null}</MessageBox>
      <ConfirmDialog
        open={asking}
        title="Usuń zaznaczone produkty"
        message={`Czy na pewno chcesz usunąć zaznaczone produkty (${selectedCount()})?`}
        confirmLabel="Usuń"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          setConfirmed(true);
        }}
      />
    </section>
  );
}
