// ADR 171: the Tagi screen — search, the table of tags with their product counts (sorted by name or
// count, paged), each tag a link to its products in the product list, rename and remove per row.
import { Pencil } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import { Link, useActionData, useFetcher, useLocation } from "react-router";
import { GetForm } from "~/components/ui/get-form";
import { rowActionClass, secondaryButtonClass } from "~/components/ui/classes";
import { DataTable, type Column } from "~/components/ui/data-table";
import { TextField } from "~/components/ui/field";
import { ListLoading } from "~/components/ui/list-loading";
import { MessageBox } from "~/components/ui/message-box";
import { Pagination } from "~/components/ui/pagination";
import { useDeleteAnswer, useRefocusWhenLost } from "~/components/ui/use-delete-answer";
import { useFormFollowsUrl } from "~/components/ui/use-form-follows-url";
import { useFormat, useT } from "~/i18n/i18n";
import type { TagFilters, TagList, TagRow } from "../../tag-admin";
import { RemoveTagButton, RENAME_FETCHER, REMOVE_FETCHER, RenameTagDialog, RenameTagPanel, type TagAnswer } from "./tag-dialogs";

const PATH = "/admin/tagi";

type Props = {
  list: TagList;
  filters: TagFilters;
  renaming: TagRow | null;
  /** ADR 178: the saved views toolbar (the admin layer's, handed in by the route). */
  savedViews?: ReactNode;
};

/** The list's query without the rename panel's `zmien` (where the row forms post and return). */
function useListSearch(): URLSearchParams {
  const params = new URLSearchParams(useLocation().search);
  params.delete("zmien");
  return params;
}

/**
 * A row's rename button: with JavaScript it opens the dialog; without, its GET form opens the page
 * with the rename form (?zmien=<tag>), keeping the list's search, order and page.
 */
function RenameButton({ row, onOpen }: { row: TagRow; onOpen: (row: TagRow) => void }) {
  const t = useT();
  const params = useListSearch();
  return (
    <form method="get" action={PATH} onSubmit={(event) => (event.preventDefault(), onOpen(row))}>
      {[...params].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="zmien" value={row.tag} />
      <button type="submit" className={rowActionClass} aria-label={t("admin.tags.renameNamed", { tag: row.tag })}>
        <Pencil aria-hidden className="size-4 shrink-0" />
        {/* Icons only on a phone, as on Opinie: the words made each row four lines tall. */}
        <span className="sr-only sm:not-sr-only">{t("admin.tags.rename")}</span>
      </button>
    </form>
  );
}

/** The page's own action answer (a plain post), except what the rename panel shows itself. */
function PageAnswer({ panelShown }: { panelShown: boolean }) {
  const answer = useActionData<TagAnswer>();
  if (!answer || answer.ok || !answer.message) return null;
  if (panelShown && (answer.data?.into || answer.fieldErrors.name)) return null;
  return <MessageBox tone="error">{answer.message}</MessageBox>;
}

function TagSearch({ filters }: { filters: TagFilters }) {
  const t = useT();
  const formRef = useFormFollowsUrl({ q: filters.q });
  const params = new URLSearchParams(useLocation().search);
  return (
    <GetForm ref={formRef} role="search" aria-label={t("admin.tags.searchForm")} className="flex flex-wrap items-end gap-3">
      {params.get("sort") ? <input type="hidden" name="sort" value={filters.sort.key} /> : null}
      {params.get("dir") ? <input type="hidden" name="dir" value={filters.sort.dir} /> : null}
      <div className="min-w-0 flex-1 basis-56">
        <TextField label={t("admin.tags.searchLabel")} name="q" id="tagi-szukaj" type="search" defaultValue={filters.q} />
      </div>
      <button type="submit" className={secondaryButtonClass}>
        {t("admin.tags.search")}
      </button>
    </GetForm>
  );
}

export function TagsView({ list, filters, renaming, savedViews }: Props) {
  const t = useT();
  const fmt = useFormat();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [dialogRow, setDialogRow] = useState<TagRow | null>(null);
  useDeleteAnswer(REMOVE_FETCHER, headingRef);
  // A renamed tag's row goes (its button with it): the focus continues from the heading.
  const renamed = useFetcher<TagAnswer>({ key: RENAME_FETCHER });
  useRefocusWhenLost(renamed.state === "idle" && renamed.data?.ok ? renamed.data : null, headingRef);
  const listSearch = useListSearch();
  const action = `${PATH}${listSearch.size ? `?${listSearch}` : ""}`;
  const columns: Column<TagRow>[] = [
    {
      key: "nazwa",
      header: t("admin.tags.col.tag"),
      sortable: true,
      rowHeader: true,
      cell: (r) => (
        <Link to={`/admin/produkty?tag=${encodeURIComponent(r.tag)}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-100">
          <span aria-hidden>#</span>
          {r.tag}
          <span className="sr-only"> — {t("admin.tags.showProducts")}</span>
        </Link>
      ),
    },
    {
      key: "produkty",
      header: t("admin.tags.col.products"),
      sortable: true,
      cell: (r) => (
        <span className="whitespace-nowrap tabular-nums">
          {fmt.count(r.products)}
          <span className="block text-xs text-slate-600 dark:text-slate-300">{t("admin.tags.visible", { count: fmt.count(r.visible) })}</span>
        </span>
      ),
    },
    {
      key: "actions",
      pinned: true,
      header: t("admin.common.actions"),
      cell: (r) => (
        <div className="flex items-center gap-1">
          <RenameButton row={r} onOpen={setDialogRow} />
          <RemoveTagButton row={r} action={action} />
        </div>
      ),
    },
  ];
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold text-slate-900 sm:text-3xl dark:text-white">
          {t("admin.tags.heading")}
        </h1>
        <p className="max-w-3xl text-sm text-slate-700 dark:text-slate-200">{t("admin.tags.intro")}</p>
      </div>
      <PageAnswer panelShown={renaming !== null} />
      {renaming ? <RenameTagPanel key={renaming.tag} row={renaming} closeHref={action} /> : null}
      {savedViews}
      <TagSearch filters={filters} />
      <p className="text-sm text-slate-700 dark:text-slate-200" aria-live="polite">
        {t("admin.common.found", { count: fmt.count(list.total) })}
      </p>
      <ListLoading label={t("admin.tags.loading")}>
        <DataTable
          caption={t("admin.tags.caption")}
          columns={columns}
          rows={list.rows}
          rowKey={(r) => r.tag}
          sort={filters.sort}
          empty={
            filters.q ? (
              <MessageBox tone="info" title={t("admin.tags.noMatchTitle")}>
                <Link to={PATH} className="underline">
                  {t("admin.tags.clearSearch")}
                </Link>
              </MessageBox>
            ) : (
              <MessageBox tone="info" title={t("admin.tags.emptyTitle")}>
                {t("admin.tags.emptyText")}
              </MessageBox>
            )
          }
        />
      </ListLoading>
      <Pagination page={list.page} pageCount={list.pageCount} searchParams={listSearch} pathname={PATH} />
      <RenameTagDialog row={dialogRow} action={action} onClose={() => setDialogRow(null)} />
    </div>
  );
}
