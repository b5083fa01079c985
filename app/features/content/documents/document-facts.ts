// ADR 172: the facts of a legal document that the code owns. The privacy policy states retention
// periods the code applies (legal/retention.ts, spec: public §9 Policy text); the editor writes them
// as {{okres-…}} and cannot remove them from the privacy policy (document-rules.ts). They are filled
// in when the version is rendered and refreshed from the code whenever the page is shown, so the
// page never states a period the code does not apply. Browser-safe (the editor's preview).
import { formatDate } from "~/utils/format";
import { RETENTION } from "../legal/retention";
import type { LegalDocumentKey } from "./document-types";

export const EFFECTIVE_DATE_FACT = "obowiazuje-od";

const RETENTION_FACTS = {
  "okres-dane-techniczne": RETENTION.technical,
  "okres-dane-kontaktowe": RETENTION.contact,
  "okres-skroty-wyswietlen": RETENTION.viewHashes,
  "okres-cookies-dlugoterminowe": RETENTION.longTermCookies,
  "okres-cookies-analityczne": RETENTION.analyticsCookies,
} as const;

/**
 * ADR 197: periods the editor may state but no version must (the published v1 covers them under "Dane
 * Konta i aktywność – przez czas posiadania Konta", a longer period than the code keeps them).
 */
const OPTIONAL_RETENTION_FACTS = {
  "okres-opinie-po-moderacji": RETENTION.moderatedReviews,
} as const;

/** The facts the editor may use, with what each says (the hint under the body field). */
export const FACT_NAMES = [EFFECTIVE_DATE_FACT, ...Object.keys(RETENTION_FACTS), ...Object.keys(OPTIONAL_RETENTION_FACTS)] as readonly string[];

/** Facts a document must keep (the privacy policy must state every retention period, RODO art. 13 ust. 2 lit. a). */
export const REQUIRED_FACTS: Record<LegalDocumentKey, readonly string[]> = {
  terms: [],
  privacy: Object.keys(RETENTION_FACTS),
  affiliate: [],
};

/** "13 lipca 2025" for "2025-07-13" (a day in a sentence that ends after it). */
export function dayText(day: string): string {
  return formatDate(`${day}T12:00:00Z`);
}

/** "13 lipca 2025 r." for "2025-07-13" (the pages' "Obowiązuje od …" line). */
export function effectiveDateText(day: string): string {
  return `${dayText(day)} r.`;
}

/** Every fact's value for a version taking effect on `effectiveFrom` (none yet: a placeholder). */
export function factsFor(effectiveFrom: string | null): Record<string, string> {
  return { ...RETENTION_FACTS, ...OPTIONAL_RETENTION_FACTS, [EFFECTIVE_DATE_FACT]: effectiveFrom ? effectiveDateText(effectiveFrom) : "[data obowiązywania]" };
}

const FACT_SPAN = /<span data-fakt="([a-z-]+)">[^<]*<\/span>/g;
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The stored HTML with each fact's span holding its value now (a deploy may have changed a period). */
export function refreshFacts(html: string, facts: Readonly<Record<string, string>>): string {
  return html.replace(FACT_SPAN, (span, name: string) => {
    const value = facts[name];
    return value === undefined ? span : `<span data-fakt="${name}">${escapeHtml(value)}</span>`;
  });
}
