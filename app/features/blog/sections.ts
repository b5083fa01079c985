// spec: admin §2 Post editor, §3 — content is markdown with the section names as `##` headings,
// separated by horizontal rules. The editor edits each section as its own field; content that does
// not follow that structure is edited as one body. Browser-safe (the editor's preview joins live).

export const SECTION_HEADINGS = [
  ["purpose", "Przeznaczenie"],
  ["quality", "Jakość wykonania"],
  ["functionality", "Funkcjonalność"],
  ["price", "Cena"],
  ["conclusions", "Wnioski"],
  ["notForWho", "Dla kogo NIE jest ten produkt"],
  ["summary", "Podsumowanie"],
] as const;

export type SectionKey = (typeof SECTION_HEADINGS)[number][0];
export type PostSections = Record<SectionKey, string>;

const SEPARATOR = "\n\n---\n\n";

export const emptySections = (): PostSections =>
  Object.fromEntries(SECTION_HEADINGS.map(([key]) => [key, ""])) as PostSections;

export type SplitContent = { structured: true; sections: PostSections } | { structured: false; body: string };

/**
 * Splits stored content into its sections. Structured means: every part between rules is
 * `## {known heading}\n\n{text}`, headings in the canonical order, each at most once, and joining
 * the result gives back exactly the same text (so saving an untouched post changes nothing).
 */
export function splitSections(content: string): SplitContent {
  if (!content.trim()) return { structured: true, sections: emptySections() };
  const sections = emptySections();
  let lastIndex = -1;
  for (const part of content.split(SEPARATOR)) {
    const match = /^## (.+)\n\n([\s\S]*)$/.exec(part);
    const index = match ? SECTION_HEADINGS.findIndex(([, heading]) => heading === match[1]) : -1;
    if (!match || index <= lastIndex || !match[2].trim()) return { structured: false, body: content };
    sections[SECTION_HEADINGS[index][0]] = match[2];
    lastIndex = index;
  }
  if (joinSections(sections) !== content) return { structured: false, body: content };
  return { structured: true, sections };
}

/** The markdown stored for the sections; empty sections are left out. */
export function joinSections(sections: Partial<PostSections>): string {
  return SECTION_HEADINGS.filter(([key]) => sections[key]?.trim())
    .map(([key, heading]) => `## ${heading}\n\n${sections[key]}`)
    .join(SEPARATOR);
}
