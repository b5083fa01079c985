import type { TocEntry } from "~/utils/markdown-toc";
import { useT } from "~/i18n/i18n";

const indent: Record<TocEntry["level"], string> = { 1: "", 2: "pl-3", 3: "pl-6", 4: "pl-9", 5: "pl-12", 6: "pl-14" };

export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  const t = useT();
  if (entries.length === 0) return null;
  // The shallowest heading level present starts at the left edge.
  const top = Math.min(...entries.map((e) => e.level));
  return (
    <nav aria-labelledby="post-toc-heading" className="rounded-2xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-700 dark:bg-slate-900">
      <h2 id="post-toc-heading" className="text-base font-bold">{t("post.toc")}</h2>
      <ol className="mt-3 space-y-1.5 text-sm">
        {entries.map((entry) => (
          <li key={entry.id} className={indent[(entry.level - top + 1) as TocEntry["level"]]}>
            <a href={`#${entry.id}`} className="-my-1 inline-block py-1 text-slate-700 underline-offset-2 hover:text-brand-700 hover:underline dark:text-slate-300 dark:hover:text-brand-100">
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
