import type { ReactNode } from "react";

/**
 * An editor's preview of the public page (the post editor, the legal documents' editor): the same
 * components the page uses, in a dashed frame named for assistive technology.
 */
export function PreviewRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 dark:border-slate-600" aria-label={label} role="region">
      {children}
    </div>
  );
}
