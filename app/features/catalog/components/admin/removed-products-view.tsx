// ADR 206: "Usunięte produkty" — each deleted product with its old addresses (ADR 174), when it went,
// and the replacement its addresses answer 301 to (or none: 410); set, change or clear it per row.
// ADR 209: "Przywróć" while its snapshot is kept (30 days), with the days left.
import { rowActionClass, rowDangerActionClass } from "~/components/ui/classes";
import { ArrowLeft, ArchiveRestore, Link2, Link2Off } from "lucide-react";
import { useRef } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { ActionResultMessage } from "~/components/ui/action-result-message";
import { DataTable, type Column } from "~/components/ui/data-table";
import { ConfirmForm } from "~/components/ui/confirm-form";
import { TextField } from "~/components/ui/field";
import { MessageBox } from "~/components/ui/message-box";
import { Pagination } from "~/components/ui/pagination";
import { useDeleteAnswer } from "~/components/ui/use-delete-answer";
import { useFormat, useT } from "~/i18n/i18n";
import type { RemovedProductRow } from "../../removed-products.server";

type Props = { list: { rows: RemovedProductRow[]; total: number; page: number; pageCount: number } };

const PATH = "/admin/produkty/usuniete";
const FETCHER = "admin-removed-products";

/** An old address as links spell it: the id URL, /{code}, /produkty/{alias} (its /{alias} form answers the same). */
function addressPaths(row: RemovedProductRow): string[] {
  return row.addresses.map(({ kind, value }) => (kind === "id" ? `/produkt/${value}` : kind === "code" ? `/${value}` : `/produkty/${value}`));
}

function ReplacementActions({ row, name }: { row: RemovedProductRow; name: string }) {
  const t = useT();
  const fetcher = useFetcher({ key: FETCHER });
  return (
    <div className="flex items-center gap-1">
      {row.restoreDaysLeft ? <RestoreAction row={row} name={name} /> : null}
      <ConfirmForm
        fetcher={fetcher as never}
        action={PATH}
        fields={{ intent: "replace", productId: row.productId }}
        title={t("admin.removed.setTitle")}
        message={t("admin.removed.setQuestion", { title: name })}
        details={
          <TextField
            id={`zastepstwo-${row.productId}`}
            name="replacement"
            label={t("admin.removed.field")}
            hint={t("admin.removed.fieldHintList")}
            defaultValue={row.replacement?.code ?? row.replacement?.id ?? ""}
            autoComplete="off"
          />
        }
        confirmLabel={t("admin.removed.save")}
        tone="neutral"
        triggerClassName={rowActionClass}
        triggerLabel={t(row.replacement ? "admin.removed.changeNamed" : "admin.removed.setNamed", { title: name })}
      >
        <Link2 aria-hidden className="size-4 shrink-0" />
        <span className="sr-only sm:not-sr-only">{t(row.replacement ? "admin.removed.change" : "admin.removed.set")}</span>
      </ConfirmForm>
      {row.replacement ? (
        <ConfirmForm
          fetcher={fetcher as never}
          action={PATH}
          fields={{ intent: "clear", productId: row.productId }}
          title={t("admin.removed.clearTitle")}
          message={t("admin.removed.clearQuestion", { title: name })}
          confirmLabel={t("admin.removed.clearButton")}
          triggerClassName={rowDangerActionClass}
          triggerLabel={t("admin.removed.clearNamed", { title: name })}
        >
          <Link2Off aria-hidden className="size-4 shrink-0" />
          <span className="sr-only sm:not-sr-only">{t("admin.removed.clear")}</span>
        </ConfirmForm>
      ) : null}
    </div>
  );
}

/** ADR 209: back as it was, but hidden; a success opens its edit page (with the answer), a refusal is toasted here. */
function RestoreAction({ row, name }: { row: RemovedProductRow; name: string }) {
  const t = useT();
  const fetcher = useFetcher({ key: FETCHER });
  return (
    <ConfirmForm
      fetcher={fetcher as never}
      action={PATH}
      fields={{ intent: "restore", productId: row.productId }}
      title={t("admin.removed.restoreTitle")}
      message={
        <>
          <p>{t("admin.removed.restoreQuestion", { title: name })}</p>
          <p className="mt-2">{t("admin.removed.restoreNotKept")}</p>
        </>
      }
      confirmLabel={t("admin.removed.restoreButton")}
      tone="neutral"
      triggerClassName={rowActionClass}
      triggerLabel={t("admin.removed.restoreNamed", { title: name })}
    >
      <ArchiveRestore aria-hidden className="size-4 shrink-0" />
      <span className="sr-only sm:not-sr-only">{t("admin.removed.restore")}</span>
    </ConfirmForm>
  );
}

export function RemovedProductsView({ list }: Props) {
  const t = useT();
  const fmt = useFormat();
  const location = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDeleteAnswer(FETCHER, headingRef);
  const nameOf = (row: RemovedProductRow) => row.title ?? t("admin.removed.untitled");
  const columns: Column<RemovedProductRow>[] = [
    { key: "product", header: t("admin.removed.col.product"), rowHeader: true, cell: (r) => <span className="font-semibold">{nameOf(r)}</span> },
    {
      key: "addresses",
      header: t("admin.removed.col.addresses"),
      cell: (r) => (
        <ul className="min-w-56 space-y-0.5 text-xs">
          {addressPaths(r).map((path) => (
            <li key={path} className="font-mono wrap-anywhere">
              {path}
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: "removedAt",
      header: t("admin.removed.col.removedAt"),
      cell: (r) => (
        <span>
          <time dateTime={r.removedAt} className="whitespace-nowrap">
            {fmt.dateTime(r.removedAt)}
          </time>
          <span className="block text-xs text-slate-600 dark:text-slate-300">
            {r.restoreDaysLeft ? t("admin.removed.daysLeft", { count: r.restoreDaysLeft }) : t("admin.removed.notRestorable")}
          </span>
        </span>
      ),
    },
    {
      key: "replacement",
      header: t("admin.removed.col.replacement"),
      cell: (r) =>
        r.replacement ? (
          <span>
            <Link to={`/admin/produkty/${r.replacement.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-100">
              {r.replacement.title}
            </Link>
            {r.replacement.shown ? null : <span className="block text-xs text-amber-800 dark:text-amber-200">{t("admin.removed.hiddenReplacement")}</span>}
          </span>
        ) : (
          <span className="text-slate-600 dark:text-slate-300">{t("admin.removed.none")}</span>
        ),
    },
    { key: "actions", pinned: "md", header: t("admin.common.actions"), cell: (r) => <ReplacementActions row={r} name={nameOf(r)} /> },
  ];
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold text-slate-900 sm:text-3xl dark:text-white">
          {t("admin.removed.heading")}
        </h1>
        <p className="max-w-3xl text-sm text-slate-700 dark:text-slate-200">{t("admin.removed.intro")}</p>
        <Link to="/admin/produkty" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline dark:text-brand-100">
          <ArrowLeft aria-hidden className="size-4" />
          {t("admin.removed.back")}
        </Link>
      </div>
      <ActionResultMessage />
      <p className="text-sm text-slate-700 dark:text-slate-200" aria-live="polite">
        {t("admin.common.found", { count: fmt.count(list.total) })}
      </p>
      <DataTable
        caption={t("admin.removed.caption")}
        columns={columns}
        rows={list.rows}
        rowKey={(r) => r.productId}
        empty={
          <MessageBox tone="info" title={t("admin.removed.emptyTitle")}>
            {t("admin.removed.emptyText")}
          </MessageBox>
        }
      />
      <Pagination page={list.page} pageCount={list.pageCount} searchParams={new URLSearchParams(location.search)} pathname={PATH} />
    </div>
  );
}
