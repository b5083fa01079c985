import { Link } from "react-router";
import { MessageBox } from "~/components/ui/message-box";
import { linkClass } from "~/components/ui/classes";
import { useFormat, useT } from "~/i18n/i18n";
import { PANEL_SUGGESTION_MIN_CHARS, type PanelSearchGroup, type PanelSearchResult } from "../panel-search";
import { GROUP_LABEL, ItemMarks, useItemDetail, useSearchScope } from "./panel-search-parts";

// ADR 208: /admin/szukaj — the groups the session may open, each with its count, its first rows and
// "Pokaż wszystkie" (the section's own list for the text). The text is typed in the header's field.
export function PanelSearchResults({ result }: { result: PanelSearchResult }) {
  const t = useT();
  const { query, groups } = result;
  const { scope } = useSearchScope();
  const found = groups.filter((g) => g.items.length > 0);
  const searched = Array.from(query).length >= PANEL_SUGGESTION_MIN_CHARS;
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl dark:text-white">{t("admin.search.heading")}</h1>
        {query ? <p className="text-slate-700 wrap-anywhere dark:text-slate-200">{t("admin.search.resultsFor", { q: query })}</p> : null}
      </div>
      {!searched ? (
        <p className="text-slate-700 dark:text-slate-200">{t("admin.search.hint", { scope })}</p>
      ) : found.length === 0 ? (
        <MessageBox tone="info">
          <p className="wrap-anywhere">{t("admin.search.none", { q: query })}</p>
          <p className="mt-1">{t("admin.search.hint", { scope })}</p>
        </MessageBox>
      ) : (
        found.map((group) => <ResultGroup key={group.key} group={group} />)
      )}
    </div>
  );
}

function ResultGroup({ group }: { group: PanelSearchGroup }) {
  const t = useT();
  const format = useFormat();
  const detailOf = useItemDetail();
  const headingId = `wyniki-${group.key}`;
  const label = t(GROUP_LABEL[group.key]);
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <h2 id={headingId} className="flex flex-wrap items-baseline gap-2 text-lg font-bold text-slate-900 dark:text-white">
        {label}
        <span className="text-sm font-medium text-slate-600 dark:text-slate-300">{t("admin.search.count", { count: group.total })}</span>
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
        {group.items.map((item) => {
          const detail = detailOf(group.key, item);
          return (
            <li key={item.id} className="py-2">
              <Link to={item.href} className={`${linkClass} wrap-anywhere`}>
                {item.title}
              </Link>
              <ItemMarks marks={item.marks} />
              {detail ? <span className="block text-sm text-slate-600 wrap-anywhere dark:text-slate-300">{detail}</span> : null}
            </li>
          );
        })}
      </ul>
      <p className="mt-3 flex flex-wrap items-baseline gap-x-3 text-sm text-slate-600 dark:text-slate-300">
        <span>{t("admin.search.shown", { shown: format.count(group.items.length), total: format.count(group.total) })}</span>
        <Link to={group.allHref} aria-label={t("admin.search.showAllNamed", { group: label })} className={linkClass}>
          {t("admin.search.showAll")}
        </Link>
      </p>
    </section>
  );
}
