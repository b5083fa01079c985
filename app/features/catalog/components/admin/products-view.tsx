// spec: admin §2 Products — search and filters (./product-list-filters, ADR 128), the table, paging, empty states, delete.
import { ActionResultMessage } from "~/components/ui/action-result-message";
import { Archive, Download, Eye, Pencil, Plus } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useDeleteAnswer } from "~/components/ui/use-delete-answer";
import { DataTable, type Column } from "~/components/ui/data-table";
import { linkClass, primaryButtonInlineClass, rowActionClass, secondaryButtonClass } from "~/components/ui/classes";
import { MessageBox } from "~/components/ui/message-box";
import { Pagination } from "~/components/ui/pagination";
import { can } from "~/features/access/permissions";
import { useOptionalUser } from "~/features/access/use-optional-user";
import { variantUrl } from "~/features/media/image-variants";
import { useFormat, useT } from "~/i18n/i18n";
import type { AdminProductFilters, AdminProductList, AdminProductRow } from "../../admin-product-list.server";
import { useLeftoverDraftReopen } from "./product-drafts";
import { discountBadge, reducedFrom } from "../../format";
import { productPath } from "../../links";
import { CsvImportForm } from "./csv-import-form";
import { DELETE_FETCHER, DeleteButton } from "./delete-product-button";
import { BULK_FORM_ID, ProductsBulkBar } from "./products-bulk-bar";
import { isFiltered, ProductListFilters, TagFilterNotice, useClearFiltersHref } from "./product-list-filters";
import { ProductRowBadges } from "./product-row-badges";

// On a touch screen each row action is a 40 px target (review, session 30: 32×24 px, stacked 4 px apart).

type Props = {
  list: AdminProductList;
  categories: { id: string; name: string }[];
  filters: AdminProductFilters;
  allCategories: { code: string; name: string }[];
  /** ADR 178: the saved views toolbar (the admin layer's, handed in by the route). */
  savedViews?: ReactNode;
};

export function AdminProductsView({ list, categories, filters, allCategories, savedViews }: Props) {
  const user = useOptionalUser();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDeleteAnswer(DELETE_FETCHER, headingRef);
  const location = useLocation();
  const t = useT();
  const fmt = useFormat();
  useLeftoverDraftReopen();
  const [selectedCount, setSelectedCount] = useState(0);
  const filtered = isFiltered(filters);
  const clearHref = useClearFiltersHref();
  const editHref = (id: string) => `/admin/produkty/${id}${location.search}`;
  const columns: Column<AdminProductRow>[] = [
    {
      key: "image",
      header: t("editor.products.col.image"),
      // The thumbnail and the category give way below 1280 px, so the list fits a tablet in landscape.
      // ADR 192: the 320 px copy, sharp in the 48 px box at any density, not the 1200 px original.
      className: "hidden xl:table-cell",
      cell: (r) =>
        r.imageUrl ? (
          <img src={variantUrl(r.imageUrl, 320)} alt="" width={48} height={48} loading="lazy" decoding="async" className="size-12 rounded object-cover" />
        ) : (
          <span className="text-xs text-slate-600 dark:text-slate-300">{t("editor.products.noImage")}</span>
        ),
    },
    // Below 640 px the code and the badges sit under the title and their columns give way, as the
    // views do: title, price and actions fit a phone without scrolling (the pinned actions covered the
    // price, a review found), and a scam or trending product still says so in the list.
    {
      key: "title",
      header: t("editor.products.col.title"),
      sortable: true,
      rowHeader: true,
      cell: (r) => (
        <>
          {/* A title pasted with one very long word (model numbers) breaks inside it instead of pushing
              the other columns under the pinned actions (review, session 30). */}
          <span className="font-semibold [overflow-wrap:anywhere]">{r.title}</span>
          <span className="mt-1 block text-xs font-normal text-slate-600 sm:hidden dark:text-slate-300">
            {r.code ?? t("editor.products.noCode")}
          </span>
          <ProductRowBadges row={r} layout="mt-1 flex sm:hidden" />
        </>
      ),
    },
    // The id sits under the code in its short form (full id in the tooltip and the CSV export): a
    // column of its own pushed the actions past the edge at 1366 px.
    {
      key: "code",
      header: t("editor.products.col.code"),
      className: "hidden sm:table-cell",
      cell: (r) => (
        <span className="whitespace-nowrap">
          {r.code ?? <span className="text-slate-600 dark:text-slate-300">{t("editor.products.noCode")}</span>}
          <code className="block text-xs text-slate-600 dark:text-slate-300" title={r.id}>
            {r.id.slice(0, 8)}
          </code>
        </span>
      ),
    },
    {
      key: "category",
      header: t("editor.products.category"),
      className: "hidden xl:table-cell",
      cell: (r) => r.categoryName ?? "—",
    },
    {
      key: "price",
      header: t("editor.products.col.price"),
      sortable: true,
      cell: (r) => {
        const amount = r.priceDiscounted ?? r.priceOriginal;
        if (amount === null) return "—";
        // ADR 120: what the public pages announce, so the editor sees it without opening the product.
        const was = reducedFrom(r);
        return (
          <span className="whitespace-nowrap">
            {fmt.money(amount, r.priceCurrency)}
            {was !== null ? (
              <span
                className="mt-1 block w-fit rounded-full sm:ml-1.5 sm:mt-0 sm:inline bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-900 dark:bg-red-950 dark:text-red-100"
                title={t("editor.products.reducedFrom", { price: fmt.money(was, r.priceCurrency) })}
              >
                {discountBadge(r)}
                <span className="sr-only">
                  {" "}
                  {t("editor.products.reducedFrom", { price: fmt.money(was, r.priceCurrency) })}
                </span>
              </span>
            ) : null}
          </span>
        );
      },
    },
    {
      key: "badges",
      header: t("editor.products.col.badges"),
      className: "hidden sm:table-cell",
      cell: (r) => <ProductRowBadges row={r} layout="flex" />,
    },
    // The shop clicks (issue #11) sit under the views: one column fewer keeps the actions on screen.
    {
      key: "views",
      header: t("editor.products.col.views"),
      sortable: true,
      className: "hidden sm:table-cell",
      cell: (r) => (
        <span className="whitespace-nowrap">
          {fmt.count(r.views)}
          <span className="block text-xs text-slate-600 dark:text-slate-300">
            {t("editor.products.clicks", { n: fmt.count(r.clicks), count: r.clicks })}
          </span>
        </span>
      ),
    },
    {
      key: "actions",
      pinned: true,
      header: t("editor.products.col.actions"),
      cell: (r) => (
        <div className="flex flex-wrap items-center gap-1">
          {/* Review (session 27): the public page, as the post list's preview (a new tab). */}
          <a
            href={productPath(r.id)}
            target="_blank"
            rel="noopener"
            className={rowActionClass}
            aria-label={t("editor.products.viewNamed", { title: r.title })}
            title={t("editor.products.view")}
          >
            <Eye aria-hidden className="size-4" />
          </a>
          <Link
            to={editHref(r.id)}
            className={rowActionClass}
            aria-label={t("editor.products.editNamed", { title: r.title })}
            title={t("editor.products.edit")}
          >
            <Pencil aria-hidden className="size-4" />
            {/* Icons only until the table has room (the accessible name stays 'Edytuj: …'). */}
            <span className="sr-only 2xl:not-sr-only">{t("editor.products.edit")}</span>
          </Link>
          {can(user, "product:delete") ? <DeleteButton row={r} /> : null}
        </div>
      ),
    },
  ];
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-extrabold text-slate-900 sm:text-3xl dark:text-white"
        >
          {t("editor.products.heading")}
        </h1>
        <div className="flex flex-wrap gap-2">
          {/* issue #11 point 3: the filtered list as CSV (a document download). */}
          <a href={`/admin/produkty/eksport${location.search}`} download className={secondaryButtonClass}>
            <Download aria-hidden className="size-4" />
            {t("editor.products.exportCsv")}
          </a>
          {/* ADR 206: deleted products' old addresses and their replacements. */}
          {can(user, "product:delete") ? (
            <Link to="/admin/produkty/usuniete" className={secondaryButtonClass}>
              <Archive aria-hidden className="size-4" />
              {t("admin.removed.link")}
            </Link>
          ) : null}
          {can(user, "product:create") ? (
            <Link to={`/admin/produkty/nowy${location.search}`} className={primaryButtonInlineClass}>
              <Plus aria-hidden className="size-4" />
              {t("editor.products.add")}
            </Link>
          ) : null}
        </div>
      </div>
      <ActionResultMessage />
      {savedViews}
      <TagFilterNotice tag={filters.tag} />
      <ProductListFilters filters={filters} categories={categories} />
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm">
        <p className="text-slate-700 dark:text-slate-200" aria-live="polite">
          {t("editor.products.found", { count: fmt.count(list.total) })}
        </p>
        {filtered ? (
          <Link to={clearHref} className={linkClass}>
            {t("editor.products.clearFilters")}
          </Link>
        ) : null}
      </div>
      <ProductsBulkBar
        categories={allCategories}
        canDelete={can(user, "product:delete")}
        selectedCount={selectedCount}
        pageRows={list.rows.length}
        total={list.total}
      />
      <DataTable
        caption={t("editor.products.caption")}
        columns={columns}
        rows={list.rows}
        rowKey={(r) => r.id}
        selection={{
          name: "ids",
          form: BULK_FORM_ID,
          label: (r) => t("editor.products.select", { title: r.title }),
          onCountChange: setSelectedCount,
        }}
        sort={filters.sort}
        empty={
          filtered ? (
            <MessageBox tone="info" title={t("editor.products.noMatchTitle")}>
              {t("editor.products.noMatchText")}{" "}
              <Link to={clearHref} className="underline">
                {t("editor.products.clearFilters")}
              </Link>
            </MessageBox>
          ) : (
            <MessageBox tone="info" title={t("editor.products.emptyTitle")}>
              {t("editor.products.emptyText")}
            </MessageBox>
          )
        }
      />
      <Pagination
        page={list.page}
        pageCount={list.pageCount}
        searchParams={new URLSearchParams(location.search)}
        pathname="/admin/produkty"
      />
      {can(user, "product:create") ? (
        <CsvImportForm
          action={`/admin/produkty${location.search}`}
          id="products-import"
          title={t("editor.products.importTitle")}
          hint={t("editor.products.importHint")}
        />
      ) : null}
    </div>
  );
}
