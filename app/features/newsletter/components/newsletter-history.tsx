import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { DataTable, type Column } from "~/components/ui/data-table";
import { useFormat, useT } from "~/i18n/i18n";
import type { NewsletterIssueRow } from "../newsletter-history.server";

/** While an issue is being sent its counts move: the list is read again every few seconds meanwhile. */
const REFRESH_MS = 5_000;

export function NewsletterHistory({ issues }: { issues: NewsletterIssueRow[] }) {
  const t = useT();
  const format = useFormat();
  const revalidator = useRevalidator();
  const sending = issues.some((i) => i.sending);
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [sending, revalidator]);

  const columns: Column<NewsletterIssueRow>[] = [
    { key: "date", header: t("admin.newsletter.col.date"), cell: (r) => format.dateTime(r.createdAt), className: "whitespace-nowrap" },
    { key: "subject", header: t("admin.newsletter.col.subject"), cell: (r) => r.subject, rowHeader: true },
    { key: "sender", header: t("admin.newsletter.col.sender"), cell: (r) => r.sender ?? t("admin.newsletter.senderGone") },
    {
      key: "counts",
      header: t("admin.newsletter.col.counts"),
      cell: (r) => (
        <>
          <span className="tabular-nums" data-issue-counts>{`${format.count(r.delivered)} / ${format.count(r.failed)} / ${format.count(r.total)}`}</span>
          {/* ADR 194: messages a stopped process had handed over; they are not sent again. */}
          {r.unknown > 0 ? (
            <span className="block text-sm text-slate-600 dark:text-slate-300" data-issue-unknown>
              {t("admin.newsletter.unknown", { count: format.count(r.unknown) })}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: "status",
      header: t("admin.newsletter.col.status"),
      cell: (r) => <span data-issue-status>{t(r.sending ? "admin.newsletter.status.sending" : "admin.newsletter.status.done")}</span>,
    },
  ];
  return (
    <section aria-labelledby="newsletter-history" className="space-y-3">
      <h2 id="newsletter-history" className="text-xl font-bold">
        {t("admin.newsletter.history")}
      </h2>
      <DataTable
        caption={t("admin.newsletter.history")}
        columns={columns}
        rows={issues}
        rowKey={(r) => r.id}
        empty={<p className="text-slate-600 dark:text-slate-300">{t("admin.newsletter.historyNone")}</p>}
      />
    </section>
  );
}
