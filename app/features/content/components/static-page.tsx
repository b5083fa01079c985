import type { ReactNode } from "react";
import { breadcrumbJsonLd, JsonLd } from "~/features/seo/meta";
import type { StaticPageInfo } from "../pages";
import { Breadcrumbs } from "./breadcrumbs";
import { TableOfContents, type TocEntry } from "./table-of-contents";

type Props = {
  page: StaticPageInfo;
  appUrl: string;
  lead?: ReactNode;
  /** "13 lipca 2025 r." on the legal pages; `label` for an older version ("Obowiązywała od"). */
  effective?: { iso: string; text: string; label?: string; until?: string };
  /** Above the text, under the date: an announced version, what changed (ADR 172). */
  notices?: ReactNode;
  /** A page under this one (an older version of a document): the breadcrumb's last item. */
  crumb?: { name: string; path: string };
  /** Long legal pages get a table of contents beside (desktop) or above (phone) the text. */
  toc?: TocEntry[];
  children: ReactNode;
};

/** Frame of every static page: breadcrumb (+ BreadcrumbList JSON-LD), h1, lead, optional contents. */
export function StaticPage({ page, appUrl, lead, effective, notices, crumb, toc, children }: Props) {
  const crumbs = [{ name: "Strona główna", path: "/" }, { name: page.title, path: page.path }, ...(crumb ? [crumb] : [])];
  return (
    <div className="container-page py-8 sm:py-12">
      <JsonLd data={breadcrumbJsonLd(crumbs, appUrl)} />
      <Breadcrumbs items={crumbs} />
      <header className="mt-6 max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-slate-50">{page.heading ?? page.title}</h1>
        {effective && (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
            {effective.label ?? "Obowiązuje od"} <time dateTime={effective.iso}>{effective.text}</time>
            {effective.until}
          </p>
        )}
        {notices}
        {lead && <div className="mt-4 text-lg leading-8 text-slate-600 dark:text-slate-300 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-100">{lead}</div>}
      </header>
      {toc ? (
        <div className="mt-10 grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <aside className="lg:sticky lg:top-24 lg:self-start">
            <TableOfContents entries={toc} />
          </aside>
          <div className="min-w-0 space-y-10">{children}</div>
        </div>
      ) : (
        <div className="mt-10">{children}</div>
      )}
    </div>
  );
}
