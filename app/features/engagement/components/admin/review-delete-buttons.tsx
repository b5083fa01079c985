// ADR 126: the moderators' delete buttons — one row's (through the confirmation dialog) and the ticked rows'.
import { Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { dangerOutlineButtonClass, rowDangerActionClass } from "~/components/ui/classes";
import { ConfirmDialog, ConfirmForm } from "~/components/ui/confirm-dialog";
import { SelectionStatus } from "~/components/ui/selection-status";
import { useT } from "~/i18n/i18n";
import type { AdminReviewRow } from "../../admin-review-types";
import { RemovalGroundField } from "../removal-ground-field";
import { firstWords } from "../../review-excerpt";

const PATH = "/admin/opinie";
// Every row's delete button submits through this keyed fetcher; the view reads the answer (useDeleteAnswer).
export const DELETE_FETCHER = "admin-reviews-delete";
// The ticked rows (review, session 30: a spammer's 18 reviews took 18 dialogs): one form, one question.
export const BULK_FETCHER = "admin-reviews-bulk";
export const BULK_FORM_ID = "reviews-bulk";

export function BulkDelete({ selected }: { selected: number }) {
  const fetcher = useFetcher({ key: BULK_FETCHER });
  const location = useLocation();
  const t = useT();
  const [asking, setAsking] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <fetcher.Form ref={formRef} id={BULK_FORM_ID} method="post" action={`${PATH}${location.search}`} className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value="delete-many" />
      {/* ADR 200: the count shows once a row is ticked; the live region is there from the start. */}
      <SelectionStatus count={selected} text={(count) => t("admin.reviews.selectedCount", { count })} />
      <button type="button" className={dangerOutlineButtonClass} disabled={selected === 0 || fetcher.state !== "idle"} onClick={() => setAsking(true)}>
        <Trash2 aria-hidden className="size-4" />
        {t("admin.reviews.bulkDelete")}
      </button>
      <ConfirmDialog
        open={asking}
        title={t("admin.reviews.bulkDeleteTitle")}
        message={t("admin.reviews.bulkDeleteConfirm", { count: selected })}
        details={<RemovalGroundField />}
        confirmLabel={t("admin.reviews.delete")}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          formRef.current?.requestSubmit();
        }}
      />
    </fetcher.Form>
  );
}

export function DeleteReviewButton({ row }: { row: AdminReviewRow }) {
  const fetcher = useFetcher<{ ok: boolean; message?: string | null }>({ key: DELETE_FETCHER });
  const t = useT();
  return (
    <div>
      <ConfirmForm
        fetcher={fetcher as never}
        action={PATH}
        fields={{ intent: "delete", reviewId: row.id }}
        title={t("admin.reviews.deleteTitle")}
        message={t("admin.reviews.deleteConfirm", { author: row.authorName, title: row.productTitle, excerpt: firstWords(row.comment) })}
        details={<RemovalGroundField />}
        confirmLabel={t("admin.reviews.delete")}
        triggerClassName={rowDangerActionClass}
        triggerLabel={t("admin.reviews.deleteNamed", { author: row.authorName, title: row.productTitle })}
      >
        <Trash2 aria-hidden className="size-4" />
        {/* Icons only on a phone: the pinned actions column covered the rating and text (review, session 31). */}
        <span className="sr-only sm:not-sr-only">{t("admin.reviews.delete")}</span>
      </ConfirmForm>
    </div>
  );
}
