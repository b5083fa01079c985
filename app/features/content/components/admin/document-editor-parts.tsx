import { Link } from "react-router";
import { linkClass } from "~/components/ui/classes";
import { SafeMarkdown } from "~/components/ui/markdown";
import { MessageBox } from "~/components/ui/message-box";
import { PreviewRegion } from "~/components/ui/preview-region";
import { useFormat, useT } from "~/i18n/i18n";
import type { DocumentEditorData } from "../../documents/document-admin.server";
import { EFFECTIVE_DATE_FACT, factsFor, FACT_NAMES } from "../../documents/document-facts";
import { documentPlugins, documentToc, tocWithFacts } from "../../documents/document-markdown";
import { isDay } from "../../documents/document-rules";
import { LEGAL_DOCUMENTS } from "../../documents/document-types";
import { DocumentPage, SummaryNotice } from "../document-page";

// ADR 172: the parts of the documents' editor around its form — what the editor should know before
// writing (where the text starts from, a scheduled or newer version), the code's facts, the preview.

/** Where a new version's text comes from, and the versions it could otherwise undo. */
export function EditorNotices({ data }: { data: DocumentEditorData }) {
  const t = useT();
  const format = useFormat();
  const dayText = (day: string) => format.date(`${day}T12:00:00Z`);
  const doc = LEGAL_DOCUMENTS[data.key];
  const next = data.scheduled[0];
  const staleDraft = data.draft && data.draft.basedOn < data.latest;
  return (
    <>
      {data.start && <p className="text-sm text-slate-700 dark:text-slate-200">{t("admin.documents.editor.startsFrom", { number: data.start.number, date: dayText(data.start.effectiveFrom) })}</p>}
      {next && (
        <MessageBox tone="info">
          {t("admin.documents.editor.scheduledExists", { number: next.number, date: dayText(next.effectiveFrom) })}
          {data.start && data.start.number !== next.number && (
            <>
              {" "}
              <Link to={`/admin/dokumenty/${doc.slug}/nowa?od=${next.number}`} className={linkClass}>
                {t("admin.documents.editor.startFromScheduled", { number: next.number })}
              </Link>
            </>
          )}
        </MessageBox>
      )}
      {staleDraft && <MessageBox tone="warning">{t("admin.documents.editor.staleBase", { basedOn: data.draft!.basedOn, latest: data.latest })}</MessageBox>}
    </>
  );
}

/** The {{…}} markers the body may use, each with the value the page shows now. */
export function FactsHelp() {
  const t = useT();
  const values = factsFor(null);
  return (
    <details className="rounded-lg border border-slate-200 px-3 py-2 text-sm dark:border-slate-700">
      <summary className="cursor-pointer py-1 font-medium">{t("admin.documents.editor.facts")}</summary>
      <p className="mt-1 text-slate-600 dark:text-slate-300">{t("admin.documents.editor.factsIntro")}</p>
      <ul className="mt-2 space-y-1">
        {FACT_NAMES.map((name) => (
          <li key={name}>
            <code className="rounded bg-slate-100 px-1 dark:bg-slate-800">{`{{${name}}}`}</code>
            {" – "}
            {name === EFFECTIVE_DATE_FACT ? t("admin.documents.editor.factDate") : values[name]}
          </li>
        ))}
      </ul>
    </details>
  );
}

export type PreviewValues = { body: string; summary: string; effectiveFrom: string };

/** The public page as it will look, rendered in the browser by the same renderer and plugins as the save. */
export function DocumentPreview({ data, values, appUrl }: { data: DocumentEditorData; values: PreviewValues; appUrl: string }) {
  const t = useT();
  const day = isDay(values.effectiveFrom) ? values.effectiveFrom : data.today;
  const facts = factsFor(isDay(values.effectiveFrom) ? values.effectiveFrom : null);
  const part = (which: "intro" | "body") => <SafeMarkdown content={values.body} variant="document" plugins={documentPlugins(which, facts)} />;
  return (
    <PreviewRegion label={t("admin.documents.editor.previewRegion")}>
      <DocumentPage
        doc={LEGAL_DOCUMENTS[data.key]}
        appUrl={appUrl}
        effective={{ day }}
        staffLink={false}
        notices={<SummaryNotice summary={values.summary.trim()} />}
        toc={tocWithFacts(documentToc(values.body), facts)}
        intro={part("intro")}
        body={<div className="vp-document">{part("body")}</div>}
      />
    </PreviewRegion>
  );
}
