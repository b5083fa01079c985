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
    <section aria-labelledby={id} className="scroll-mt-4 border-t border-slate-200 pt-8 first:border-t-0 first:pt-0 dark:border-slate-800">
      <h2 id={id} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl dark:text-slate-100">
        {title}
      </h2>
      <Prose>{children}</Prose>
    </section>
  );
}

