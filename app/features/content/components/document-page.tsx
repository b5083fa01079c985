import type { ReactNode } from "react";
import { Link } from "react-router";
import { StaffEditLink } from "~/components/layout/staff-edit-link";
import { effectiveDateText } from "../documents/document-facts";
import { versionPath, type LegalDocumentInfo, type TocItem, type VersionHead } from "../documents/document-types";
import type { ArchiveEntry } from "../documents/version-archive";
import { StaticPage } from "./static-page";

// ADR 172: a legal document's page — the frame the hand-written pages had (breadcrumb, h1, "Obowiązuje
// od", lead, contents beside the sections), its notices above the text and its older versions below.
// The text is the version's stored HTML on the site, the live rendering in the editor's preview.

const NOTICE = "mt-4 rounded-xl border px-4 py-3 text-sm leading-6";
const INFO = `${NOTICE} border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100`;
const WARNING = `${NOTICE} border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100`;
const NOTICE_LINK = "font-semibold underline underline-offset-2";

type Props = {
  doc: LegalDocumentInfo;
  appUrl: string;
  effective: { day: string; label?: string; until?: string };
  notices?: ReactNode;
  crumb?: { name: string; path: string };
  toc: TocItem[];
  intro: ReactNode;
  body: ReactNode;
  /** Under the text: the older versions. */
  after?: ReactNode;
  /** The staff's link to the editor (not in the editor's own preview). */
  staffLink?: boolean;
};

export function DocumentPage({ doc, appUrl, effective, notices, crumb, toc, intro, body, after, staffLink = true }: Props) {
  return (
    <StaticPage
      page={doc.page}
      appUrl={appUrl}
      lead={intro}
      effective={{ iso: effective.day, text: effectiveDateText(effective.day), label: effective.label, until: effective.until }}
      notices={
        <>
          {notices}
          {staffLink && (
            <div className="mt-4 empty:hidden">
              <StaffEditLink to={`/admin/dokumenty/${doc.slug}/nowa`} permission="legal-document:update" label="Napisz nową wersję" />
            </div>
          )}
        </>
      }
      crumb={crumb}
      toc={toc.length ? toc : undefined}
    >
      {body}
      {after}
    </StaticPage>
  );
}

/** A stored rendering (the lead or the sections), sanitised when it was saved (ADR 085's renderer). */
export function DocumentHtml({ html, part }: { html: string; part: "intro" | "body" }) {
  return <div className={part === "body" ? "vp-document" : undefined} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** "Od 15 grudnia 2026 r. obowiązuje nowa wersja regulaminu" with what changes and a link to read it. */
export function UpcomingNotice({ doc, upcoming }: { doc: LegalDocumentInfo; upcoming: VersionHead }) {
  return (
    <div className={INFO}>
      <p className="font-semibold">
        Od {effectiveDateText(upcoming.effectiveFrom)} obowiązuje nowa wersja {doc.nameOf}.
      </p>
      {upcoming.summary && <p className="mt-1 whitespace-pre-line">Co się zmienia: {upcoming.summary}</p>}
      <p className="mt-1">
        <Link to={versionPath(doc.key, upcoming.number)} className={NOTICE_LINK}>
          Przeczytaj nową wersję {doc.nameOf}
        </Link>
      </p>
    </div>
  );
}

/** The version's own summary of what it changed. */
export function SummaryNotice({ summary }: { summary: string }) {
  if (!summary) return null;
  return (
    <div className={INFO}>
      <p className="whitespace-pre-line">
        <span className="font-semibold">Co się zmieniło w tej wersji:</span> {summary}
      </p>
    </div>
  );
}

/** On an older or a scheduled version's own page: what it is, and the way to the one in force. */
export function VersionStateNotice({ doc, text }: { doc: LegalDocumentInfo; text: string }) {
  return (
    <div className={WARNING}>
      <p className="font-semibold">{text}</p>
      <p className="mt-1">
        <Link to={doc.page.path} className={NOTICE_LINK}>
          Zobacz wersję obowiązującą
        </Link>
      </p>
    </div>
  );
}

/** "Poprzednie wersje", newest first, each readable at its own address. */
export function VersionArchive({ doc, archive }: { doc: LegalDocumentInfo; archive: ArchiveEntry[] }) {
  if (archive.length === 0) return null;
  return (
    <section aria-labelledby="poprzednie-wersje" className="mt-10 border-t border-slate-200 pt-8 dark:border-slate-800">
      <h2 id="poprzednie-wersje" className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl dark:text-slate-100">
        Poprzednie wersje
      </h2>
      <ul className="mt-4 space-y-2 text-base leading-7 text-slate-700 dark:text-slate-200">
        {archive.map((v) => (
          <li key={v.number}>
            <Link to={versionPath(doc.key, v.number)} className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-100">
              Wersja {v.number}
            </Link>{" "}
            – {archivedPeriod(v)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "obowiązywała od 13 lipca 2025 r. do 29 listopada 2026 r." */
export function archivedPeriod(v: ArchiveEntry): string {
  if (!v.lastDay) return `miała obowiązywać od ${effectiveDateText(v.effectiveFrom)}, ale tego samego dnia zastąpiła ją nowsza wersja`;
  return `obowiązywała od ${effectiveDateText(v.effectiveFrom)} do ${effectiveDateText(v.lastDay)}`;
}
