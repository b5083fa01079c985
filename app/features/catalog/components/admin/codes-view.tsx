// spec: admin §2 Product codes — statistics (per category, the 10 newest), the generator, search by
// code or product id with a category filter, the list with copy-code/copy-link ('Skopiowano!' 2 s),
// and issue #11's working Export, Import and Edit.
import { ActionResultMessage } from "~/components/ui/action-result-message";
import { Download } from "lucide-react";
import { Form, useFetcher, useLocation } from "react-router";
import { inputClass, secondaryButtonClass } from "~/components/ui/classes";
import { DataTable, type Column } from "~/components/ui/data-table";
import { MessageBox } from "~/components/ui/message-box";
import { Pagination } from "~/components/ui/pagination";
import { SubmitButton } from "~/components/ui/submit-button";
import { formatCount, plural } from "~/utils/format";
import type { ActionResult } from "~/utils/form";
import type { CategoryChoice } from "../../admin-product-form.server";
import type { CodeFilters, CodeRow } from "../../product-codes.server";
import { CodeGenerator } from "./codes-generator";
import { CopyButton } from "./copy-button";
import { CsvImportForm } from "./csv-import-form";
import { useFormErrors } from "~/components/ui/use-form-errors";
import { EditCodeSchema } from "../../code-form-schemas";

type Props = {
  list: { rows: CodeRow[]; total: number; page: number; pageCount: number };
  stats: { perCategory: { categoryCode: string; name: string; total: number; assigned: number }[]; recent: CodeRow[]; total: number };
  categories: CategoryChoice[];
  filters: CodeFilters;
};

/** The public product URL a copied link points at: the alias page, else the code catch-all. */
export function productPath(row: Pick<CodeRow, "code" | "urlAlias">): string {
  return row.urlAlias ? `/produkty/${row.urlAlias}` : `/${row.code}`;
}

function EditCode({ row }: { row: CodeRow }) {
  const fetcher = useFetcher<ActionResult<{ code: string }>>();
  const busy = fetcher.state !== "idle";
  const result = busy ? null : fetcher.data;
  const form = useFormErrors(EditCodeSchema, result, { message: "first" });
  if (!row.productId) return null;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-100">Edytuj kod</summary>
      <fetcher.Form method="post" action="/admin/kody" noValidate onSubmit={form.onSubmit} onChange={form.onChange} className="mt-2 flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="edit" />
        <input type="hidden" name="productId" value={row.productId} />
        <div className="space-y-1">
          <label htmlFor={`edit-${row.id}`} className="block text-xs font-medium">
            Nowy kod dla: {row.productTitle}
          </label>
          <input id={`edit-${row.id}`} name="code" defaultValue={row.code} required pattern="[A-Za-z]{2}-[A-Za-z]{2}-[0-9]{3}" aria-invalid={form.errors.code ? true : undefined} aria-describedby={form.message || result?.message ? `edit-${row.id}-message` : undefined} className={`${inputClass} w-36`} />
        </div>
        <SubmitButton pending={busy} pendingLabel="Zapisywanie..." className={secondaryButtonClass}>
          Zapisz kod
        </SubmitButton>
      </fetcher.Form>
      <MessageBox id={`edit-${row.id}-message`} live tone={form.message ? "error" : result?.ok ? "success" : "error"} className="mt-1">
        {form.message ?? (result?.ok ? result.message : null) ?? null}
      </MessageBox>
    </details>
  );
}

export function CodesView({ list, stats, categories, filters }: Props) {
  const location = useLocation();
  const origin = () => window.location.origin;
  const columns: Column<CodeRow>[] = [
    { key: "code", header: "Kod", rowHeader: true, cell: (r) => <code className="font-semibold">{r.code}</code> },
    { key: "category", header: "Kategoria / typ", cell: (r) => `${r.categoryCode} / ${r.typeCode}` },
    { key: "product", header: "Produkt", cell: (r) => (r.productId ? <span>{r.productTitle ?? "—"} <code className="block text-xs text-slate-600 dark:text-slate-300" title={r.productId}>{r.productId.slice(0, 8)}</code></span> : <span className="text-slate-600 dark:text-slate-300">Nieprzypisany</span>) },
    { key: "active", header: "Aktywny", cell: (r) => (r.isActive ? "Tak" : "Nie") },
    { key: "created", header: "Utworzono", cell: (r) => <time dateTime={r.createdAt}>{new Date(r.createdAt).toLocaleDateString("pl-PL", { timeZone: "Europe/Warsaw" })}</time> },
    {
      key: "actions",
      header: "Akcje",
      cell: (r) => (
        <div className="flex flex-col items-start gap-1">
          <CopyButton text={() => r.code} label="Kopiuj kod" accessibleLabel={`Kopiuj kod ${r.code}`} />
          {r.productId ? <CopyButton text={() => origin() + productPath(r)} label="Kopiuj link" accessibleLabel={`Kopiuj link do produktu ${r.code}`} /> : null}
          <EditCode row={r} />
        </div>
      ),
    },
  ];
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl dark:text-white">Kody produktów</h1>
        {/* A document download, not a client navigation (reloadDocument). */}
        <a href="/admin/kody/eksport" download className={secondaryButtonClass}>
          <Download aria-hidden className="size-4" />
          Eksportuj CSV
        </a>
      </div>
      <ActionResultMessage />
      <section aria-labelledby="codes-stats" className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-2">
          <h2 id="codes-stats" className="text-lg font-bold text-slate-900 dark:text-white">
            Statystyki ({formatCount(stats.total)} {plural(stats.total, "kod", "kody", "kodów")})
          </h2>
          <table className="w-full text-sm">
            <caption className="sr-only">Kody według kategorii</caption>
            <thead>
              <tr className="text-left">
                <th scope="col" className="py-1">Kategoria</th>
                <th scope="col" className="py-1 text-right">Kody</th>
                <th scope="col" className="py-1 text-right">Przypisane</th>
              </tr>
            </thead>
            <tbody>
              {stats.perCategory.map((c) => (
                <tr key={c.categoryCode} className="border-t border-slate-200 dark:border-slate-700">
                  <th scope="row" className="py-1 text-left font-normal">{c.name} ({c.categoryCode})</th>
                  <td className="py-1 text-right tabular-nums">{formatCount(c.total)}</td>
                  <td className="py-1 text-right tabular-nums">{formatCount(c.assigned)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="space-y-2">
          <h2 id="codes-recent" className="text-lg font-bold text-slate-900 dark:text-white">Ostatnio dodane kody</h2>
          {stats.recent.length === 0 ? (
            <p className="text-sm">Nie ma jeszcze żadnych kodów.</p>
          ) : (
            <ol className="space-y-1 text-sm" aria-labelledby="codes-recent">
              {stats.recent.map((r) => (
                <li key={r.id}>
                  <code className="font-semibold">{r.code}</code> {r.productTitle ? `— ${r.productTitle}` : "— nieprzypisany"}
                </li>
              ))}
            </ol>
          )}
        </div>
      </section>
      <CodeGenerator categories={categories} />
      <CsvImportForm action="/admin/kody" id="codes-import" title="Import kodów" hint="Plik CSV jak z eksportu (UTF-8, średnik lub przecinek). Maksymalnie 10 MB i 100 000 wierszy; przy jakimkolwiek błędzie nic nie zostanie zapisane." />
      <section aria-labelledby="codes-list" className="space-y-4">
        <h2 id="codes-list" className="text-lg font-bold text-slate-900 dark:text-white">Lista kodów</h2>
        <Form method="get" role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1 space-y-1.5">
            <label htmlFor="codes-q" className="block text-sm font-medium">Szukaj po kodzie lub ID produktu</label>
            <input id="codes-q" name="q" type="search" defaultValue={filters.q} className={inputClass} />
          </div>
          <div className="space-y-1.5 sm:w-56">
            <label htmlFor="codes-category" className="block text-sm font-medium">Kategoria</label>
            <select id="codes-category" name="kategoria" defaultValue={filters.category ?? ""} className={inputClass}>
              <option value="">Wszystkie kategorie</option>
              {categories.map((c) => (
                <option key={c.code} value={c.code}>{c.name}</option>
              ))}
            </select>
          </div>
          <button type="submit" className={secondaryButtonClass}>Filtruj</button>
        </Form>
        <p className="text-sm text-slate-700 dark:text-slate-200" aria-live="polite">Znaleziono: {formatCount(list.total)}</p>
        <DataTable
          caption="Kody produktów"
          columns={columns}
          rows={list.rows}
          rowKey={(r) => r.id}
          empty={<MessageBox tone="info" title={filters.q || filters.category ? "Brak kodów pasujących do filtrów" : "Nie ma jeszcze żadnych kodów"}>{filters.q || filters.category ? "Zmień wyszukiwany kod lub kategorię." : "Wygeneruj pierwszy kod powyżej."}</MessageBox>}
        />
        <Pagination page={list.page} pageCount={list.pageCount} searchParams={new URLSearchParams(location.search)} pathname="/admin/kody" />
      </section>
    </div>
  );
}
