// ADR 126: the moderators' review list — search, rating and product filters, order, the table,
// paging, empty states, delete through the confirmation dialog; ADR 162: the reports queue.
import { useRef, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { GetForm } from "~/components/ui/get-form";
import { ActionResultMessage } from "~/components/ui/action-result-message";
import { secondaryButtonClass } from "~/components/ui/classes";
import { DataTable, type Column } from "~/components/ui/data-table";
import { SelectField, TextField } from "~/components/ui/field";
import { ListLoading } from "~/components/ui/list-loading";
import { MessageBox } from "~/components/ui/message-box";
import { Pagination } from "~/components/ui/pagination";
import { StarRating } from "~/components/ui/star-rating";
import { useDeleteAnswer } from "~/components/ui/use-delete-answer";
import { useFormFollowsUrl } from "~/components/ui/use-form-follows-url";
import { useFormat, useT, type MessageKey } from "~/i18n/i18n";
import type { AdminReviewFilters, AdminReviewList, AdminReviewRow, AdminReviewSort } from "../../admin-review-types";
import { RedactReviewButton } from "./redact-review-dialog";
import { KEEP_FETCHER, KeepReviewButton, OpenReports, ReportQueueNotice } from "./review-report-parts";
import { BULK_FETCHER, BULK_FORM_ID, BulkDelete, DELETE_FETCHER, DeleteReviewButton } from "./review-delete-buttons";

type Props = {
  list: AdminReviewList;
  filters: AdminReviewFilters;
  productTitle: string | null;
  authorName: string | null;
  reportedWaiting: number;
  /** ADR 178: the saved views toolbar (the admin layer's, handed in by the route). */
  savedViews?: ReactNode;
};

const PATH = "/admin/opinie";
const SORT_LABELS: Record<AdminReviewSort, MessageKey> = {
  najnowsze: "admin.reviews.sort.newest",
  najstarsze: "admin.reviews.sort.oldest",
  "najnizsza-ocena": "admin.reviews.sort.lowest",
  "najdluzej-czeka": "admin.reviews.sort.waitingLongest",
};

function ReviewFilters({ filters }: { filters: AdminReviewFilters }) {
  const t = useT();
  const ratings = [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: t("rating.stars", { n }) }));
  // ADR 197: "waiting longest" orders the reports queue only.
  const sorts = (Object.keys(SORT_LABELS) as AdminReviewSort[])
    .filter((value) => value !== "najdluzej-czeka" || filters.reported)
    .map((value) => ({ value, label: t(SORT_LABELS[value]) }));
  const formRef = useFormFollowsUrl({ q: filters.q, ocena: filters.rating ? String(filters.rating) : "", sort: filters.sort });
  return (
    <GetForm ref={formRef} role="search" aria-label={t("admin.reviews.searchForm")} className="grid gap-3 sm:grid-cols-[1fr_11rem_11rem_auto] sm:items-end">
      {filters.productId ? <input type="hidden" name="produkt" value={filters.productId} /> : null}
      {filters.authorId ? <input type="hidden" name="autor" value={filters.authorId} /> : null}
      {filters.reported ? <input type="hidden" name="zgloszone" value="1" /> : null}
      <TextField label={t("admin.reviews.searchLabel")} name="q" type="search" defaultValue={filters.q} />
      <SelectField label={t("admin.reviews.rating")} name="ocena" options={ratings} placeholder={t("admin.reviews.allRatings")} defaultValue={filters.rating ? String(filters.rating) : ""} />
      <SelectField label={t("admin.reviews.sort")} name="sort" options={sorts} defaultValue={filters.sort} />
      <button type="submit" className={secondaryButtonClass}>
        {t("admin.common.filter")}
      </button>
    </GetForm>
  );
}

export function AdminReviewsView({ list, filters, productTitle, authorName, reportedWaiting, savedViews }: Props) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [selected, setSelected] = useState(0);
  useDeleteAnswer(DELETE_FETCHER, headingRef);
  useDeleteAnswer(BULK_FETCHER, headingRef);
  useDeleteAnswer(KEEP_FETCHER, headingRef);
  const fmt = useFormat();
  const location = useLocation();
  const filtered = Boolean(filters.q || filters.rating || filters.productId || filters.authorId || filters.reported);
  const columns: Column<AdminReviewRow>[] = [
    {
      key: "product",
      header: t("admin.common.product"),
      rowHeader: true,
      cell: (r) => (
        <>
          <Link to={r.productPath} className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-100">
            {r.productTitle}
          </Link>
          {/* Below 640 px the rating, the text and the date show here (review, session 32: on a phone
              the pinned actions covered the rating and the text needed sideways scrolling). */}
          <div className="mt-1 max-w-[14rem] space-y-1 text-sm font-normal sm:hidden">
            <span className="flex items-center gap-1.5">
              <StarRating value={r.rating} />
              <span className="text-slate-700 dark:text-slate-200">{r.authorName}</span>
            </span>
            <span className="line-clamp-4 block">{r.excerpt}</span>
            <OpenReports reports={r.reports} />
            <time dateTime={r.createdAt} className="block text-xs text-slate-600 dark:text-slate-300">
              {fmt.date(r.createdAt)}
            </time>
          </div>
        </>
      ),
    },
    // The author gives way below 1280 px (the text and the product say more), so the list fits a tablet.
    {
      key: "author",
      header: t("admin.reviews.col.author"),
      className: "hidden xl:table-cell",
      cell: (r) => (
        <Link to={`${PATH}?autor=${encodeURIComponent(r.authorId)}`} aria-label={t("admin.reviews.authorLink", { name: r.authorName })} className="underline-offset-2 hover:underline">
          {r.authorName}
        </Link>
      ),
    },
    {
      key: "rating",
      header: t("admin.reviews.rating"),
      className: "hidden sm:table-cell",
      cell: (r) => (
        <span className="flex items-center gap-1.5 whitespace-nowrap">
          <StarRating value={r.rating} />
          <span aria-hidden="true" className="text-sm tabular-nums">
            {r.rating}/5
          </span>
        </span>
      ),
    },
    // Plain text (React escapes it): a review can never inject markup into the panel.
    {
      key: "text",
      header: t("admin.reviews.col.text"),
      className: "hidden sm:table-cell",
      cell: (r) => (
        <div className="min-w-40 max-w-sm">
          <span className="line-clamp-3 block text-sm">{r.excerpt}</span>
          {r.moderated ? <span className="block text-xs text-slate-600 italic dark:text-slate-300">{t("admin.reviews.moderated")}</span> : null}
          <OpenReports reports={r.reports} />
        </div>
      ),
    },
    // The 'helpful' votes sit under the date: a column of their own pushed the actions past the edge at 1280 px.
    {
      key: "date",
      header: t("admin.reviews.col.date"),
      className: "hidden sm:table-cell",
      cell: (r) => (
        <span className="whitespace-nowrap">
          <time dateTime={r.createdAt}>{fmt.date(r.createdAt)}</time>
          <span className="block text-xs text-slate-600 dark:text-slate-300">{t("admin.reviews.helpfulCount", { n: fmt.count(r.helpfulCount) })}</span>
        </span>
      ),
    },
    {
      key: "actions",
      pinned: true,
      header: t("admin.common.actions"),
      cell: (r) => (
        <div className="flex flex-col items-start gap-1">
          <KeepReviewButton row={r} />
          <RedactReviewButton row={r} />
          <DeleteReviewButton row={r} />
        </div>
      ),
    },
  ];
  const without = (param: string) => {
    const rest = new URLSearchParams(location.search);
    rest.delete(param);
    rest.delete("page");
    return `${PATH}${rest.size ? `?${rest}` : ""}`;
  };
  return (
    <div className="space-y-6">
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold text-slate-900 sm:text-3xl dark:text-white">
        {t("admin.reviews.heading")}
      </h1>
      {filters.productId ? (
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm text-slate-700 dark:text-slate-200">
          <span className="font-medium">{productTitle ? t("admin.reviews.productFilter", { title: productTitle }) : t("admin.reviews.unknownProduct")}</span>
          <Link to={without("produkt")} className="font-semibold text-brand-700 underline dark:text-brand-100">
            {t("admin.reviews.allProducts")}
          </Link>
        </p>
      ) : null}
      {filters.authorId ? (
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm text-slate-700 dark:text-slate-200">
          <span className="font-medium">{authorName ? t("admin.reviews.authorFilter", { name: authorName }) : t("admin.reviews.unknownAuthor")}</span>
          <Link to={without("autor")} className="font-semibold text-brand-700 underline dark:text-brand-100">
            {t("admin.reviews.allAuthors")}
          </Link>
        </p>
      ) : null}
      <ReportQueueNotice waiting={reportedWaiting} showingQueue={filters.reported} allHref={without("zgloszone")} queueHref={`${PATH}?zgloszone=1`} />
      {/* ADR 197: what moderators removed or corrected, as it was (one person's, when filtered by author). */}
      <p className="text-sm">
        <Link
          to={`${PATH}/moderowane${filters.authorId ? `?autor=${encodeURIComponent(filters.authorId)}` : ""}`}
          className="font-semibold text-brand-700 underline dark:text-brand-100"
        >
          {t("admin.reviews.moderatedLink")}
        </Link>
      </p>
      <ActionResultMessage />
      {savedViews}
      <ReviewFilters filters={filters} />
      <p className="text-sm text-slate-700 dark:text-slate-200" aria-live="polite">
        {t("admin.common.found", { count: fmt.count(list.total) })}
      </p>
      {list.rows.length ? <BulkDelete selected={selected} /> : null}
      <ListLoading label={t("admin.reviews.loading")}>
        <DataTable
          caption={t("admin.reviews.caption")}
          columns={columns}
          rows={list.rows}
          rowKey={(r) => r.id}
          selection={{
            name: "ids",
            form: BULK_FORM_ID,
            label: (r) => t("admin.reviews.select", { author: r.authorName, title: r.productTitle }),
            onCountChange: setSelected,
          }}
          empty={
            filtered ? (
              <MessageBox tone="info" title={t("admin.reviews.noMatchTitle")}>
                {t("admin.reviews.noMatchText")}{" "}
                <Link to={PATH} className="underline">
                  {t("admin.reviews.clearFilters")}
                </Link>
              </MessageBox>
            ) : (
              <MessageBox tone="info" title={t("admin.reviews.emptyTitle")}>
                {t("admin.reviews.emptyText")}
              </MessageBox>
            )
          }
        />
      </ListLoading>
      <Pagination page={list.page} pageCount={list.pageCount} searchParams={new URLSearchParams(location.search)} pathname={PATH} />
    </div>
  );
}
