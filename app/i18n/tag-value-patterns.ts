import type { ValuePattern } from "./message-patterns";

// ADR 171: the Tagi screen's answer whose Polish wording holds a plural form ('przy 1 produkcie', 'przy 5
// produktach'); a pattern cannot be derived from an ICU plural, so it is written out (./message-patterns.ts).
export const TAG_PLURAL_PATTERNS: ValuePattern[] = [
  {
    re: /^Tag „(.+)” jest już przy (\d+) produk(?:cie|tach) — zmiana połączy oba tagi\.$/s,
    key: "msg.admin.134",
    values: (m) => ({ tag: m[1], count: Number(m[2]) }),
  },
];
