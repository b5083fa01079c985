// ADR 175: a moderator corrects a review's text (removes what breaks the terms) instead of removing it.
import { PenLine } from "lucide-react";
import { useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { primaryButtonInlineClass } from "~/components/ui/classes";
import { SelectField, TextareaField } from "~/components/ui/field";
import { MessageBox } from "~/components/ui/message-box";
import { Modal } from "~/components/ui/modal";
import { SubmitButton } from "~/components/ui/submit-button";
import { useToast } from "~/components/ui/toaster";
import { useOnEachAnswer } from "~/components/ui/use-delete-answer";
import { useFormErrors } from "~/components/ui/use-form-errors";
import { useMessage, useT, type MessageKey } from "~/i18n/i18n";
import type { ActionResult } from "~/utils/form";
import type { AdminReviewRow } from "../../admin-review-types";
import { STAFF_GROUNDS } from "../../review-report-texts";
import { RedactReviewSchema } from "../../review-schemas";
import { REVIEW_COMMENT_MAX } from "../../schemas";

function RedactForm({ row, onDone }: { row: AdminReviewRow; onDone: () => void }) {
  const fetcher = useFetcher<ActionResult>();
  const location = useLocation();
  const toast = useToast();
  const t = useT();
  const message = useMessage();
  const form = useFormErrors(RedactReviewSchema, fetcher.data);
  useOnEachAnswer(fetcher.data?.ok && fetcher.data.message ? fetcher.data : null, (answer) => {
    toast.success(message(answer.message));
    onDone();
  });
  const failure = fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  // The reason a report gave, when there is one, is the likely reason for the correction.
  const reason = row.reports[0]?.reason ?? "";
  return (
    <fetcher.Form method="post" action={`/admin/opinie${location.search}`} noValidate onSubmit={form.onSubmit} onChange={form.onChange} className="space-y-4">
      <MessageBox tone="error" live>
        {message(form.message ?? failure)}
      </MessageBox>
      <p className="text-sm">{t("admin.reviews.redactExplained")}</p>
      <input type="hidden" name="intent" value="redact" />
      <input type="hidden" name="reviewId" value={row.id} />
      <input type="hidden" name="updatedAt" value={row.updatedAt} />
      <TextareaField name="comment" label={t("admin.reviews.redactText")} defaultValue={row.comment} maxLength={REVIEW_COMMENT_MAX} rows={8} error={form.errors.comment} />
      <SelectField
        name="reason"
        label={t("admin.reviews.redactReason")}
        defaultValue={reason}
        placeholder="—"
        options={STAFF_GROUNDS.map((value) => ({ value, label: t(`admin.reviews.reason.${value}` as MessageKey) }))}
        error={form.errors.reason}
      />
      <SubmitButton pending={fetcher.state !== "idle"} pendingLabel={t("common.saving")} className={primaryButtonInlineClass}>
        {t("admin.reviews.redactSave")}
      </SubmitButton>
    </fetcher.Form>
  );
}

export function RedactReviewButton({ row }: { row: AdminReviewRow }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // A new form for each opening: one attempt's refusal never shows in the next.
  const [openings, setOpenings] = useState(0);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpenings((n) => n + 1);
          setOpen(true);
        }}
        aria-label={t("admin.reviews.redactNamed", { author: row.authorName, title: row.productTitle })}
        className="inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 pointer-coarse:min-h-11 pointer-coarse:min-w-11 justify-center dark:text-slate-100 dark:hover:bg-slate-800"
      >
        <PenLine aria-hidden className="size-4" />
        <span className="sr-only sm:not-sr-only">{t("admin.reviews.redact")}</span>
      </button>
      <Modal open={open} title={t("admin.reviews.redactTitle")} onClose={() => setOpen(false)}>
        {open ? <RedactForm key={openings} row={row} onDone={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
}
