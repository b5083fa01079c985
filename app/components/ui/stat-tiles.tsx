import type { LucideIcon } from "lucide-react";

export type StatTile = { key: string; label: string; value: string; Icon: LucideIcon };

/**
 * A grid of labelled numbers as a description list (product page stats, admin counters and stat
 * cards). Values come formatted (`formatCount`, `formatStat`); `data-stat` marks each for tests.
 */
export function StatTiles({ items, label, size = "md" }: { items: StatTile[]; label?: string; size?: "md" | "lg" }) {
  const large = size === "lg";
  return (
    <dl className={`grid grid-cols-2 gap-3 ${large ? "lg:grid-cols-4" : "sm:grid-cols-4"}`} aria-label={label}>
      {items.map(({ key, label: name, value, Icon }) => (
        <div key={key} className={large ? "rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900" : "rounded-xl border border-slate-200 p-3 dark:border-slate-700"}>
          <dt className={`flex items-center gap-1.5 ${large ? "gap-2 text-sm font-medium" : "text-xs"} text-slate-600 dark:text-slate-300`}>
            <Icon aria-hidden className={large ? "size-4 text-brand-600 dark:text-brand-100" : "size-3.5"} />
            {name}
          </dt>
          <dd className={`mt-1 ${large ? "text-2xl font-extrabold" : "text-lg font-bold"} tabular-nums text-slate-900 dark:text-white`} data-stat={key}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
