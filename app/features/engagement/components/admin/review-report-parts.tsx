// ADR 162: the moderators' side of review reports on /admin/opinie — the queue notice, each row's
// open reports and the "Zostaw" (keep) button that closes them.
import { Check, Flag } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { useFormat, useT, type MessageKey } from "~/i18n/i18n";
import type { AdminReviewRow, OpenReport } from "../../admin-review-types";
import { ConfirmForm } from "~/components/ui/confirm-form";

/** Every row's keep button submits through this keyed fetcher; the view toasts its answer. */
export const KEEP_FETCHER = "admin-reviews-keep";

/** Above the list: how many reviews wait for a decision, and the switch to (or from) that queue. */
export function ReportQueueNotice({ waiting, showingQueue, allHref, queueHref }: { waiting: number; showingQueue: boolean; allHref: string; queueHref: string }) {
  const t = useT();
  const fmt = useFormat();
  if (showingQueue) {
    return (
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm text-slate-700 dark:text-slate-200">
        <span className="font-medium">{t("admin.reviews.reports.onlyReported")}</span>
        <Link to={allHref} className="font-semibold text-brand-700 underline dark:text-brand-100">
          {t("admin.reviews.reports.showAll")}
        </Link>
      </p>
    );
  }
  if (waiting === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      <Flag aria-hidden className="size-4 shrink-0" />
      <span>{t("admin.reviews.reports.waiting", { count: fmt.count(waiting) })}</span>
      <Link to={queueHref} className="font-semibold underline">
        {t("admin.reviews.reports.showQueue")}
      </Link>
    </p>
  );
}

/** Under the review's text: its open reports, oldest first (the reason, the reporter's words, when). */
export function OpenReports({ reports }: { reports: OpenReport[] }) {
  const t = useT();
  const fmt = useFormat();
  if (reports.length === 0) return null;
  return (
    <div className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-2 text-xs text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      <p className="flex items-center gap-1 font-semibold">
        <Flag aria-hidden className="size-3.5" />
        {t("admin.reviews.reports.count", { count: reports.length })}
      </p>
      {/* ADR 197: the queue waits longest-first; say since when. */}
      <p>
        {t("admin.reviews.reports.firstReported")}{" "}
        <time dateTime={reports[0]!.createdAt}>{fmt.dateTime(reports[0]!.createdAt)}</time>
      </p>
      <ul className="mt-1 space-y-1">
        {reports.map((r, i) => (
          <li key={i}>
            <span className="font-medium">{t(`admin.reviews.reason.${r.reason}` as MessageKey)}</span>
            {r.details ? <span className="wrap-anywhere"> — „{r.details}”</span> : null}{" "}
            <time dateTime={r.createdAt} className="text-amber-900 dark:text-amber-200">
              ({fmt.date(r.createdAt)})
            </time>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "Zostaw": the review stays and its reports are closed; the reporters are told (ADR 162). It asks first,
 * naming the review (session 37 review: one click mailed every reporter, with no way back).
 */
export function KeepReviewButton({ row }: { row: AdminReviewRow }) {
  const fetcher = useFetcher({ key: KEEP_FETCHER });
  const t = useT();
  if (row.reports.length === 0) return null;
  return (
    <ConfirmForm
      fetcher={fetcher as never}
      action="/admin/opinie"
      fields={{ intent: "keep", reviewId: row.id }}
      title={t("admin.reviews.reports.keepTitle")}
      message={t("admin.reviews.reports.keepQuestion", { author: row.authorName, title: row.productTitle, count: row.reports.length })}
      confirmLabel={t("admin.reviews.reports.keepConfirm")}
      triggerLabel={t("admin.reviews.reports.keepNamed", { author: row.authorName, title: row.productTitle })}
      triggerClassName="inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm font-semibold text-emerald-800 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-emerald-700 pointer-coarse:min-h-11 pointer-coarse:min-w-11 justify-center dark:text-emerald-200 dark:hover:bg-slate-800"
    >
      <Check aria-hidden className="size-4" />
      <span className="sr-only sm:not-sr-only">{t("admin.reviews.reports.keep")}</span>
    </ConfirmForm>
  );
}
