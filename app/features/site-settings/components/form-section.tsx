import type { ReactNode } from "react";

/** A group of the settings form: a fieldset named by its legend. */
export function Section({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-slate-200 px-4 pb-4 sm:px-6 sm:pb-6 dark:border-slate-700">
      <legend className="px-1 text-lg font-bold">{title}</legend>
      <div className="space-y-4">
        {intro && <p className="text-sm text-slate-700 dark:text-slate-200">{intro}</p>}
        {children}
      </div>
    </fieldset>
  );
}
