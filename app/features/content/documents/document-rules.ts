// ADR 172: the rules of a new version of a legal document — the same schema in the editor (before
// sending) and in the action. Browser-safe.
import { z } from "zod";
import { BAD_FORM_MESSAGE, formText } from "~/utils/form";
import { warsawDay } from "~/utils/format";
import { buildToc } from "~/utils/markdown-toc";
import { isBlank, oneNewline } from "~/utils/text";
import { effectiveDateText, FACT_NAMES, REQUIRED_FACTS } from "./document-facts";
import { DOCUMENT_TOC_PLUGINS, FACT_TOKEN } from "./document-markdown";
import type { LegalDocumentKey } from "./document-types";

// Today's terms are ~14 000 characters: room for a document seven times as long, not for a pasted book.
export const BODY_MAX = 100_000;
export const SUMMARY_MAX = 500;
/** A version may be announced up to two years ahead (further is more likely a typo in the year). */
export const MAX_YEARS_AHEAD = 2;

export const DOCUMENT_MESSAGES = {
  bodyRequired: "Wpisz treść dokumentu.",
  bodyTooLong: "Treść dokumentu może mieć najwyżej 100 tysięcy znaków.",
  summaryTooLong: `Opis zmian może mieć najwyżej ${SUMMARY_MAX} znaków.`,
  dateInvalid: "Podaj datę w formacie RRRR-MM-DD, np. 2026-12-15.",
  datePast: "Nowa wersja nie może obowiązywać wstecz: wybierz dzisiejszą datę lub późniejszą.",
  dateRequired: "Podaj datę, od której nowa wersja obowiązuje.",
  dateTooFar: "Data obowiązywania może być najwyżej dwa lata naprzód.",
} as const;

/**
 * ADR 198: how many days ahead a new version must be announced. The terms (§8 ust. 1) promise account
 * holders at least 14 days; the privacy policy promises no period (it must say how data is processed
 * now) and the affiliate page is information for readers, not a contract.
 */
export const NOTICE_DAYS: Record<LegalDocumentKey, number> = { terms: 14, privacy: 0, affiliate: 0 };

/** ADR 198: "… najwcześniej 16 grudnia 2026 r." — the earliest day a new terms version may apply from. */
export const noticeTooShortMessage = (earliest: string) =>
  `Regulamin (§8 ust. 1) zapowiada zmiany co najmniej 14 dni przed ich wejściem w życie: nowa wersja może obowiązywać najwcześniej od ${effectiveDateText(earliest)}`;

export const unknownFactMessage = (token: string) => `Nieznany znacznik ${token}. Użyj jednego z wymienionych pod polem treści.`;
export const missingFactMessage = (token: string) => `Polityka prywatności musi podawać okresy przechowywania z kodu serwisu: przywróć znacznik ${token}.`;
export const duplicateIdMessage = (id: string) => `Dwa nagłówki mają ten sam identyfikator #${id}: zmień jeden z nich.`;
export const reservedIdMessage = (id: string) => `Identyfikator #${id} ma już element strony serwisu: wybierz inny.`;

// Ids the page around the text already has (its "Spis treści", the skip link's target, the menus, the
// logo's symbol…): a heading that took one made two elements with one id (hostile review, session 33).
const PAGE_IDS = ["spis-tresci", "poprzednie-wersje", "tresc", "main", "root", "mobile-menu", "mobile-search", "vp-logo", "vp-logo-g", "page-skeleton-post", "page-skeleton-product"];

/** What is wrong with a body (first problem), or null: blank, too long, unknown or missing facts, clashing anchors. */
export function bodyProblem(key: LegalDocumentKey, body: string): string | null {
  if (isBlank(body)) return DOCUMENT_MESSAGES.bodyRequired;
  if (body.length > BODY_MAX) return DOCUMENT_MESSAGES.bodyTooLong;
  const used = new Set<string>();
  for (const match of body.matchAll(FACT_TOKEN)) {
    if (!FACT_NAMES.includes(match[1]!)) return unknownFactMessage(match[0]);
    used.add(match[1]!);
  }
  const missing = REQUIRED_FACTS[key].find((fact) => !used.has(fact));
  if (missing) return missingFactMessage(`{{${missing}}}`);
  const ids = new Set(PAGE_IDS);
  for (const { id } of buildToc(body, DOCUMENT_TOC_PLUGINS)) {
    if (PAGE_IDS.includes(id)) return reservedIdMessage(id);
    if (ids.has(id)) return duplicateIdMessage(id);
    ids.add(id);
  }
  return null;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const at = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  return at.toISOString().slice(0, 10) === value && +m[1]! >= 2000;
}

/** `day` (YYYY-MM-DD) moved by whole days: calendar arithmetic, no clock (a DST change has no effect). */
export function daysAfter(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The earliest day a version of `key` published on `today` (Warsaw) may apply from. The day of
 * publication does not count (KC art. 111 § 2; code review, session 39): 14 whole days lie between
 * the publication and the first day of the new version — published 1 December, it applies from the 16th.
 */
export function earliestEffectiveDay(key: LegalDocumentKey, today: string = warsawDay()): string {
  return NOTICE_DAYS[key] > 0 ? daysAfter(today, NOTICE_DAYS[key] + 1) : today;
}

/** `day` moved by whole years (29 February → 28 February). */
function yearsAfter(day: string, years: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y + years, m - 1, d));
  if (at.getUTCDate() !== d) at.setUTCDate(0);
  return at.toISOString().slice(0, 10);
}

/**
 * The "obowiązuje od" day's problem, or null. A new version applies from today at the earliest
 * (a legal text does not change the past) and at most two years ahead; publishing needs one, a draft may wait.
 * ADR 198: a new version of the terms applies 14 days after the day of publication at the earliest —
 * checked for a draft too (it says so early), and again by the server at the moment of publication.
 */
export function effectiveDateProblem(key: LegalDocumentKey, value: string, options: { publish: boolean; today?: string }): string | null {
  if (value === "") return options.publish ? DOCUMENT_MESSAGES.dateRequired : null;
  if (!isDay(value)) return DOCUMENT_MESSAGES.dateInvalid;
  const today = options.today ?? warsawDay();
  if (value < today) return DOCUMENT_MESSAGES.datePast;
  if (value > yearsAfter(today, MAX_YEARS_AHEAD)) return DOCUMENT_MESSAGES.dateTooFar;
  return noticeProblem(key, value, today);
}

/** ADR 198: the notice period's problem alone (the publication's own check, in its transaction), or null. */
export function noticeProblem(key: LegalDocumentKey, value: string, today: string = warsawDay()): string | null {
  const earliest = earliestEffectiveDay(key, today);
  return value < earliest ? noticeTooShortMessage(earliest) : null;
}

export const DOCUMENT_INTENTS = ["save-draft", "publish"] as const;

/**
 * The editor's form. `basedOn`: the newest published version the page showed (ADR 166's idea for a
 * document: publishing over a version the editor never saw is refused). `expectedUpdatedAt`: the
 * draft's version (empty for a new one).
 */
export function documentVersionSchema(key: LegalDocumentKey, today?: string) {
  return z
    .object({
      intent: formText.pipe(z.enum(DOCUMENT_INTENTS, BAD_FORM_MESSAGE)),
      body: formText.transform(oneNewline),
      summary: formText.transform((v) => oneNewline(v).trim()).pipe(z.string().max(SUMMARY_MAX, DOCUMENT_MESSAGES.summaryTooLong)),
      effectiveFrom: formText.transform((v) => v.trim()),
      basedOn: formText.pipe(z.string().regex(/^\d{1,6}$/, BAD_FORM_MESSAGE)).transform(Number),
      expectedUpdatedAt: formText
        .pipe(z.string().trim().refine((v) => v === "" || !Number.isNaN(Date.parse(v)), BAD_FORM_MESSAGE))
        .transform((v) => v || null),
    })
    .superRefine((input, ctx) => {
      const body = bodyProblem(key, input.body);
      if (body) ctx.addIssue({ code: "custom", path: ["body"], message: body });
      const date = effectiveDateProblem(key, input.effectiveFrom, { publish: input.intent === "publish", today });
      if (date) ctx.addIssue({ code: "custom", path: ["effectiveFrom"], message: date });
    });
}

export type DocumentVersionInput = z.output<ReturnType<typeof documentVersionSchema>>;

/** The draft deletion on the list (no version: deleting states what is wanted). */
export const DeleteDraftSchema = z.object({
  intent: z.literal("delete-draft"),
  id: formText.pipe(z.string().uuid(BAD_FORM_MESSAGE)),
});
