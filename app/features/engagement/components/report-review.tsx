import Flag from "lucide-react/icons/flag";
import { useId, useRef } from "react";
import { useFetcher } from "react-router";
import { errorTextClass, inputClass, labelClass } from "~/components/ui/classes";
import { CompactIcon } from "~/components/ui/compact-icon";
import { toggleIdleClass, useBackPath } from "~/components/ui/fetcher-toggle";
import { MessageBox } from "~/components/ui/message-box";
import { useMessage, useT, type MessageKey } from "~/i18n/i18n";
import { REPORT_DETAILS_MAX, REPORT_MESSAGES, REPORT_REASONS } from "../review-report-texts";
import type { ReportResult } from "../types";
import type { OwnReportState } from "../product-engagement.server";
import { busyButtonProps } from "~/components/ui/busy-button";
import { useRefocusWhenLost } from "~/components/ui/use-delete-answer";

const ACTION = "/akcje/opinia/zgloszenie";

/**
 * ADR 162: "Zgłoś" under someone else's review — a disclosure (a native <details>, so it opens and
 * posts without JavaScript too) with the reason and a description. Once sent, the thanks replace it.
 * ADR 197: a member who reported it before sees what became of the report instead (one report each).
 */
export function ReportReview({ reviewId, productId, state }: { reviewId: string; productId: string; state?: OwnReportState }) {
  const t = useT();
  const message = useMessage();
  const fetcher = useFetcher<ReportResult>();
  const back = useBackPath();
  const id = useId();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  // The thanks replace the form and its pressed button: they take the focus, not <body> (review, session 49).
  const thanks = useRef<HTMLDivElement>(null);
  useRefocusWhenLost(answer?.ok ? answer : null, thanks);
  if (answer?.ok) {
    return (
      <div ref={thanks} tabIndex={-1} className="vp-own rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
        <MessageBox tone="success">{answer.message}</MessageBox>
      </div>
    );
  }
  if (state) {
    return (
      <p className="vp-own inline-flex items-center gap-2 rounded-2xl bg-slate-100 px-4 py-2 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
        <CompactIcon icon={Flag} aria-hidden className="size-4" />
        {t(`reviews.report.state.${state}`)}
      </p>
    );
  }
  const refusal = answer && !answer.ok ? answer.message : null;
  const detailsInvalid = refusal === REPORT_MESSAGES.detailsNeeded || refusal === REPORT_MESSAGES.detailsTooLong;
  const reasonInvalid = refusal === REPORT_MESSAGES.reason;
  return (
    <details className="vp-own group w-full sm:w-auto">
      <summary className={`inline-flex cursor-pointer list-none items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold focus-visible:outline-2 [&::-webkit-details-marker]:hidden ${toggleIdleClass}`}>
        <CompactIcon icon={Flag} aria-hidden className="size-4" />
        {t("reviews.report.open")}
      </summary>
      <fetcher.Form method="post" action={ACTION} className="mt-3 max-w-xl space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
        <input type="hidden" name="reviewId" value={reviewId} />
        <input type="hidden" name="productId" value={productId} />
        <input type="hidden" name="redirectTo" value={back} />
        <fieldset aria-invalid={reasonInvalid || undefined} aria-describedby={reasonInvalid ? `${id}-blad` : undefined}>
          <legend className={labelClass}>{t("reviews.report.legend")}</legend>
          <div className="mt-2 space-y-1.5">
            {REPORT_REASONS.map((reason) => (
              <label key={reason} className="flex items-start gap-2 text-sm text-slate-800 dark:text-slate-100">
                <input type="radio" name="reason" value={reason} required className="mt-0.5 size-4 accent-brand-600" />
                {t(`reviews.report.reason.${reason}` as MessageKey)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-opis`} className={labelClass}>
            {t("reviews.report.details")}
          </label>
          <textarea
            id={`${id}-opis`}
            name="details"
            rows={3}
            maxLength={REPORT_DETAILS_MAX}
            className={inputClass}
            aria-invalid={detailsInvalid || undefined}
            aria-describedby={detailsInvalid ? `${id}-blad` : undefined}
          />
        </div>
        {refusal ? (
          <p id={`${id}-blad`} role="alert" className={errorTextClass}>
            {message(refusal)}
          </p>
        ) : null}
        <p className="text-xs text-slate-600 dark:text-slate-300">{t("reviews.report.note")}</p>
        <button type="submit" {...busyButtonProps(fetcher.state !== "idle")} className={`inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold focus-visible:outline-2 ${toggleIdleClass}`}>
          {t("reviews.report.submit")}
        </button>
      </fetcher.Form>
    </details>
  );
}
