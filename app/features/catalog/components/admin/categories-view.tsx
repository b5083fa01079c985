// ADR 132: the "Kategorie" admin screen — every category with its types, product and code counts;
// add/edit in dialogs, enable/disable, delete (refused by the server while products or codes use it).
import { Pencil, Plus, Power, Trash2 } from "lucide-react";
import { useCallback, useRef, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { ActionResultMessage } from "~/components/ui/action-result-message";
import { primaryButtonInlineClass, secondaryButtonClass } from "~/components/ui/classes";
import { ConfirmForm } from "~/components/ui/confirm-dialog";
import { DataTable, type Column } from "~/components/ui/data-table";
import { useAnswerToast, useDeleteAnswer } from "~/components/ui/use-delete-answer";
import { useT } from "~/i18n/i18n";
import type { ActionResult } from "~/utils/form";
import type { AdminCategoryRow, AdminTypeRow } from "../../category-admin.server";
import { CategoryDialog, CategoryIconShape, TypeDialog, type CategoryDialogState, type TypeDialogState } from "./category-dialogs";
import { busyButtonProps } from "~/components/ui/busy-button";

const ACTION = "/admin/kategorie";
const smallButton = "inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600";
const plainButton = `${smallButton} text-brand-700 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-slate-800`;
const dangerButton = `${smallButton} text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-slate-800`;

/** In a type row the buttons are icons only on a phone (their names are in aria-label), so the row stays one line. */
const rowText = "sr-only sm:not-sr-only";

function ActiveToggle({ intent, id, active, label, compact = false }: { intent: "set-category-active" | "set-type-active"; id: string; active: boolean; label: string; compact?: boolean }) {
  const fetcher = useFetcher<ActionResult>();
  const t = useT();
  useAnswerToast(fetcher);
  return (
    <fetcher.Form method="post" action={ACTION}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="active" value={active ? "0" : "1"} />
      <button type="submit" className={plainButton} aria-label={label} {...busyButtonProps(fetcher.state !== "idle")}>
        <Power aria-hidden className="size-4" />
        <span className={compact ? rowText : undefined}>{active ? t("admin.categories.deactivate") : t("admin.categories.activate")}</span>
      </button>
    </fetcher.Form>
  );
}

// Every delete button submits through one keyed fetcher whose answer the view reads (useDeleteAnswer):
// a deleted category or type takes its button with it. One dialog is open at a time.
const DELETE_FETCHER = "admin-categories-delete";

function DeleteButton({
  intent,
  id,
  label,
  title,
  question,
  compact = false,
  refusedBy,
}: {
  intent: "delete-category" | "delete-type";
  id: string;
  label: string;
  title: string;
  question: string;
  compact?: boolean;
  /** The id of the sentence that says why it cannot be deleted: the button is off instead of asking a question whose only answer is a refusal. */
  refusedBy?: string;
}) {
  const fetcher = useFetcher<ActionResult>({ key: DELETE_FETCHER });
  const t = useT();
  if (refusedBy) {
    return (
      <button type="button" disabled className={`${dangerButton} cursor-not-allowed opacity-60`} aria-label={label} aria-describedby={refusedBy}>
        <Trash2 aria-hidden className="size-4" />
        <span className={compact ? rowText : undefined}>{t("admin.categories.delete")}</span>
      </button>
    );
  }
  return (
    <ConfirmForm fetcher={fetcher as never} action={ACTION} fields={{ intent, id }} title={title} message={question} confirmLabel={t("admin.categories.delete")} triggerClassName={dangerButton} triggerLabel={label}>
      <Trash2 aria-hidden className="size-4" />
      <span className={compact ? rowText : undefined}>{t("admin.categories.delete")}</span>
    </ConfirmForm>
  );
}

function StateBadge({ active, children }: { active: boolean; children: ReactNode }) {
  const tone = active ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100" : "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100";
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{children}</span>;
}

const WIDE_ONLY = "hidden sm:table-cell";

function TypesTable({ category, onEdit }: { category: AdminCategoryRow; onEdit: (type: AdminTypeRow) => void }) {
  const t = useT();
  // As for categories: a type that products or codes use cannot be deleted, which its button says at once (review, session 30).
  const inUseId = `typy-${category.id}-w-uzyciu`;
  const anyInUse = category.types.some((r) => r.productCount + r.codeCount > 0);
  const columns: Column<AdminTypeRow>[] = [
    { key: "code", header: t("admin.categories.col.code"), cell: (r) => <code className="font-semibold">{r.code}</code> },
    {
      key: "name",
      header: t("admin.categories.col.name"),
      rowHeader: true,
      cell: (r) => (
        <>
          {r.name}
          {/* On a phone the next three columns are hidden (the row would scroll sideways): their facts are here. */}
          <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-normal text-slate-600 sm:hidden dark:text-slate-300">
            {r.isDefault ? <span>{t("admin.categories.col.default")}</span> : null}
            <StateBadge active={r.isActive}>{r.isActive ? t("admin.categories.typeActive") : t("admin.categories.typeInactive")}</StateBadge>
            <span>{t("admin.categories.productCount", { count: r.productCount })}</span>
          </span>
        </>
      ),
    },
    { key: "default", header: t("admin.categories.col.default"), className: WIDE_ONLY, cell: (r) => (r.isDefault ? t("admin.categories.isDefault") : t("admin.categories.notDefault")) },
    { key: "state", header: t("admin.categories.col.state"), className: WIDE_ONLY, cell: (r) => <StateBadge active={r.isActive}>{r.isActive ? t("admin.categories.typeActive") : t("admin.categories.typeInactive")}</StateBadge> },
    { key: "products", header: t("admin.categories.col.products"), className: `${WIDE_ONLY} tabular-nums`, cell: (r) => r.productCount },
    {
      key: "actions",
      header: t("admin.categories.col.actions"),
      pinned: "md", // ADR 193: its buttons take over a quarter of a phone's frame
      cell: (r) => (
        <div className="flex gap-1 sm:flex-wrap">
          <button type="button" className={plainButton} onClick={() => onEdit(r)} aria-label={t("admin.categories.editTypeNamed", { name: r.name })}>
            <Pencil aria-hidden className="size-4" />
            <span className={rowText}>{t("admin.categories.edit")}</span>
          </button>
          <ActiveToggle compact intent="set-type-active" id={r.id} active={r.isActive} label={t(r.isActive ? "admin.categories.deactivateTypeNamed" : "admin.categories.activateTypeNamed", { name: r.name })} />
          <DeleteButton
            compact
            intent="delete-type"
            id={r.id}
            label={t("admin.categories.deleteTypeNamed", { name: r.name })}
            title={t("admin.categories.deleteTypeTitle")}
            question={t("admin.categories.deleteTypeConfirm", { name: r.name })}
            refusedBy={r.productCount + r.codeCount > 0 ? inUseId : undefined}
          />
        </div>
      ),
    },
  ];
  return (
    <>
      <DataTable
        caption={t("admin.categories.typesOf", { name: category.name })}
        columns={columns}
        rows={category.types}
        rowKey={(r) => r.id}
        empty={<p className="text-sm text-slate-600 dark:text-slate-300">{t("admin.categories.noTypes")}</p>}
      />
      {anyInUse ? (
        <p id={inUseId} className="text-xs text-slate-600 dark:text-slate-300">
          {t("admin.categories.typeInUseHint")}
        </p>
      ) : null}
    </>
  );
}

function CategoryCard({ category, onEdit, onAddType, onEditType }: { category: AdminCategoryRow; onEdit: () => void; onAddType: () => void; onEditType: (type: AdminTypeRow) => void }) {
  const t = useT();
  const headingId = `kategoria-${category.id}`;
  // The server refuses to delete a category that products or codes use (ADR 132); its button says so
  // at once instead of asking a question whose only answer is that refusal (session 22 review).
  const inUse = category.productCount + category.codeCount > 0;
  const inUseId = `${headingId}-w-uzyciu`;
  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h2 id={headingId} className="flex flex-wrap items-center gap-2 text-lg font-bold">
            <CategoryIconShape icon={category.icon} className="size-5 text-brand-700 dark:text-brand-100" />
            {category.name}
            <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm dark:bg-slate-800">
              {category.code}
            </code>
            <StateBadge active={category.isActive}>{category.isActive ? t("admin.categories.active") : t("admin.categories.inactive")}</StateBadge>
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t("admin.categories.productCount", { count: category.productCount })} · {t("admin.categories.codeCount", { count: category.codeCount })}
          </p>
          {inUse ? <p id={inUseId} className="text-xs text-slate-600 dark:text-slate-300">{t("admin.categories.inUseHint")}</p> : null}
          {category.description && <p className="text-sm">{category.description}</p>}
        </div>
        <div className="flex flex-wrap gap-1">
          <button type="button" className={plainButton} onClick={onEdit} aria-label={t("admin.categories.editNamed", { name: category.name })}>
            <Pencil aria-hidden className="size-4" />
            {t("admin.categories.edit")}
          </button>
          <ActiveToggle intent="set-category-active" id={category.id} active={category.isActive} label={t(category.isActive ? "admin.categories.deactivateNamed" : "admin.categories.activateNamed", { name: category.name })} />
          <DeleteButton
            intent="delete-category"
            id={category.id}
            label={t("admin.categories.deleteNamed", { name: category.name })}
            title={t("admin.categories.deleteTitle")}
            question={t("admin.categories.deleteConfirm", { name: category.name })}
            refusedBy={inUse ? inUseId : undefined}
          />
        </div>
      </div>
      <TypesTable category={category} onEdit={onEditType} />
      <button type="button" className={secondaryButtonClass} onClick={onAddType} aria-label={t("admin.categories.addTypeTo", { name: category.name })}>
        <Plus aria-hidden className="size-4" />
        {t("admin.categories.addType")}
      </button>
    </article>
  );
}

export function CategoriesView({ categories, appUrl }: { categories: AdminCategoryRow[]; appUrl: string }) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDeleteAnswer(DELETE_FETCHER, headingRef);
  const [categoryDialog, setCategoryDialog] = useState<CategoryDialogState>(null);
  const [typeDialog, setTypeDialog] = useState<TypeDialogState>(null);
  const closeCategory = useCallback(() => setCategoryDialog(null), []);
  const closeType = useCallback(() => setTypeDialog(null), []);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 sm:text-3xl dark:text-white">
          {t("admin.section.categories")}
        </h1>
        <button type="button" className={primaryButtonInlineClass} onClick={() => setCategoryDialog({ category: null })}>
          <Plus aria-hidden className="size-4" />
          {t("admin.categories.add")}
        </button>
      </div>
      <p className="text-sm">{t("admin.categories.intro")}</p>
      {/* A form posted as a whole page (no JavaScript) that the server refused says why here (a success comes back as a toast, ADR 150). */}
      <ActionResultMessage />
      <section aria-label={t("admin.categories.listLabel")} className="space-y-4">
        {categories.length === 0 && <p>{t("admin.categories.empty")}</p>}
        {categories.map((c) => (
          <CategoryCard
            key={c.id}
            category={c}
            onEdit={() => setCategoryDialog({ category: c })}
            onAddType={() => setTypeDialog({ category: c, type: null })}
            onEditType={(type) => setTypeDialog({ category: c, type })}
          />
        ))}
      </section>
      <CategoryDialog state={categoryDialog} onClose={closeCategory} appUrl={appUrl} />
      <TypeDialog state={typeDialog} onClose={closeType} />
    </div>
  );
}
