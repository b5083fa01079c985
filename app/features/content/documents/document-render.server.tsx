// ADR 172 (ADR 085's rule): a version's markdown is rendered to HTML once per save, through the site's
// renderer and sanitiser (SafeMarkdown: raw HTML skipped, unsafe addresses dropped) with the document
// plugins: the lead apart from the sections, so the page shows it under the title as before.
import { renderToStaticMarkup } from "react-dom/server";
import { SafeMarkdown } from "~/components/ui/markdown";
import { factsFor } from "./document-facts";
import { documentPlugins, documentToc } from "./document-markdown";
import type { TocItem } from "./document-types";

export type RenderedDocument = { introHtml: string; bodyHtml: string; toc: TocItem[] };

export function renderDocument(body: string, effectiveFrom: string | null): RenderedDocument {
  const facts = factsFor(effectiveFrom);
  const html = (part: "intro" | "body") => renderToStaticMarkup(<SafeMarkdown content={body} variant="document" plugins={documentPlugins(part, facts)} />);
  return { introHtml: html("intro"), bodyHtml: html("body"), toc: documentToc(body) };
}
