import type { ReactNode } from "react";

// Long-form typography without a plugin: readable measure (~70 characters), spacing and list styles.
const PROSE = [
  "max-w-prose text-base leading-7 text-slate-700 dark:text-slate-200",
  "[&_p]:mt-4 [&_ul]:mt-4 [&_ol]:mt-4 [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:mt-1.5",
  "[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 dark:[&_h3]:text-slate-100",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 dark:[&_a]:text-brand-100",
  "[&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-slate-100",
].join(" ");

export function Prose({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`${PROSE} ${className}`}>{children}</div>;
}

/** A numbered h2 section of a long page; `id` is the anchor the table of contents links to. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24 border-t border-slate-200 pt-8 first:border-t-0 first:pt-0 dark:border-slate-800">
      <h2 id={id} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl dark:text-slate-100">
        {title}
      </h2>
      <Prose>{children}</Prose>
    </section>
  );
}

/** A wide table that scrolls sideways on a phone; the region is focusable so keyboards can scroll it. */
export function TableScroll({ label, className = "", children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`mt-4 overflow-x-auto rounded-md ${className}`}>
      {children}
    </div>
  );
}

type DataTableProps = {
  caption: string;
  columns: string[];
  rows: ReactNode[][];
  /** Class of the first cell of each row, rendered as the row header (`null`: a plain cell). */
  rowHeaderClassName?: string | null;
  className?: string;
  tableClassName?: string;
};

/** The legal pages' tables: scrollable, captioned, with column (and optionally row) headers. */
export function DataTable({ caption, columns, rows, rowHeaderClassName = "font-semibold", className, tableClassName = "" }: DataTableProps) {
  const pad = (i: number, count: number) => (i < count - 1 ? "py-2 pr-4" : "py-2");
  return (
    <TableScroll label={caption} className={className}>
      <table className={`w-full border-collapse text-left text-sm ${tableClassName}`}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 dark:border-slate-700">
            {columns.map((column, i) => (
              <th key={column} scope="col" className={`${pad(i, columns.length)} font-semibold`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, r) => (
            <tr key={r} className="border-b border-slate-200 align-top dark:border-slate-800">
              {cells.map((cell, i) =>
                i === 0 && rowHeaderClassName !== null ? (
                  <th key={i} scope="row" className={`${pad(i, cells.length)} ${rowHeaderClassName}`}>
                    {cell}
                  </th>
                ) : (
                  <td key={i} className={pad(i, cells.length)}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
