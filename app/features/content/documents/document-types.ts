// ADR 172: the three legal documents the owner changes from the panel, with versions and a date from
// which each applies. Browser-safe: the public pages, the panel and the seed share it. The cookie
// policy stays generated from the code (legal/cookies.tsx), about/how-it-works/contact stay designed pages.
import { STATIC_PAGES, type StaticPageInfo } from "../pages";
import type { ArchiveEntry } from "./version-archive";

export const LEGAL_DOCUMENT_KEYS = ["terms", "privacy", "affiliate"] as const;
export type LegalDocumentKey = (typeof LEGAL_DOCUMENT_KEYS)[number];

export type LegalDocumentInfo = {
  key: LegalDocumentKey;
  page: StaticPageInfo;
  /** The public address without its slash; the panel's addresses use it too (/admin/dokumenty/regulamin). */
  slug: string;
  /** "Regulamin" — the panel's list. */
  name: string;
  /** "regulaminu" — "nowa wersja regulaminu". */
  nameOf: string;
};

export const LEGAL_DOCUMENTS: Record<LegalDocumentKey, LegalDocumentInfo> = {
  terms: { key: "terms", page: STATIC_PAGES.terms, slug: "regulamin", name: "Regulamin", nameOf: "regulaminu" },
  privacy: { key: "privacy", page: STATIC_PAGES.privacy, slug: "polityka-prywatnosci", name: "Polityka prywatności", nameOf: "polityki prywatności" },
  affiliate: { key: "affiliate", page: STATIC_PAGES.affiliate, slug: "afiliacja", name: "Program afiliacyjny", nameOf: "informacji o programie afiliacyjnym" },
};

/**
 * ADR 198: the documents that bind account holders — a published version is e-mailed to them and
 * announced to signed-in members until it applies. The affiliate page is information for every reader
 * (how the site earns), not a contract: its own page announces a change, nobody is e-mailed.
 */
export const NOTIFIED_DOCUMENTS: readonly LegalDocumentKey[] = ["terms", "privacy"];

export function documentBySlug(slug: string | undefined): LegalDocumentInfo | null {
  return Object.values(LEGAL_DOCUMENTS).find((d) => d.slug === slug) ?? null;
}

/** A published version's own address (older and scheduled versions; noindex). */
export function versionPath(key: LegalDocumentKey, number: number): string {
  return `${LEGAL_DOCUMENTS[key].page.path}/wersje/${number}`;
}

/** The same for a key read back from storage (the change log's details); null for an unknown one. */
export function documentVersionPath(key: string, number: number): string | null {
  return key in LEGAL_DOCUMENTS ? versionPath(key as LegalDocumentKey, number) : null;
}

export type TocItem = { id: string; title: string };

/** A published version as the public pages read it (dates are days, YYYY-MM-DD, Warsaw). */
export type PublishedVersion = {
  number: number;
  effectiveFrom: string;
  summary: string;
  introHtml: string;
  bodyHtml: string;
  toc: TocItem[];
};

/** A version in a list (no text). */
export type VersionHead = Pick<PublishedVersion, "number" | "effectiveFrom" | "summary">;

/** The page of the version in force: its text, the next version announced, the older ones. */
export type DocumentPageData = { version: PublishedVersion; upcoming: VersionHead | null; archive: ArchiveEntry[] };

export type VersionState = "in-force" | "upcoming" | "scheduled" | "past";

/** A version at its own address; `lastDay` (past versions): the last day it applied, null when replaced the same day. */
export type VersionPageData = { version: PublishedVersion; state: VersionState; lastDay: string | null };
