// ADR 172: the SEO metadata of a document's pages — pages.ts's title and description (the terms'
// description names the day the version in force applies from), an older version noindex.
import { pageMeta } from "~/features/seo/meta";
import { LEGAL_EFFECTIVE_TEXT } from "../pages";
import { effectiveDateText } from "./document-facts";
import { LEGAL_DOCUMENTS, versionPath, type LegalDocumentKey } from "./document-types";

export function documentMeta(key: LegalDocumentKey, appUrl: string, effectiveFrom: string | undefined) {
  const { page } = LEGAL_DOCUMENTS[key];
  const description = effectiveFrom ? page.description.replace(LEGAL_EFFECTIVE_TEXT, effectiveDateText(effectiveFrom)) : page.description;
  return pageMeta({ appUrl, path: page.path, title: page.title, description });
}

export function versionMeta(key: LegalDocumentKey, appUrl: string, number: number | undefined) {
  const { page } = LEGAL_DOCUMENTS[key];
  if (number === undefined) return pageMeta({ appUrl, path: page.path, title: page.title, description: page.description, noindex: true });
  return pageMeta({ appUrl, path: versionPath(key, number), title: `${page.title} – wersja ${number}`, description: page.description, noindex: true });
}
