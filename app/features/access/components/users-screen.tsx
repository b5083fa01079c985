import { useCallback, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { GetForm } from "~/components/ui/get-form";
import { secondaryButtonClass } from "~/components/ui/classes";
import { DataTable } from "~/components/ui/data-table";
import { CheckboxField, SelectField, TextField } from "~/components/ui/field";
import { Pagination } from "~/components/ui/pagination";
import { can } from "../permissions";
import { formatRoleExpiry, plainRoleDisplayName } from "../role-format";
import { formatDate, formatDateTime } from "~/utils/format";
import { useOptionalUser } from "../use-optional-user";
import type { UserRow, UserStats } from "../user-directory.server";
import { BlockUserDialog } from "./block-user-dialog";
import { ManageRolesDialog } from "./manage-roles-dialog";
import { RoleBadge } from "./role-badge";
import { RoleHistoryDialog } from "./role-history-dialog";
import { useLocale, useT } from "~/i18n/i18n";
import { useRoleName } from "./use-role-name";

type Props = {
  rows: UserRow[];
  total: number;
  page: number;
  pageCount: number;
  stats: UserStats;
  roles: { name: string; displayName: string }[];
  /** What the roles dialog offers: the roles this person may assign, and the base role (`roleChoicesFor`). */
  offered: { name: string; displayName: string }[];
  meId: string;
  search: string;
  roleFilter: string | null;
  blockedOnly: boolean;
  /** ADR 178: the saved views toolbar (the admin layer's, handed in by the route). */
  savedViews?: ReactNode;
};

function StatCards({ stats }: { stats: UserStats }) {
  const t = useT();
  const roleName = useRoleName();
  const locale = useLocale();
  const cards = [
    { label: t("admin.section.users"), value: stats.users },
    ...stats.perRole.map((r) => ({ label: t("admin.users.statRole", { role: roleName(r) }), value: r.assignments })),
    { label: t("admin.users.expiringSoon"), value: stats.expiringSoon },
    // Shown when there are any: a seventh card of 0 would wrap onto a row of its own.
    ...(stats.blocked > 0 ? [{ label: t("admin.users.statBlocked"), value: stats.blocked }] : []),
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {cards.map((c) => (
        <div key={c.label} className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
          <dt className="text-sm text-slate-700 dark:text-slate-200">{c.label}</dt>
          <dd className="text-2xl font-bold">{c.value.toLocaleString(locale === "en" ? "en-GB" : "pl-PL")}</dd>
        </div>
      ))}
    </dl>
  );
}

/** spec: admin §2 User roles; issue #10 §1. */
export function UsersScreen({ rows, total, page, pageCount, stats, roles, offered, meId, search, roleFilter, blockedOnly, savedViews }: Props) {
  const userRoleName = plainRoleDisplayName(roles);
  const me = useOptionalUser();
  const location = useLocation();
  const t = useT();
  const roleName = useRoleName();
  const locale = useLocale();
  const [managing, setManaging] = useState<string | null>(null);
  const [history, setHistory] = useState<{ id: string; name: string } | null>(null);
  const [blocking, setBlocking] = useState<string | null>(null);
  // The block dialog is new for each opening (one person's refusal never shows in the next one's),
  // but not on closing: a dialog removed while open cannot give the focus back to its button.
  const [blockOpenings, setBlockOpenings] = useState(0);
  const closeBlock = useCallback(() => setBlocking(null), []);
  const closeManage = useCallback(() => setManaging(null), []);
  const closeHistory = useCallback(() => setHistory(null), []);
  const managed = rows.find((r) => r.id === managing) ?? null;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl dark:text-white">{t("admin.section.users")}</h1>
      <section aria-label={t("admin.common.stats")}>
        <StatCards stats={stats} />
      </section>
      {savedViews}
      <GetForm role="search" aria-label={t("admin.users.searchForm")} className="grid items-end gap-3 sm:grid-cols-[1fr_14rem_auto_auto]">
        <TextField label={t(can(me, "user:read-contact") ? "admin.users.search" : "admin.users.searchByName")} name="q" type="search" defaultValue={search} />
        <SelectField
          label={t("admin.users.role")}
          name="rola"
          defaultValue={roleFilter ?? ""}
          options={[{ value: "", label: t("admin.users.allRoles") }, ...roles.map((r) => ({ value: r.name, label: roleName(r) }))]}
        />
        <div className="pb-2.5">
          <CheckboxField name="zablokowane" value="1" defaultChecked={blockedOnly}>
            {t("admin.users.blockedOnly")}
          </CheckboxField>
        </div>
        <button type="submit" className={secondaryButtonClass}>
          {t("admin.common.filter")}
        </button>
      </GetForm>
      <p role="status">{t("admin.common.found", { count: total.toLocaleString(locale === "en" ? "en-GB" : "pl-PL") })}</p>
      <DataTable
        caption={t("admin.users.caption")}
        rows={rows}
        rowKey={(r) => r.id}
        empty={t("admin.users.empty")}
        columns={[
          {
            key: "name",
            header: t("admin.users.name"),
            rowHeader: true,
            cell: (r) => (
              <span className="flex flex-wrap items-center gap-2">
                <Link to={`/admin/uzytkownicy/${encodeURIComponent(r.id)}`} aria-label={t("admin.person.open", { name: r.name })} className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-100">
                  {r.name}
                </Link>
                {r.id === meId && <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">{t("admin.users.you")}</span>}
                {r.blockedAt && (
                  <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900 dark:bg-red-950 dark:text-red-100">
                    {r.blockedUntil ? t("admin.users.blockedUntilBadge", { date: formatDateTime(new Date(r.blockedUntil), locale) }) : t("admin.users.blockedBadge")}
                  </span>
                )}
              </span>
            ),
          },
          // ADR 203: the e-mail only for holders of user:read-contact (the server sends none to others).
          ...(can(me, "user:read-contact") ? [{ key: "email", header: t("admin.users.email"), cell: (r: (typeof rows)[number]) => r.email }] : []),
          {
            key: "roles",
            header: t("admin.section.roles"),
            cell: (r) => (
              <span className="flex flex-wrap gap-1">
                {r.roles.length === 0 ? (
                  <RoleBadge name="user" displayName={userRoleName} />
                ) : (
                  r.roles.map((b) => (
                    <span key={b.name} className="inline-flex flex-wrap items-center gap-1">
                      <RoleBadge name={b.name} displayName={b.displayName} />
                      {/* A temporary role says until when (review, session 30: it looked like a permanent one). */}
                      {b.expiresAt ? (
                        <span className="text-xs text-slate-600 dark:text-slate-300">
                          {t("admin.history.validUntil")} <time dateTime={new Date(b.expiresAt).toISOString()}>{formatRoleExpiry(b.expiresAt, locale)}</time>
                        </span>
                      ) : null}
                    </span>
                  ))
                )}
              </span>
            ),
          },
          // The registration date gives way below 1280 px, so the list fits a tablet in landscape.
          { key: "createdAt", header: t("admin.users.registered"), className: "hidden xl:table-cell", cell: (r) => <time dateTime={new Date(r.createdAt).toISOString()}>{formatDate(r.createdAt, locale)}</time> },
          {
            key: "actions",
            pinned: "md", // ADR 193: its buttons take a third of a phone's frame
            header: t("admin.common.actions"),
            cell: (r) => (
              <span className="flex flex-wrap gap-2">
                {can(me, "role:assign") && (
                  <button type="button" className={secondaryButtonClass} aria-label={t("admin.users.rolesOf", { name: r.name })} onClick={() => setManaging(r.id)}>
                    {t("admin.section.roles")}
                  </button>
                )}
                <button type="button" className={secondaryButtonClass} aria-label={t("admin.users.historyOf", { name: r.name })} onClick={() => setHistory({ id: r.id, name: r.name })}>
                  {t("admin.users.history")}
                </button>
                {/* ADR 158: staff cannot be blocked (roles go first): no button that can only be refused. */}
                {can(me, "user:block") && r.id !== meId && (r.blockedAt || !r.staff) && (
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    aria-label={t(r.blockedAt ? "admin.users.unblockOf" : "admin.users.blockOf", { name: r.name })}
                    onClick={() => {
                      setBlocking(r.id);
                      setBlockOpenings((n) => n + 1);
                    }}
                  >
                    {t(r.blockedAt ? "admin.users.unblock" : "admin.users.block")}
                  </button>
                )}
              </span>
            ),
          },
        ]}
      />
      <Pagination page={page} pageCount={pageCount} searchParams={new URLSearchParams(location.search)} pathname={location.pathname} />
      <ManageRolesDialog person={managed} roles={offered} isMe={managed?.id === meId} onClose={closeManage} />
      <RoleHistoryDialog person={history} onClose={closeHistory} />
      <BlockUserDialog key={blockOpenings} person={rows.find((r) => r.id === blocking) ?? null} onClose={closeBlock} />
    </div>
  );
}
