import { dayText, effectiveDateText } from "../documents/document-facts";
import { LEGAL_DOCUMENTS, versionPath, type DocumentPageData, type LegalDocumentKey, type VersionPageData } from "../documents/document-types";
import { DocumentHtml, DocumentPage, SummaryNotice, UpcomingNotice, VersionArchive, VersionStateNotice } from "./document-page";

// ADR 172: the public pages of a document — the version in force (/regulamin) and any published
// version at its own address (/regulamin/wersje/2, noindex).

export function PublishedDocument({ docKey, data, appUrl }: { docKey: LegalDocumentKey; data: DocumentPageData; appUrl: string }) {
  const doc = LEGAL_DOCUMENTS[docKey];
  const { version, upcoming, archive } = data;
  return (
    <DocumentPage
      doc={doc}
      appUrl={appUrl}
      effective={{ day: version.effectiveFrom }}
      notices={
        <>
          {upcoming && <UpcomingNotice doc={doc} upcoming={upcoming} />}
          <SummaryNotice summary={version.summary} />
        </>
      }
      toc={version.toc}
      intro={<DocumentHtml html={version.introHtml} part="intro" />}
      body={<DocumentHtml html={version.bodyHtml} part="body" />}
      after={<VersionArchive doc={doc} archive={archive} />}
    />
  );
}

/** What a version's own page says about it. */
function stateText(docKey: LegalDocumentKey, data: VersionPageData): string | null {
  const { nameOf } = LEGAL_DOCUMENTS[docKey];
  const from = dayText(data.version.effectiveFrom);
  switch (data.state) {
    case "in-force":
      return null;
    case "upcoming":
    case "scheduled":
      return `Ta wersja ${nameOf} będzie obowiązywać od ${from}.`;
    case "past":
      return data.lastDay
        ? `To archiwalna wersja ${nameOf}: obowiązywała od ${from} do ${dayText(data.lastDay)}.`
        : `To archiwalna wersja ${nameOf}: tego samego dnia, od którego miała obowiązywać, zastąpiła ją nowsza wersja.`;
  }
}

export function PublishedVersionPage({ docKey, data, appUrl }: { docKey: LegalDocumentKey; data: VersionPageData; appUrl: string }) {
  const doc = LEGAL_DOCUMENTS[docKey];
  const { version } = data;
  const text = stateText(docKey, data);
  return (
    <DocumentPage
      doc={doc}
      appUrl={appUrl}
      effective={
        data.state === "past"
          ? { day: version.effectiveFrom, label: "Obowiązywała od", until: data.lastDay ? ` do ${effectiveDateText(data.lastDay)}` : undefined }
          : { day: version.effectiveFrom }
      }
      crumb={{ name: `Wersja ${version.number}`, path: versionPath(docKey, version.number) }}
      notices={
        <>
          {text && <VersionStateNotice doc={doc} text={text} />}
          <SummaryNotice summary={version.summary} />
        </>
      }
      toc={version.toc}
      intro={<DocumentHtml html={version.introHtml} part="intro" />}
      body={<DocumentHtml html={version.bodyHtml} part="body" />}
    />
  );
}
