import type { ReactNode } from "react";
import { LEGAL_EFFECTIVE_DATE, LEGAL_EFFECTIVE_TEXT, type StaticPageInfo } from "../pages";
import { Section } from "./prose";
import { StaticPage } from "./static-page";

export type LegalSectionData = { id: string; title: string; body: ReactNode };

/** A legal page (spec: public §9, effective 13 July 2025): h1, date, contents, h2 sections. */
export function LegalDocument({
  page,
  appUrl,
  lead,
  sections,
}: {
  page: StaticPageInfo;
  appUrl: string;
  lead: ReactNode;
  sections: LegalSectionData[];
}) {
  return (
    <StaticPage
      page={page}
      appUrl={appUrl}
      lead={lead}
      effective={{ iso: LEGAL_EFFECTIVE_DATE, text: LEGAL_EFFECTIVE_TEXT }}
      toc={sections.map(({ id, title }) => ({ id, title }))}
    >
      {sections.map((s) => (
        <Section key={s.id} id={s.id} title={s.title}>
          {s.body}
        </Section>
      ))}
    </StaticPage>
  );
}

/** An e-mail address as a mailto link. */
export function Mail({ to }: { to: string }) {
  return <a href={`mailto:${to}`}>{to}</a>;
}
