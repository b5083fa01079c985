// ADR 160: the change log at /admin/dziennik — kind and person filters (URL state), the table, paging.
import { useRef, type ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { secondaryButtonClass } from "~/components/ui/classes";
import { DataTable, type Column } from "~/components/ui/data-table";
import { SelectField, TextField } from "~/components/ui/field";
import { ListLoading } from "~/components/ui/list-loading";
import { MessageBox } from "~/components/ui/message-box";
import { Pagination } from "~/components/ui/pagination";
import { useFormFollowsUrl } from "~/components/ui/use-form-follows-url";
import { useFormat, useT, type MessageKey } from "~/i18n/i18n";
import { ACTIVITY_SUBJECTS, type ActivityEntry, type ActivityFilters, type ActivityList } from "../activity-types";
import { ActivityWhat } from "./activity-what";

const PATH = "/admin/dziennik";

function ActivityFiltersForm({ filters, people }: { filters: ActivityFilters; people: ActivityList["people"] }) {
  const t = useT();
  const formRef = useFormFollowsUrl({ rodzaj: filters.subject ?? "", osoba: filters.personId ?? "", od: filters.from ?? "", do: filters.to ?? "" });
  const subjects = ACTIVITY_SUBJECTS.map((value) => ({ value, label: t(`admin.activity.subjects.${value}` as MessageKey) }));
  const persons = people.map((p) => ({ value: p.id, label: p.name }));
  return (
    <Form ref={formRef} method="get" role="search" aria-label={t("admin.activity.filterForm")} className="grid gap-3 sm:grid-cols-2 sm:items-end lg:grid-cols-[12rem_12rem_10rem_10rem_auto]">
      <SelectField label={t("admin.activity.subject")} name="rodzaj" options={subjects} placeholder={t("admin.activity.allSubjects")} defaultValue={filters.subject ?? ""} />
      <SelectField label={t("admin.activity.person")} name="osoba" options={persons} placeholder={t("admin.activity.allPeople")} defaultValue={filters.personId ?? ""} />
      <TextField label={t("admin.activity.from")} name="od" type="date" defaultValue={filters.from ?? ""} />
      <TextField label={t("admin.activity.to")} name="do" type="date" defaultValue={filters.to ?? ""} />
      <button type="submit" className={`${secondaryButtonClass} justify-self-start`}>
        {t("admin.common.filter")}
      </button>
    </Form>
  );
}

function Performer({ entry }: { entry: ActivityEntry }) {
  const t = useT();
  return entry.performerName ?? <span className="italic">{t("admin.activity.erased")}</span>;
}

/** `savedViews`: the saved views toolbar (ADR 178: the admin layer's, handed in by the route). */
export function ActivityView({ list, filters, savedViews }: { list: ActivityList; filters: ActivityFilters; savedViews?: ReactNode }) {
  const t = useT();
  const fmt = useFormat();
  const location = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const filtered = Boolean(filters.subject || filters.personId || filters.from || filters.to);
  const columns: Column<ActivityEntry>[] = [
    {
      key: "when",
      header: t("admin.activity.col.when"),
      rowHeader: true,
      cell: (e) => (
        <>
          <time dateTime={e.performedAt} className="text-sm sm:whitespace-nowrap">
            {fmt.dateTime(e.performedAt)}
          </time>
          {/* On a phone the person sits under the time: three columns left the change itself no room. */}
          <span className="mt-1 block text-xs font-normal sm:hidden">
            <Performer entry={e} />
          </span>
        </>
      ),
    },
    { key: "who", header: t("admin.activity.col.who"), className: "hidden sm:table-cell", cell: (e) => <Performer entry={e} /> },
    { key: "what", header: t("admin.activity.col.what"), cell: (e) => <ActivityWhat entry={e} /> },
  ];
  return (
    <div className="space-y-6">
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold text-slate-900 sm:text-3xl dark:text-white">
        {t("admin.activity.heading")}
      </h1>
      <p className="max-w-3xl text-sm text-slate-700 dark:text-slate-200">{t("admin.activity.intro")}</p>
      {savedViews}
      <ActivityFiltersForm filters={filters} people={list.people} />
      <p className="text-sm text-slate-700 dark:text-slate-200" aria-live="polite">
        {t("admin.common.found", { count: fmt.count(list.total) })}
      </p>
      <ListLoading label={t("admin.activity.loading")}>
        <DataTable
          caption={t("admin.activity.caption")}
          columns={columns}
          rows={list.entries}
          rowKey={(e) => e.id}
          empty={
            filtered ? (
              <MessageBox tone="info" title={t("admin.activity.noMatchTitle")}>
                <Link to={PATH} className="underline">
                  {t("admin.activity.clearFilters")}
                </Link>
              </MessageBox>
            ) : (
              <MessageBox tone="info" title={t("admin.activity.emptyTitle")}>
                {t("admin.activity.emptyText")}
              </MessageBox>
            )
          }
        />
      </ListLoading>
      <Pagination page={list.page} pageCount={list.pageCount} searchParams={new URLSearchParams(location.search)} pathname={PATH} />
    </div>
  );
}
