// ADR 160: the change log at /admin/dziennik — kind and person filters (URL state), the table, paging.
import { useRef, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { GetForm } from "~/components/ui/get-form";
import { chipLinkClass, secondaryButtonClass } from "~/components/ui/classes";
import { DataTable, type Column } from "~/components/ui/data-table";
import { SelectField, TextField } from "~/components/ui/field";
import { ListLoading } from "~/components/ui/list-loading";
import { MessageBox } from "~/components/ui/message-box";
import { Pagination } from "~/components/ui/pagination";
import { useFormFollowsUrl } from "~/components/ui/use-form-follows-url";
import { useFormat, useT, type MessageKey } from "~/i18n/i18n";
import { ACTIVITY_PERIODS, ACTIVITY_SUBJECTS, type ActivityEntry, type ActivityFilters, type ActivityList, type ActivityPeriod } from "../activity-types";
import { ActivityWhat } from "./activity-what";

const PATH = "/admin/dziennik";

function ActivityFiltersForm({ filters, people }: { filters: ActivityFilters; people: ActivityList["people"] }) {
  const t = useT();
  // A quick span's first day is not a typed one: the day fields stay empty, the span goes on in a hidden field.
  const typedFrom = filters.period ? "" : (filters.from ?? "");
  const formRef = useFormFollowsUrl({ rodzaj: filters.subject ?? "", osoba: filters.personId ?? "", od: typedFrom, do: filters.to ?? "" });
  const subjects = ACTIVITY_SUBJECTS.map((value) => ({ value, label: t(`admin.activity.subjects.${value}` as MessageKey) }));
  const persons = people.map((p) => ({ value: p.id, label: p.name }));
  return (
    <GetForm ref={formRef} role="search" aria-label={t("admin.activity.filterForm")} className="grid gap-3 sm:grid-cols-2 sm:items-end lg:grid-cols-[12rem_12rem_10rem_10rem_auto]">
      {filters.period && <input type="hidden" name="okres" value={filters.period} />}
      <SelectField label={t("admin.activity.subject")} name="rodzaj" options={subjects} placeholder={t("admin.activity.allSubjects")} defaultValue={filters.subject ?? ""} />
      <SelectField label={t("admin.activity.person")} name="osoba" options={persons} placeholder={t("admin.activity.allPeople")} defaultValue={filters.personId ?? ""} />
      <TextField label={t("admin.activity.from")} name="od" type="date" defaultValue={typedFrom} />
      <TextField label={t("admin.activity.to")} name="do" type="date" defaultValue={filters.to ?? ""} />
      <button type="submit" className={`${secondaryButtonClass} justify-self-start`}>
        {t("admin.common.filter")}
      </button>
    </GetForm>
  );
}

/** Quick spans (ADR 178 addendum): the other filters stay, typed days and the page go. */
function ActivityPeriods({ filters }: { filters: ActivityFilters }) {
  const t = useT();
  const location = useLocation();
  const hrefFor = (period: ActivityPeriod | null) => {
    const params = new URLSearchParams(location.search);
    for (const name of ["od", "do", "page", "okres"]) params.delete(name);
    if (period) params.set("okres", period);
    const query = params.toString();
    return query ? `${PATH}?${query}` : PATH;
  };
  const anyDays = Boolean(filters.from || filters.to);
  const choices: { period: ActivityPeriod | null; label: string; current: boolean }[] = [
    ...(Object.keys(ACTIVITY_PERIODS) as ActivityPeriod[]).map((period) => ({ period, label: t(`admin.activity.period.${period}` as MessageKey), current: filters.period === period })),
    { period: null, label: t("admin.activity.period.all"), current: !anyDays },
  ];
  return (
    <nav aria-label={t("admin.activity.period")} className="flex flex-wrap items-center gap-2 text-sm">
      <span aria-hidden="true" className="font-medium text-slate-700 dark:text-slate-200">
        {t("admin.activity.period")}:
      </span>
      {choices.map((c) => (
        <Link
          key={c.period ?? "all"}
          to={hrefFor(c.period)}
          aria-current={c.current ? "true" : undefined}
          className={chipLinkClass}
        >
          {c.label}
        </Link>
      ))}
    </nav>
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
      <ActivityPeriods filters={filters} />
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
