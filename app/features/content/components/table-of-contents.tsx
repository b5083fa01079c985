export type TocEntry = { id: string; title: string };

/** "Spis treści" of a long legal page: links to the h2 sections by their ids. */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  return (
    <nav
      aria-labelledby="spis-tresci"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-5 text-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="spis-tresci" className="text-base font-semibold text-slate-900 dark:text-slate-100">
        Spis treści
      </h2>
      <ol className="mt-3 space-y-2">
        {entries.map((e) => (
          <li key={e.id}>
            <a href={`#${e.id}`} className="text-slate-700 underline-offset-2 hover:text-brand-700 hover:underline dark:text-slate-200 dark:hover:text-brand-100">
              {e.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
