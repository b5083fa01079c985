import { Eye, Pencil } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { GetForm } from "~/components/ui/get-form";
import type { ReactNode, RefObject } from "react";
import { dangerOutlineButtonClass, secondaryButtonClass } from "~/components/ui/classes";
import { ConfirmForm } from "~/components/ui/confirm-dialog";
import { ListLoading } from "~/components/ui/list-loading";
import { DataTable, type Column } from "~/components/ui/data-table";
import { SelectField, TextField } from "~/components/ui/field";
import { useDeleteAnswer } from "~/components/ui/use-delete-answer";
import { variantUrl } from "~/features/media/image-variants";
import { useFormat, useT, type MessageKey } from "~/i18n/i18n";
import { postTypeName } from "../../labels";
import type { AdminPostFilters, AdminPostRow, AdminPostStats } from "../../post-admin.server";
import { DraftBadge, TypeBadge } from "../label-badge";

// spec: admin §8 Confirmations and §3 (unknown author): the texts are editor.blog.* in the catalogue.

const STATUS_OPTIONS: { value: string; label: MessageKey }[] = [
  { value: "published", label: "editor.blog.stat.published" },
  { value: "draft", label: "editor.blog.stat.drafts" },
  { value: "featured", label: "editor.blog.stat.featured" },
  { value: "scheduled", label: "editor.blog.stat.scheduled" },
  { value: "submitted", label: "editor.blog.status.submitted" },
  { value: "returned", label: "editor.blog.status.returned" },
];
const TYPE_OPTIONS = ["review", "collection", "scam-alert"].map((value) => ({ value, label: postTypeName(value) }));

export function AdminPostStatsCards({ stats }: { stats: AdminPostStats }) {
  const t = useT();
  const cards = [
    [t("editor.blog.stat.all"), stats.all],
    [t("editor.blog.stat.published"), stats.published],
    [t("editor.blog.stat.drafts"), stats.drafts],
    [t("editor.blog.stat.featured"), stats.featured],
    [t("editor.blog.stat.scheduled"), stats.scheduled],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {cards.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
          <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AdminPostFiltersForm({ filters }: { filters: AdminPostFilters }) {
  const t = useT();
  return (
    <GetForm role="search" aria-label={t("editor.blog.filters")} className="grid gap-3 sm:grid-cols-[1fr_12rem_12rem_auto] sm:items-end">
      <TextField label={t("editor.blog.search")} name="q" type="search" defaultValue={filters.q} />
      <SelectField label={t("editor.blog.type")} name="typ" options={TYPE_OPTIONS} placeholder={t("editor.blog.allTypes")} defaultValue={filters.type} />
      <SelectField label={t("editor.blog.status")} name="status" options={STATUS_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))} placeholder={t("editor.blog.allStatuses")} defaultValue={filters.status} />
      <button type="submit" className={secondaryButtonClass}>
        {t("editor.blog.filter")}
      </button>
    </GetForm>
  );
}

/** A scheduled post's date with its hour: the hour is what the editor planned (owner review, session 32). */
function PostDate({ row }: { row: AdminPostRow }) {
  const fmt = useFormat();
  return <time dateTime={row.date}>{row.isScheduled ? fmt.dateTime(row.date) : fmt.date(row.date)}</time>;
}

function StatusBadges({ row }: { row: AdminPostRow }) {
  const t = useT();
  const badge = "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset";
  return (
    <span className="flex flex-wrap gap-1">
      {row.isPublished ? (
        row.isScheduled ? (
          <span className={`${badge} bg-sky-100 text-sky-900 ring-sky-200 dark:bg-sky-950 dark:text-sky-100 dark:ring-sky-800`}>{t("editor.blog.scheduled")}</span>
        ) : (
          <span className={`${badge} bg-emerald-100 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800`}>{t("editor.blog.published")}</span>
        )
      ) : (
        <DraftBadge />
      )}
      {row.submission === "submitted" && (
        <span className={`${badge} bg-violet-100 text-violet-900 ring-violet-200 dark:bg-violet-950 dark:text-violet-100 dark:ring-violet-800`}>{t("editor.blog.badge.submitted")}</span>
      )}
      {row.submission === "returned" && (
        <span className={`${badge} bg-orange-100 text-orange-900 ring-orange-200 dark:bg-orange-950 dark:text-orange-100 dark:ring-orange-800`}>{t("editor.blog.badge.returned")}</span>
      )}
      {row.isFeatured && <span className={`${badge} bg-amber-100 text-amber-900 ring-amber-200 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800`}>{t("editor.blog.featured")}</span>}
    </span>
  );
}

// The rows' buttons submit through these keyed fetchers; the page reads the answers (useAdminPostAnswers):
// a row's own fetcher could lose its toast when the answer's reload removes the row (ADR 132).
const TOGGLE_FETCHER = "admin-blog-toggle";
const DELETE_FETCHER = "admin-blog-delete";

/**
 * Each answer of the list's actions as a toast (the server's message: 'Wpis został opublikowany.' …).
 * A toggle keeps focus on its button, which now offers the opposite; when the row went (deleted, or
 * no longer matching the filter) focus continues from `heading`, not from the top of the page.
 */
export function useAdminPostAnswers(heading: RefObject<HTMLElement | null>) {
  useDeleteAnswer(TOGGLE_FETCHER, heading);
  useDeleteAnswer(DELETE_FETCHER, heading);
}

/** A row's switch (publish, feature) or "Opublikuj teraz" of a scheduled post (its date becomes now). */
function ToggleButton({ row, intent, label }: { row: AdminPostRow; intent: "publish" | "publishNow" | "feature"; label: string }) {
  const fetcher = useFetcher({ key: TOGGLE_FETCHER });
  const t = useT();
  const current = intent === "publish" ? row.isPublished : intent === "feature" ? row.isFeatured : false;
  // Not `disabled` while busy: disabling the focused button dropped focus to <body>. A second click
  // meanwhile is ignored instead (it would cancel the first answer's wait).
  return (
    <fetcher.Form
      method="post"
      action="/admin/blog"
      onSubmit={(event) => {
        if (fetcher.state !== "idle") event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="value" value={current ? "off" : "on"} />
      <button type="submit" className={secondaryButtonClass} aria-label={t("editor.blog.toggleNamed", { label, title: row.title })}>
        {label}
      </button>
    </fetcher.Form>
  );
}

/** spec: admin §2 — 'Ładowanie wpisów...' while the list loads again (the shared ListLoading). */
export function AdminPostListLoading({ children }: { children: ReactNode }) {
  const t = useT();
  return <ListLoading label={t("editor.blog.loading")}>{children}</ListLoading>;
}

function DeleteButton({ row }: { row: AdminPostRow }) {
  const fetcher = useFetcher({ key: DELETE_FETCHER });
  const t = useT();
  return (
    <ConfirmForm
      fetcher={fetcher as never}
      action="/admin/blog"
      fields={{ intent: "delete", id: row.id }}
      title={t("editor.blog.deleteTitle")}
      message={t("editor.blog.deleteConfirm")}
      confirmLabel={t("editor.blog.delete")}
      triggerLabel={t("editor.blog.deleteNamed", { title: row.title })}
      triggerClassName={dangerOutlineButtonClass}
    >
      {t("editor.blog.delete")}
    </ConfirmForm>
  );
}

type Permissions = { canPublish: boolean; canDelete: boolean };

export function AdminPostTable({ rows, permissions }: { rows: AdminPostRow[]; permissions: Permissions }) {
  const t = useT();
  const fmt = useFormat();
  const columns: Column<AdminPostRow>[] = [
    {
      key: "image",
      header: t("editor.blog.col.image"),
      // Below 1280 px the thumbnail and the author give way, so the list fits a tablet in landscape.
      // ADR 192: the 320 px copy for the 48 px box (an external address stays as it is).
      className: "hidden xl:table-cell",
      cell: (row) =>
        row.featuredImage ? <img src={variantUrl(row.featuredImage, 320)} alt="" width={48} height={48} loading="lazy" decoding="async" className="size-12 rounded-lg object-cover" /> : <span className="text-xs text-slate-600 dark:text-slate-300">{t("editor.blog.noImage")}</span>,
    },
    {
      key: "title",
      header: t("editor.blog.col.title"),
      rowHeader: true,
      cell: (row) => (
        <>
          <span className="font-semibold">{row.title}</span>
          {/* Below 1536 px the excerpt column gives way (the actions stay on screen): it shows here. */}
          <span className="mt-1 line-clamp-2 block max-w-xs text-xs font-normal text-slate-600 2xl:hidden dark:text-slate-300">{row.excerpt}</span>
          {/* Below 640 px so do the type, status and date (review, session 27: the pinned actions
              covered them, so a phone could not tell drafts from published posts). */}
          <span className="mt-1 flex flex-wrap items-center gap-1 text-xs font-normal sm:hidden">
            <TypeBadge name={postTypeName(row.type)} />
            <StatusBadges row={row} />
            <PostDate row={row} />
          </span>
        </>
      ),
    },
    // The excerpt (spec: admin §2) as its own column on wide screens only, so the actions never end up past the edge.
    { key: "excerpt", header: t("editor.blog.col.excerpt"), className: "hidden 2xl:table-cell", cell: (row) => <span className="line-clamp-2 max-w-xs text-sm">{row.excerpt}</span> },
    { key: "type", header: t("editor.blog.col.type"), className: "hidden sm:table-cell", cell: (row) => <TypeBadge name={postTypeName(row.type)} /> },
    { key: "status", header: t("editor.blog.col.status"), className: "hidden sm:table-cell", cell: (row) => <StatusBadges row={row} /> },
    {
      key: "date",
      header: t("editor.blog.col.date"),
      className: "hidden sm:table-cell",
      // Below 1536 px the clicks show under the date: a column of their own went under the pinned actions
      // at 1280–1440 px (spec review, session 39), as the reviews' "helpful" votes do.
      cell: (row) => (
        <span className="whitespace-nowrap">
          <PostDate row={row} />
          <span className="block text-xs text-slate-600 2xl:hidden dark:text-slate-300">{t("editor.blog.clicksInline", { n: fmt.count(row.clicks) })}</span>
        </span>
      ),
    },
    { key: "author", header: t("editor.blog.col.author"), className: "hidden xl:table-cell", cell: (row) => row.authorName ?? t("editor.blog.unknownAuthor") },
    { key: "clicks", header: t("editor.blog.col.clicks"), className: "hidden 2xl:table-cell text-right tabular-nums", cell: (row) => fmt.count(row.clicks) },
    {
      key: "actions",
      pinned: "4xl", // ADR 193: five buttons, about 210 px wide
      header: t("editor.blog.col.actions"),
      // Wide enough for one row of buttons from sm up; on a phone they wrap (a 3 px sideways scroll at 390 px).
      className: "sm:min-w-52",
      cell: (row) => (
        <div className="flex flex-wrap gap-2">
          <a href={`/blog/${row.slug}`} target="_blank" rel="noopener" className={secondaryButtonClass} aria-label={t("editor.blog.preview", { title: row.title })}>
            <Eye aria-hidden="true" className="size-4" />
          </a>
          <Link to={`/blog/edytor/${row.slug}`} className={secondaryButtonClass} aria-label={t("editor.blog.edit", { title: row.title })}>
            <Pencil aria-hidden="true" className="size-4" />
          </Link>
          {permissions.canPublish && row.isScheduled ? <ToggleButton row={row} intent="publishNow" label={t("editor.blog.publishNow")} /> : null}
          {permissions.canPublish && <ToggleButton row={row} intent="publish" label={row.isPublished ? t("editor.blog.hide") : t("editor.blog.publish")} />}
          {permissions.canPublish && <ToggleButton row={row} intent="feature" label={row.isFeatured ? t("editor.blog.unfeature") : t("editor.blog.feature")} />}
          {permissions.canDelete && <DeleteButton row={row} />}
        </div>
      ),
    },
  ];
  return <DataTable caption={t("editor.blog.caption")} columns={columns} rows={rows} rowKey={(row) => row.id} empty={<p>{t("editor.blog.empty")}</p>} />;
}
