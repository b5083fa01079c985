// ADR 197: removed and corrected reviews as they were before the moderator's decision, kept for the
// author's appeal for RETENTION.moderatedReviews; a removed one can be restored within that window, and
// a corrected one can get its original text back while nothing changed it since (ADR 197 addendum).
import { ArrowLeft, Undo2 } from "lucide-react";
import { useRef } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { ActionResultMessage } from "~/components/ui/action-result-message";
import { secondaryButtonClass } from "~/components/ui/classes";
import { ConfirmForm } from "~/components/ui/confirm-form";
import { MessageBox } from "~/components/ui/message-box";
import { Pagination } from "~/components/ui/pagination";
import { StarRating } from "~/components/ui/star-rating";
import { useDeleteAnswer } from "~/components/ui/use-delete-answer";
import { useFormat, useT, type MessageKey } from "~/i18n/i18n";
import { RETENTION } from "~/features/content/legal/retention";
import type { ModerationRecordList, ModerationRecordRow } from "../../review-original-types";
import { firstWords } from "../../review-excerpt";

type Props = { list: ModerationRecordList; authorId: string | null; authorName: string | null };

const PATH = "/admin/opinie/moderowane";
const RESTORE_FETCHER = "admin-reviews-restore";

// "Przywróć opinię" brings a removed review back; "Przywróć pierwotną treść" undoes a correction (ADR 197 addendum).
const RESTORE_KINDS = {
  removed: { intent: "restore", title: "admin.moderated.restoreTitle", question: "admin.moderated.restoreQuestion", label: "admin.moderated.restore", named: "admin.moderated.restoreNamed" },
  corrected: { intent: "restore-text", title: "admin.moderated.restoreTextTitle", question: "admin.moderated.restoreTextQuestion", label: "admin.moderated.restoreText", named: "admin.moderated.restoreTextNamed" },
} as const satisfies Record<ModerationRecordRow["action"], { intent: string } & Record<"title" | "question" | "label" | "named", MessageKey>>;

function RestoreButton({ row }: { row: ModerationRecordRow }) {
  const fetcher = useFetcher({ key: RESTORE_FETCHER });
  const t = useT();
  const kind = RESTORE_KINDS[row.action];
  return (
    <ConfirmForm
      fetcher={fetcher as never}
      action={PATH}
      fields={{ intent: kind.intent, recordId: row.id }}
      title={t(kind.title)}
      message={t(kind.question, { author: row.authorName, title: row.productTitle, excerpt: firstWords(row.comment), rating: row.rating })}
      confirmLabel={t(kind.label)}
      triggerLabel={t(kind.named, { author: row.authorName, title: row.productTitle })}
      triggerClassName={secondaryButtonClass}
    >
      <Undo2 aria-hidden className="size-4" />
      {t(kind.label)}
    </ConfirmForm>
  );
}

function TextBlock({ label, text }: { label: string; text: string }) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-300">{label}</p>
      {/* Plain text (React escapes it), line breaks kept. */}
      <p className="mt-1 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm whitespace-pre-line wrap-anywhere dark:border-slate-700 dark:bg-slate-900">{text}</p>
    </div>
  );
}

function RecordItem({ row }: { row: ModerationRecordRow }) {
  const t = useT();
  const fmt = useFormat();
  const headingId = `zapis-${row.id}`;
  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded-2xl border border-slate-200 p-4 dark:border-slate-700">
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-base font-bold">
          <Link to={row.productPath} className="text-brand-700 underline-offset-2 hover:underline dark:text-brand-100">
            {row.productTitle}
          </Link>
        </h2>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-100">
          {t(row.action === "removed" ? "admin.moderated.removed" : "admin.moderated.corrected")}
        </span>
      </header>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700 dark:text-slate-200">
        <Link to={`${PATH}?autor=${encodeURIComponent(row.authorId)}`} className="font-medium underline-offset-2 hover:underline" aria-label={t("admin.moderated.authorLink", { name: row.authorName })}>
          {row.authorName}
        </Link>
        <StarRating value={row.rating} />
        <span>
          {t("admin.moderated.decided", { who: row.moderatorName ?? t("admin.moderated.someone") })} <time dateTime={row.moderatedAt}>{fmt.dateTime(row.moderatedAt)}</time>
        </span>
      </p>
      <p className="text-sm text-slate-700 dark:text-slate-200">
        {t("admin.moderated.ground")} {row.ground ? t(`admin.reviews.reason.${row.ground}` as MessageKey) : t("admin.moderated.asReported")}
        {row.reports.length > 0 ? (
          <span className="block text-xs">
            {t("admin.reviews.reports.count", { count: row.reports.length })} –{" "}
            {row.reports.map((r) => t(`admin.reviews.reason.${r.reason}` as MessageKey) + (r.details ? ` — „${r.details}”` : "")).join("; ")}
          </span>
        ) : null}
      </p>
      <div className={row.currentComment !== null ? "grid gap-3 md:grid-cols-2" : ""}>
        <TextBlock label={t("admin.moderated.before")} text={row.comment} />
        {row.currentComment !== null ? <TextBlock label={t("admin.moderated.now")} text={row.currentComment} /> : null}
      </div>
      {row.restoredAt ? (
        <p className="text-sm font-medium text-emerald-800 dark:text-emerald-200">
          {t(row.action === "removed" ? "admin.moderated.restoredOn" : "admin.moderated.textRestoredOn")} <time dateTime={row.restoredAt}>{fmt.dateTime(row.restoredAt)}</time>
        </p>
      ) : row.action === "removed" || row.textRestorable ? (
        <RestoreButton row={row} />
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-200">{t("admin.moderated.changedSince")}</p>
      )}
    </article>
  );
}

export function ModeratedReviewsView({ list, authorId, authorName }: Props) {
  const t = useT();
  const fmt = useFormat();
  const location = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDeleteAnswer(RESTORE_FETCHER, headingRef);
  return (
    <div className="space-y-6">
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold text-slate-900 sm:text-3xl dark:text-white">
        {t("admin.moderated.heading")}
      </h1>
      <p className="max-w-3xl text-sm text-slate-700 dark:text-slate-200">{t("admin.moderated.intro", { period: RETENTION.moderatedReviews })}</p>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        {authorId ? <span className="font-medium">{authorName ? t("admin.reviews.authorFilter", { name: authorName }) : t("admin.reviews.unknownAuthor")}</span> : null}
        {authorId ? (
          <Link to={PATH} className="font-semibold text-brand-700 underline dark:text-brand-100">
            {t("admin.moderated.everyone")}
          </Link>
        ) : null}
        <Link to={authorId ? `/admin/opinie?autor=${encodeURIComponent(authorId)}` : "/admin/opinie"} className="inline-flex items-center gap-1 font-semibold text-brand-700 underline dark:text-brand-100">
          <ArrowLeft aria-hidden className="size-4" />
          {t("admin.moderated.backToList")}
        </Link>
      </p>
      <ActionResultMessage />
      <p className="text-sm text-slate-700 dark:text-slate-200" aria-live="polite">
        {t("admin.common.found", { count: fmt.count(list.total) })}
      </p>
      {list.rows.length === 0 ? (
        <MessageBox tone="info" title={t("admin.moderated.emptyTitle")}>
          {t("admin.moderated.emptyText", { period: RETENTION.moderatedReviews })}
        </MessageBox>
      ) : (
        <ul className="space-y-4">
          {list.rows.map((row) => (
            <li key={row.id}>
              <RecordItem row={row} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} pageCount={list.pageCount} searchParams={new URLSearchParams(location.search)} pathname={PATH} />
    </div>
  );
}
