import { Eye, Pencil } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { secondaryButtonClass } from "~/components/ui/classes";
import { ConfirmForm } from "~/components/ui/confirm-dialog";
import { DataTable, type Column } from "~/components/ui/data-table";
import { SelectField, TextField } from "~/components/ui/field";
import { formatDate } from "~/utils/format";
import { postTypeName } from "../../labels";
import type { AdminPostFilters, AdminPostRow, AdminPostStats } from "../../post-admin.server";
import { DraftBadge, TypeBadge } from "../label-badge";

export const DELETE_CONFIRM = "Czy na pewno chcesz usunąć ten wpis?"; // spec: admin §8 Confirmations
export const UNKNOWN_AUTHOR = "Nieznany autor"; // spec: admin §3

const STATUS_OPTIONS = [
  { value: "published", label: "Opublikowane" },
  { value: "draft", label: "Szkice" },
  { value: "featured", label: "Wyróżnione" },
  { value: "scheduled", label: "Zaplanowane" },
];
const TYPE_OPTIONS = ["review", "collection", "scam-alert"].map((value) => ({ value, label: postTypeName(value) }));

export function AdminPostStatsCards({ stats }: { stats: AdminPostStats }) {
  const cards = [
    ["Wszystkie", stats.all],
    ["Opublikowane", stats.published],
    ["Szkice", stats.drafts],
    ["Wyróżnione", stats.featured],
    ["Zaplanowane", stats.scheduled],
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
  return (
    <Form method="get" role="search" aria-label="Filtry wpisów" className="grid gap-3 sm:grid-cols-[1fr_12rem_12rem_auto] sm:items-end">
      <TextField label="Szukaj" name="q" type="search" defaultValue={filters.q} />
      <SelectField label="Typ" name="typ" options={TYPE_OPTIONS} placeholder="Wszystkie typy" defaultValue={filters.type} />
      <SelectField label="Status" name="status" options={STATUS_OPTIONS} placeholder="Wszystkie statusy" defaultValue={filters.status} />
      <button type="submit" className={secondaryButtonClass}>
        Filtruj
      </button>
    </Form>
  );
}

function StatusBadges({ row }: { row: AdminPostRow }) {
  const badge = "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset";
  return (
    <div className="flex flex-wrap gap-1">
      {row.isPublished ? (
        row.isScheduled ? (
          <span className={`${badge} bg-sky-100 text-sky-900 ring-sky-200 dark:bg-sky-950 dark:text-sky-100 dark:ring-sky-800`}>Zaplanowany</span>
        ) : (
          <span className={`${badge} bg-emerald-100 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800`}>Opublikowany</span>
        )
      ) : (
        <DraftBadge />
      )}
      {row.isFeatured && <span className={`${badge} bg-amber-100 text-amber-900 ring-amber-200 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800`}>Wyróżniony</span>}
    </div>
  );
}

function ToggleButton({ row, intent, label }: { row: AdminPostRow; intent: "publish" | "feature"; label: string }) {
  const navigation = useNavigation();
  const current = intent === "publish" ? row.isPublished : row.isFeatured;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="value" value={current ? "off" : "on"} />
      <button type="submit" className={secondaryButtonClass} aria-label={`${label}: ${row.title}`} disabled={navigation.state === "submitting"}>
        {label}
      </button>
    </Form>
  );
}

type Permissions = { canPublish: boolean; canDelete: boolean };

export function AdminPostTable({ rows, permissions }: { rows: AdminPostRow[]; permissions: Permissions }) {
  const columns: Column<AdminPostRow>[] = [
    {
      key: "image",
      header: "Obraz",
      cell: (row) =>
        row.featuredImage ? <img src={row.featuredImage} alt="" className="size-12 rounded-lg object-cover" loading="lazy" /> : <span className="text-xs text-slate-600 dark:text-slate-300">Brak obrazu</span>,
    },
    { key: "title", header: "Tytuł", rowHeader: true, cell: (row) => <span className="font-semibold">{row.title}</span> },
    // The excerpt gives way first on narrower desktops, so the actions never end up past the edge.
    { key: "excerpt", header: "Zajawka", className: "hidden 2xl:table-cell", cell: (row) => <span className="line-clamp-2 max-w-xs text-sm">{row.excerpt}</span> },
    { key: "type", header: "Typ", cell: (row) => <TypeBadge name={postTypeName(row.type)} /> },
    { key: "status", header: "Status", cell: (row) => <StatusBadges row={row} /> },
    { key: "date", header: "Data", cell: (row) => <time dateTime={row.date}>{formatDate(row.date)}</time> },
    { key: "author", header: "Autor", cell: (row) => row.authorName ?? UNKNOWN_AUTHOR },
    {
      key: "actions",
      header: "Akcje",
      className: "min-w-52",
      cell: (row) => (
        <div className="flex flex-wrap gap-2">
          <a href={`/blog/${row.slug}`} target="_blank" rel="noopener" className={secondaryButtonClass} aria-label={`Podgląd: ${row.title} (otwiera się w nowej karcie)`}>
            <Eye aria-hidden="true" className="size-4" />
          </a>
          <Link to={`/blog/edytor/${row.slug}`} className={secondaryButtonClass} aria-label={`Edytuj: ${row.title}`}>
            <Pencil aria-hidden="true" className="size-4" />
          </Link>
          {permissions.canPublish && <ToggleButton row={row} intent="publish" label={row.isPublished ? "Ukryj" : "Opublikuj"} />}
          {permissions.canPublish && <ToggleButton row={row} intent="feature" label={row.isFeatured ? "Usuń wyróżnienie" : "Wyróżnij"} />}
          {permissions.canDelete && (
            <ConfirmForm fields={{ intent: "delete", id: row.id }} title="Usuń wpis" message={DELETE_CONFIRM} confirmLabel="Usuń" triggerLabel={`Usuń: ${row.title}`}>
              Usuń
            </ConfirmForm>
          )}
        </div>
      ),
    },
  ];
  return <DataTable caption="Wpisy na blogu" columns={columns} rows={rows} rowKey={(row) => row.id} empty={<p>Brak wpisów spełniających kryteria.</p>} />;
}
