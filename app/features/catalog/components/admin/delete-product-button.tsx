// The products list's row delete (spec: admin §2): the confirmation, and what the delete takes with it.
import { Trash2 } from "lucide-react";
import { useFetcher } from "react-router";
import { ConfirmForm } from "~/components/ui/confirm-dialog";
import { TextField } from "~/components/ui/field";
import { useFormat, useMessage, useT } from "~/i18n/i18n";
import type { AdminProductRow } from "../../admin-product-list.server";
import type { ProductDeleteImpact } from "../../product-delete-impact.server";

// Every row's delete button submits through this keyed fetcher; the view reads the answer (useDeleteAnswer).
export const DELETE_FETCHER = "admin-products-delete";

export function DeleteButton({ row }: { row: AdminProductRow }) {
  const fetcher = useFetcher<{ ok: boolean; message?: string | null }>({ key: DELETE_FETCHER });
  const impact = useFetcher<ProductDeleteImpact | { message: string }>();
  const t = useT();
  return (
    <div>
      <ConfirmForm
        fetcher={fetcher as never}
        action="/admin/produkty"
        fields={{ intent: "delete", id: row.id }}
        title={t("editor.products.deleteTitle")}
        onOpen={() => impact.load(`/admin/produkty/${row.id}/powiazania`)}
        // Dropped on close: a fetcher that keeps data is loaded again after every list action (review).
        onClose={() => impact.reset()}
        message={
          <>
            <p>{t("editor.products.deleteConfirm", { title: row.title })}</p>
            <DeleteImpact impact={impact.state === "idle" ? impact.data : undefined} />
            {/* ADR 157, 187: hiding is the reversible way off the site; deleting is final (the page answers 410). */}
            {row.isHidden ? null : <p className="mt-2">{t("editor.products.impact.hideInstead")}</p>}
          </>
        }
        // ADR 206: optional — the old addresses answer 301 to this product instead of 410.
        details={
          <TextField
            id={`zastepstwo-${row.id}`}
            name="replacement"
            label={t("admin.removed.field")}
            hint={t("admin.removed.fieldHint")}
            autoComplete="off"
          />
        }
        confirmLabel={t("editor.products.delete")}
        triggerClassName="inline-flex items-center justify-center gap-1 rounded-full px-2 py-1 pointer-coarse:min-h-11 pointer-coarse:min-w-11 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700 dark:text-red-300 dark:hover:bg-slate-800"
        triggerLabel={t("editor.products.deleteNamed", { title: row.title })}
      >
        <Trash2 aria-hidden className="size-4" />
        <span className="sr-only 2xl:not-sr-only">{t("editor.products.delete")}</span>
      </ConfirmForm>
    </div>
  );
}

/** What the delete takes with it (review, session 28); only the parts the product has. */
function DeleteImpact({ impact }: { impact: ProductDeleteImpact | { message: string } | undefined }) {
  const t = useT();
  const fmt = useFormat();
  const message = useMessage();
  if (!impact) return <p className="mt-2">{t("editor.products.impact.loading")}</p>;
  // Refused (the session ended, no permission) or the product is gone: the answer's own words.
  if (!("posts" in impact)) return <p className="mt-2 font-semibold">{message(impact.message)}</p>;
  const parts = (["posts", "reviews", "wishlists", "clicks"] as const).filter((key) => impact[key] > 0);
  return (
    <>
      {parts.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {parts.map((key) => (
            <li key={key}>{t(`editor.products.impact.${key}`, { count: fmt.count(impact[key]) })}</li>
          ))}
        </ul>
      ) : null}
      <p className="mt-2 font-semibold">{t("editor.products.impact.final")}</p>
    </>
  );
}
