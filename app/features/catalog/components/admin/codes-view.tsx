// spec: admin §2 Product codes — statistics (per category, the 10 newest), the generator, search by
// code or product id with a category filter, the list with copy-code/copy-link ('Skopiowano!' 2 s),
// and issue #11's working Export, Import and Edit.
import { ActionResultMessage } from "~/components/ui/action-result-message";
import { Download } from "lucide-react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { GetForm } from "~/components/ui/get-form";
import { inputClass, secondaryButtonClass } from "~/components/ui/classes";
import { DataTable, type Column } from "~/components/ui/data-table";
import { MessageBox } from "~/components/ui/message-box";
import { Pagination } from "~/components/ui/pagination";
import { useFormat, useT } from "~/i18n/i18n";
import type { ActionResult } from "~/utils/form";
import type { CategoryChoice } from "../../admin-product-form.server";
import type { CodeFilters, CodeRow } from "../../product-codes.server";
import { CODE_STATES } from "../../code-states";
import { CodeGenerator } from "./codes-generator";
import { CopyButton } from "~/components/ui/copy-button";
import { CsvImportForm } from "./csv-import-form";
import { AssignCode, EDIT_CODE_FETCHER, EditCode } from "./code-row-forms";
import { useDeleteAnswer, useOnEachAnswer } from "~/components/ui/use-delete-answer";
import { useCallback, useRef, type ReactNode } from "react";

type Props = {
  list: { rows: CodeRow[]; total: number; page: number; pageCount: number };
  stats: { perCategory: { categoryCode: string; name: string; total: number; assigned: number }[]; recent: CodeRow[]; total: number };
  categories: CategoryChoice[];
  generatorKey: string;
  filters: CodeFilters;
  /** ADR 178: the saved views toolbar (the admin layer's, handed in by the route). */
  savedViews?: ReactNode;
};

/** The public product URL a copied link points at: the alias page, else the code catch-all. */
export function productPath(row: Pick<CodeRow, "code" | "urlAlias">): string {
  return row.urlAlias ? `/produkty/${row.urlAlias}` : `/${row.code}`;
}

const WHOLE_CODE = /^[A-Za-z]{2}-[A-Za-z]{2}-[0-9]{3}$/;

/**
 * A list filtered by one whole code follows that code's change: after "Edytuj kod" it showed "Brak
 * kodów pasujących do filtrów" (session 37 review), as the code it was filtered by had just gone.
 */
function useFilterFollowsChangedCode(q: string | undefined) {
  const fetcher = useFetcher<ActionResult<{ code: string }>>({ key: EDIT_CODE_FETCHER });
  const navigate = useNavigate();
  const location = useLocation();
  const changed = fetcher.state === "idle" && fetcher.data?.ok ? fetcher.data : null;
  const follow = useCallback(
    (answer: ActionResult<{ code: string }>) => {
      const code = answer.ok ? answer.data?.code : undefined;
      if (!code || !q || !WHOLE_CODE.test(q.trim()) || q.trim().toUpperCase() === code) return;
      const params = new URLSearchParams(location.search);
      params.set("q", code);
      params.delete("page");
      navigate(`${location.pathname}?${params}`, { replace: true, preventScrollReset: true });
    },
    [q, location.pathname, location.search, navigate],
  );
  useOnEachAnswer(changed, follow);
}

export function CodesView({ list, stats, categories, filters, savedViews, generatorKey }: Props) {
  const location = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDeleteAnswer(EDIT_CODE_FETCHER, headingRef);
  useFilterFollowsChangedCode(filters.q);
  const t = useT();
  const format = useFormat();
  const origin = () => window.location.origin;
  const filtered = Boolean(filters.q || filters.category || filters.state !== "active");
  const columns: Column<CodeRow>[] = [
    { key: "code", header: t("admin.codes.code"), rowHeader: true, cell: (r) => <code className="whitespace-nowrap font-semibold">{r.code}</code> },
    { key: "category", header: t("admin.codes.categoryType"), cell: (r) => `${r.categoryCode} / ${r.typeCode}` },
    // min-w: when the table scrolls on a phone, a title keeps whole words on a line (ADR 187).
    { key: "product", header: t("admin.common.product"), className: "min-w-40", cell: (r) => (r.productId ? <span>{r.productTitle ?? "—"} <code className="block text-xs text-slate-600 dark:text-slate-300" title={r.productId}>{r.productId.slice(0, 8)}</code></span> : <span className="text-slate-600 dark:text-slate-300">{t("admin.codes.unassigned")}</span>) },
    { key: "active", header: t("admin.codes.active"), cell: (r) => (r.isActive ? t("admin.common.yes") : r.currentCode && r.currentCode !== r.code ? t("admin.codes.replacedBy", { code: r.currentCode }) : t("admin.common.no")) },
    { key: "created", header: t("admin.codes.created"), cell: (r) => <time dateTime={r.createdAt}>{format.date(r.createdAt)}</time> },
    {
      key: "actions",
      pinned: "xl", // ADR 193: copy buttons and the edit form: pinned only where they take under a quarter
      header: t("admin.common.actions"),
      cell: (r) => (
        <div className="flex flex-col items-start gap-1">
          <CopyButton text={() => r.code} label={t("admin.codes.copyCode")} accessibleLabel={t("admin.codes.copyCodeOf", { code: r.code })} />
          {/* ADR 145: a replaced code is history: its link and its edit belong to the code in use. */}
          {r.productId && r.isActive ? <CopyButton text={() => origin() + productPath(r)} label={t("admin.codes.copyLink")} accessibleLabel={t("admin.codes.copyLinkOf", { code: r.code })} /> : null}
          {r.isActive ? <EditCode row={r} /> : null}
          {r.productId ? null : <AssignCode row={r} />}
        </div>
      ),
    },
  ];
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold text-slate-900 sm:text-3xl dark:text-white">
          {t("admin.section.productCodes")}
        </h1>
        {/* A document download, not a client navigation (reloadDocument). */}
        <a href="/admin/kody/eksport" download className={secondaryButtonClass}>
          <Download aria-hidden className="size-4" />
          {t("admin.codes.exportCsv")}
        </a>
      </div>
      <ActionResultMessage />
      <section aria-labelledby="codes-stats" className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-2">
          <h2 id="codes-stats" className="text-lg font-bold text-slate-900 dark:text-white">
            {t("admin.codes.stats", { total: format.count(stats.total), count: stats.total })}
          </h2>
          <table className="w-full text-sm">
            <caption className="sr-only">{t("admin.codes.byCategory")}</caption>
            <thead>
              <tr className="text-left">
                <th scope="col" className="py-1">{t("admin.common.category")}</th>
                <th scope="col" className="py-1 text-right">{t("admin.codes.codes")}</th>
                <th scope="col" className="py-1 text-right">{t("admin.codes.assigned")}</th>
              </tr>
            </thead>
            <tbody>
              {stats.perCategory.map((c) => (
                <tr key={c.categoryCode} className="border-t border-slate-200 dark:border-slate-700">
                  <th scope="row" className="py-1 text-left font-normal">{c.name} ({c.categoryCode})</th>
                  <td className="py-1 text-right tabular-nums">{format.count(c.total)}</td>
                  <td className="py-1 text-right tabular-nums">{format.count(c.assigned)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="space-y-2">
          <h2 id="codes-recent" className="text-lg font-bold text-slate-900 dark:text-white">{t("admin.codes.recent")}</h2>
          {stats.recent.length === 0 ? (
            <p className="text-sm">{t("admin.codes.noneYet")}</p>
          ) : (
            <ol className="space-y-1 text-sm" aria-labelledby="codes-recent">
              {stats.recent.map((r) => (
                <li key={r.id}>
                  <code className="font-semibold">{r.code}</code> {r.productTitle ? `— ${r.productTitle}` : t("admin.codes.recentUnassigned")}
                </li>
              ))}
            </ol>
          )}
        </div>
      </section>
      <CodeGenerator categories={categories} submissionKey={generatorKey} />
      <CsvImportForm action="/admin/kody" id="codes-import" title={t("admin.codes.importTitle")} hint={t("admin.codes.importHint")} />
      <section aria-labelledby="codes-list" className="space-y-4">
        <h2 id="codes-list" className="text-lg font-bold text-slate-900 dark:text-white">{t("admin.codes.list")}</h2>
        {savedViews}
        <GetForm role="search" aria-label={t("admin.codes.searchForm")} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1 space-y-1.5">
            <label htmlFor="codes-q" className="block text-sm font-medium">{t("admin.codes.search")}</label>
            <input key={filters.q} id="codes-q" name="q" type="search" defaultValue={filters.q} className={inputClass} />
          </div>
          <div className="space-y-1.5 sm:w-56">
            <label htmlFor="codes-category" className="block text-sm font-medium">{t("admin.common.category")}</label>
            <select id="codes-category" name="kategoria" defaultValue={filters.category ?? ""} className={inputClass}>
              <option value="">{t("admin.codes.allCategories")}</option>
              {categories.map((c) => (
                <option key={c.code} value={c.code}>{c.name}</option>
              ))}
            </select>
          </div>
          <div className="space-y-1.5 sm:w-56">
            <label htmlFor="codes-state" className="block text-sm font-medium">{t("admin.codes.state")}</label>
            <select id="codes-state" name="stan" defaultValue={filters.state === "active" ? "" : CODE_STATES[filters.state]} className={inputClass}>
              <option value="">{t("admin.codes.stateActive")}</option>
              <option value={CODE_STATES.inactive}>{t("admin.codes.stateInactive")}</option>
              <option value={CODE_STATES.all}>{t("admin.codes.stateAll")}</option>
            </select>
          </div>
          <button type="submit" className={secondaryButtonClass}>{t("admin.common.filter")}</button>
        </GetForm>
        <p className="text-sm text-slate-700 dark:text-slate-200" aria-live="polite">{t("admin.common.found", { count: format.count(list.total) })}</p>
        <DataTable
          caption={t("admin.section.productCodes")}
          columns={columns}
          rows={list.rows}
          rowKey={(r) => r.id}
          empty={<MessageBox tone="info" title={filtered ? t("admin.codes.noMatchTitle") : t("admin.codes.noneYetTitle")}>{filtered ? t("admin.codes.noMatchHint") : t("admin.codes.noneYetHint")}</MessageBox>}
        />
        <Pagination page={list.page} pageCount={list.pageCount} searchParams={new URLSearchParams(location.search)} pathname="/admin/kody" />
      </section>
    </div>
  );
}
