import { useCallback, useState } from "react";
import { Form, useLocation } from "react-router";
import { secondaryButtonClass } from "~/components/ui/classes";
import { DataTable } from "~/components/ui/data-table";
import { SelectField, TextField } from "~/components/ui/field";
import { Pagination } from "~/components/ui/pagination";
import { can } from "../permissions";
import { formatShortDate } from "../role-format";
import { useOptionalUser } from "../use-optional-user";
import type { UserRow, UserStats } from "../user-directory.server";
import { ManageRolesDialog } from "./manage-roles-dialog";
import { RoleBadge } from "./role-badge";
import { RoleHistoryDialog } from "./role-history-dialog";

type Props = {
  rows: UserRow[];
  total: number;
  page: number;
  pageCount: number;
  stats: UserStats;
  roles: { name: string; displayName: string }[];
  meId: string;
  search: string;
  roleFilter: string | null;
};

function StatCards({ stats }: { stats: UserStats }) {
  const cards = [
    { label: "Użytkownicy", value: stats.users },
    ...stats.perRole.map((r) => ({ label: `Rola: ${r.displayName}`, value: r.assignments })),
    { label: "Wygasają w ciągu 7 dni", value: stats.expiringSoon },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {cards.map((c) => (
        <div key={c.label} className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
          <dt className="text-sm text-slate-700 dark:text-slate-200">{c.label}</dt>
          <dd className="text-2xl font-bold">{c.value.toLocaleString("pl-PL")}</dd>
        </div>
      ))}
    </dl>
  );
}

/** spec: admin §2 User roles; issue #10 §1. */
export function UsersScreen({ rows, total, page, pageCount, stats, roles, meId, search, roleFilter }: Props) {
  const me = useOptionalUser();
  const location = useLocation();
  const [managing, setManaging] = useState<string | null>(null);
  const [history, setHistory] = useState<{ id: string; name: string } | null>(null);
  const closeManage = useCallback(() => setManaging(null), []);
  const closeHistory = useCallback(() => setHistory(null), []);
  const managed = rows.find((r) => r.id === managing) ?? null;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl dark:text-white">Użytkownicy</h1>
      <section aria-label="Statystyki">
        <StatCards stats={stats} />
      </section>
      <Form method="get" role="search" className="grid items-end gap-3 sm:grid-cols-[1fr_14rem_auto]">
        <TextField label="Szukaj po imieniu lub e-mailu" name="q" type="search" defaultValue={search} />
        <SelectField
          label="Rola"
          name="rola"
          defaultValue={roleFilter ?? ""}
          options={[{ value: "", label: "Wszystkie role" }, ...roles.map((r) => ({ value: r.name, label: r.displayName }))]}
        />
        <button type="submit" className={secondaryButtonClass}>
          Filtruj
        </button>
      </Form>
      <p role="status">Znaleziono: {total.toLocaleString("pl-PL")}</p>
      <DataTable
        caption="Użytkownicy i ich role"
        rows={rows}
        rowKey={(r) => r.id}
        empty="Brak użytkowników spełniających kryteria."
        columns={[
          {
            key: "name",
            header: "Imię",
            rowHeader: true,
            cell: (r) => (
              <span className="flex flex-wrap items-center gap-2">
                {r.name}
                {r.id === meId && <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">To Ty</span>}
              </span>
            ),
          },
          { key: "email", header: "E-mail", cell: (r) => r.email },
          {
            key: "roles",
            header: "Role",
            cell: (r) => (
              <span className="flex flex-wrap gap-1">
                {r.roles.length === 0 ? <RoleBadge name="user" displayName="Użytkownik" /> : r.roles.map((b) => <RoleBadge key={b.name} name={b.name} displayName={b.displayName} />)}
              </span>
            ),
          },
          { key: "createdAt", header: "Rejestracja", cell: (r) => <time dateTime={new Date(r.createdAt).toISOString()}>{formatShortDate(r.createdAt)}</time> },
          {
            key: "actions",
            header: "Akcje",
            cell: (r) => (
              <span className="flex flex-wrap gap-2">
                {can(me, "role:assign") && (
                  <button type="button" className={secondaryButtonClass} aria-label={`Zarządzaj rolami: ${r.name}`} onClick={() => setManaging(r.id)}>
                    Role
                  </button>
                )}
                <button type="button" className={secondaryButtonClass} aria-label={`Historia ról: ${r.name}`} onClick={() => setHistory({ id: r.id, name: r.name })}>
                  Historia
                </button>
              </span>
            ),
          },
        ]}
      />
      <Pagination page={page} pageCount={pageCount} searchParams={new URLSearchParams(location.search)} pathname={location.pathname} />
      <ManageRolesDialog person={managed} roles={roles} onClose={closeManage} />
      <RoleHistoryDialog person={history} onClose={closeHistory} />
    </div>
  );
}
