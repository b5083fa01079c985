import type { ReactNode } from "react";

export function SecurityPanel({ id, title, description, children }: { id: string; title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-naglowek`} id={id} className="rounded-2xl border border-slate-200 p-5 sm:p-6 dark:border-slate-800">
      <h2 id={`${id}-naglowek`} className="text-lg font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      {description && <div className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</div>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
