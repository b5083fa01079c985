import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import ArrowUpDown from "lucide-react/icons/arrow-up-down";
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from "react";
import { Link, useFetchers, useLocation, useNavigation } from "react-router";
import { useT } from "~/i18n/i18n";

export type SortDir = "asc" | "desc";
export type SortState = { key: string; dir: SortDir };

export type Column<Row> = {
  /** Stable id of the column (also the `?sort=` value when `sortable`). */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /** The cell is the row's header (<th scope="row">), e.g. the title. */
  rowHeader?: boolean;
  className?: string;
  /** Stays at the right edge while a wide table scrolls sideways (the row's actions: on a tablet or
   *  phone they were off-screen, a review found). `true`: at any width; a size: only once the table's
   *  frame is at least that wide (see PIN_FROM). */
  pinned?: true | PinFrom;
};

/**
 * ADR 187, 193: a pinned column must not take more than about a quarter of the frame, or the columns
 * scrolling under it show as fragments ("Uch", "kra") — on a phone the codes' actions (with an open
 * edit form) and the users' buttons took a third to a half of a 390 px frame. ADR 187 measured that
 * after hydration and unpinned, which moved the column once the page was shown (a layout shift). The
 * frame is now a CSS container and each table says from which frame width its actions column stays
 * pinned (about four times the column's width), so the server's HTML is already what the reader sees.
 * Sizes are Tailwind's container sizes: md 28rem, xl 36rem, 4xl 56rem. The classes are written out
 * whole so Tailwind finds them.
 */
const PIN_FROM = {
  md: {
    head: "@md:sticky @md:right-0 @md:bg-slate-50 dark:@md:bg-slate-800 @md:shadow-[-6px_0_6px_-6px_rgb(15_23_42/0.25)]",
    cell: "@md:sticky @md:right-0 @md:bg-white dark:@md:bg-slate-900 @md:shadow-[-6px_0_6px_-6px_rgb(15_23_42/0.25)]",
  },
  xl: {
    head: "@xl:sticky @xl:right-0 @xl:bg-slate-50 dark:@xl:bg-slate-800 @xl:shadow-[-6px_0_6px_-6px_rgb(15_23_42/0.25)]",
    cell: "@xl:sticky @xl:right-0 @xl:bg-white dark:@xl:bg-slate-900 @xl:shadow-[-6px_0_6px_-6px_rgb(15_23_42/0.25)]",
  },
  "4xl": {
    head: "@4xl:sticky @4xl:right-0 @4xl:bg-slate-50 dark:@4xl:bg-slate-800 @4xl:shadow-[-6px_0_6px_-6px_rgb(15_23_42/0.25)]",
    cell: "@4xl:sticky @4xl:right-0 @4xl:bg-white dark:@4xl:bg-slate-900 @4xl:shadow-[-6px_0_6px_-6px_rgb(15_23_42/0.25)]",
  },
} as const;
export type PinFrom = keyof typeof PIN_FROM;
const PIN_ALWAYS = {
  head: "sticky right-0 bg-slate-50 dark:bg-slate-800 shadow-[-6px_0_6px_-6px_rgb(15_23_42/0.25)]",
  cell: "sticky right-0 bg-white dark:bg-slate-900 shadow-[-6px_0_6px_-6px_rgb(15_23_42/0.25)]",
};

function pinClass(pinned: Column<unknown>["pinned"], part: "head" | "cell"): string {
  if (!pinned) return "";
  return (pinned === true ? PIN_ALWAYS : PIN_FROM[pinned])[part];
}

/**
 * Whether the table is wider than its frame (the hint under it says so). Measured after hydration
 * and on every resize (an opened form in a cell widens its column).
 */
function useFrameOverflows(frame: RefObject<HTMLDivElement | null>) {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = frame.current;
    const table = element?.querySelector("table");
    if (!element || !table || typeof ResizeObserver === "undefined") return;
    const measure = () => setOverflows(table.offsetWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observer.observe(table);
    measure();
    return () => observer.disconnect();
  }, [frame]);
  return overflows;
}

type Selection<R> = {
  /** Name of the checkboxes (e.g. "ids"); each sends the row key. */
  name: string;
  /** id of the <form> the checkboxes belong to (bulk actions live outside the table). */
  form?: string;
  /** Accessible name of a row's checkbox, e.g. `Zaznacz: ${row.title}`. */
  label: (row: R) => string;
  /** Told how many rows are ticked whenever that changes (a bulk bar says it: 'Zaznaczono: 3'). */
  onCountChange?: (count: number) => void;
};

type Props<R> = {
  caption: string;
  /** Visually hidden caption by default (the page heading names the table). */
  showCaption?: boolean;
  columns: Column<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  /** Current sort from the loader (parse it with `parseSort`); headers link to ?sort=&dir=. */
  sort?: SortState | null;
  selection?: Selection<R>;
  empty?: ReactNode;
  /** Extra classes of the scrolling frame (e.g. "hidden sm:block") and of the table (e.g. a min width). */
  className?: string;
  tableClassName?: string;
};

/** Reads ?sort=&dir= against the sortable keys; anything else → the default. */
export function parseSort(searchParams: URLSearchParams, allowed: readonly string[], fallback: SortState): SortState {
  const key = searchParams.get("sort");
  const dir = searchParams.get("dir");
  if (!key || !allowed.includes(key)) return fallback;
  return { key, dir: dir === "desc" ? "desc" : "asc" };
}

function SortHeader({ column, sort }: { column: Column<unknown>; sort?: SortState | null }) {
  const location = useLocation();
  const t = useT(); // sorting and selection are admin-only (admin.* keys, ADR 089); public tables use neither
  const active = sort?.key === column.key;
  const nextDir: SortDir = active && sort?.dir === "asc" ? "desc" : "asc";
  const params = new URLSearchParams(location.search);
  params.set("sort", column.key);
  params.set("dir", nextDir);
  params.delete("page"); // a new order starts on the first page
  const Icon = !active ? ArrowUpDown : sort?.dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <Link
      to={`${location.pathname}?${params}`}
      className="inline-flex min-h-6 pointer-coarse:min-h-11 items-center gap-1 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      preventScrollReset
    >
      {column.header}
      <Icon aria-hidden className="size-3.5" />
      <span className="sr-only">{nextDir === "asc" ? t("admin.table.sortAsc") : t("admin.table.sortDesc")}</span>
    </Link>
  );
}

/** True once a form was submitted on the page (a navigation or a fetcher) since the caller reset it. */
function useSubmissionSeen() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const seen = useRef(false);
  if (navigation.formMethod || fetchers.some((fetcher) => fetcher.formMethod)) seen.current = true;
  return seen;
}

/**
 * A data table: keyed rows, sorting headers (plain links, so sorting works without JavaScript and
 * survives reloads), optional row selection with a select-all box. Scrolls sideways on narrow screens;
 * cells are tighter below 1536 px so the lists fit a laptop or a tablet in landscape.
 */
/** The header's checkbox fills its cell: at least 44 px high and 40 px wide to tap (44 on touch, ADR 200), the box itself 16 px. */
const CHECK_TARGET = "flex min-h-11 min-w-10 pointer-coarse:min-w-11 cursor-pointer justify-center px-2 pt-2.5 pb-2 2xl:px-3";

export function DataTable<R>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  sort,
  selection,
  empty,
  className = "",
  tableClassName = "",
}: Props<R>) {
  const keys = rows.map(rowKey);
  const t = useT();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // New rows after an action that succeeded, or of another page or filter, start unselected, so a
  // bulk action that worked is not left armed for the next one (session 22 review). A refused action
  // does not reload the list: its ticks stay for the corrected attempt. The same list loaded again
  // without a submission (a revalidation) keeps the ticks of the rows still in it: one such run
  // between two ticks and the click used to unselect them under the editor's hand.
  const location = useLocation();
  const listKey = location.pathname + location.search;
  const submitted = useSubmissionSeen();
  const [listed, setListed] = useState({ rows, listKey });
  if (listed.rows !== rows) {
    const sameList = listed.listKey === listKey && !submitted.current;
    submitted.current = false;
    setListed({ rows, listKey });
    setSelected(sameList ? new Set(keys.filter((key) => selected.has(key))) : new Set());
  }
  const onCountChange = useRef(selection?.onCountChange);
  onCountChange.current = selection?.onCountChange;
  useEffect(() => onCountChange.current?.(selected.size), [selected]);
  const allSelected = keys.length > 0 && keys.every((k) => selected.has(k));
  // Each box sets the state it shows, not the opposite of the last one: a change replayed after
  // hydration (ADR 151) on a box already in that state leaves the selection as it is.
  const selectAll = (on: boolean) => setSelected(on ? new Set(keys) : new Set());
  const select = (key: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const frame = useRef<HTMLDivElement>(null);
  const overflows = useFrameOverflows(frame);
  const hintId = useId();
  if (rows.length === 0 && empty) return <>{empty}</>;
  // relative: absolutely positioned parts of cells (sr-only texts) stay inside the scrolling box
  // instead of widening the page (session 15 review: /admin/produkty was 895 px wide on a phone).
  // vp-scroll-cue (app.css): shadows at an edge with more columns beyond it.
  return (
    <>
      <div
        ref={frame}
        className={`vp-scroll-cue @container relative overflow-x-auto rounded-2xl border border-slate-200 shadow-sm dark:border-slate-700 ${className}`}
        role="region"
        aria-label={caption}
        aria-describedby={overflows ? hintId : undefined}
        tabIndex={0}
      >
        <table className={`w-full border-collapse text-left text-sm ${tableClassName}`}>
          <caption className={showCaption ? "px-4 py-3 text-left font-semibold" : "sr-only"}>{caption}</caption>
          <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            <tr>
              {selection && (
                <th scope="col" className="w-10 p-0 pointer-coarse:w-11">
                  {/* The whole cell takes the tap (session 37 review: a 16 px box on a phone). */}
                  <label className={CHECK_TARGET}>
                    <input
                      type="checkbox"
                      checked={allSelected}
                      onChange={(e) => selectAll(e.currentTarget.checked)}
                      aria-label={t("admin.table.selectAll")}
                      className="size-4 accent-brand-600"
                    />
                  </label>
                </th>
              )}
              {columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  data-pinned={c.pinned ? "" : undefined}
                  className={`px-2 py-2 2xl:px-3 font-semibold ${pinClass(c.pinned, "head")} ${c.className ?? ""}`}
                  aria-sort={sort?.key === c.key ? (sort.dir === "asc" ? "ascending" : "descending") : undefined}
                >
                  {c.sortable ? <SortHeader column={c as Column<unknown>} sort={sort} /> : c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
            {rows.map((row, i) => {
              const key = keys[i]!;
              return (
                <tr key={key} aria-selected={selection ? selected.has(key) : undefined} className="align-top">
                  {selection && (
                    <td className="relative w-10 min-w-10 p-0 pointer-coarse:h-11 pointer-coarse:w-11 pointer-coarse:min-w-11">
                      {/* Fills the whole cell, however tall the row (session 37 review: taps low in it missed).
                          ADR 200: on touch the cell is at least 44 × 44 px (a cell's height is its row's least). */}
                      <label className="absolute inset-0 flex cursor-pointer justify-center px-2 pt-2.5 2xl:px-3">
                        <input
                          type="checkbox"
                          name={selection.name}
                          value={key}
                          form={selection.form}
                          checked={selected.has(key)}
                          onChange={(e) => select(key, e.currentTarget.checked)}
                          aria-label={selection.label(row)}
                          className="size-4 accent-brand-600"
                        />
                      </label>
                    </td>
                  )}
                  {columns.map((c) =>
                    c.rowHeader ? (
                      <th key={c.key} scope="row" className={`px-2 py-2 2xl:px-3 font-semibold ${c.className ?? ""}`}>
                        {c.cell(row)}
                      </th>
                    ) : (
                      <td
                        key={c.key}
                        className={`px-2 py-2 2xl:px-3 ${pinClass(c.pinned, "cell")} ${c.className ?? ""}`}
                      >
                        {c.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {/* The edge shadows alone went unnoticed on a phone (review, session 36). */}
      {/* Below lg its line is kept even when empty: a table wider than a phone is found only after
          hydration, and the hint appearing then moved everything under the table (ADR 193). */}
      <p id={hintId} className="mt-1 text-xs text-slate-600 empty:hidden max-lg:min-h-4 max-lg:empty:block dark:text-slate-300">
        {overflows ? t("common.tableScrolls") : null}
      </p>
    </>
  );
}
