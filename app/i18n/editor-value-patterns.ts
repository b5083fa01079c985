import type { ValuePattern } from "./message-patterns";

// ADR 090: the editor's answers whose Polish wording holds a plural form ('Usunięto 2 produkty.'); a
// pattern cannot be derived from an ICU plural, so these are written out (./message-patterns.ts).
export const EDITOR_PLURAL_PATTERNS: ValuePattern[] = [
  {
    re: /^Nie zaimportowano niczego: (\d+) (?:wiersz zawiera|wiersze zawierają|wierszy zawiera) błędy\.$/,
    key: "msg.editor.value.importFailed",
    values: (m) => ({ count: Number(m[1]) }),
  },
  { re: /^Usunięto (\d+) produkt(?:y|ów)?\.$/, key: "msg.editor.value.deleted", values: (m) => ({ count: Number(m[1]) }) },
  { re: /^Zaktualizowano (\d+) produkt(?:y|ów)?\.$/, key: "msg.editor.value.updated", values: (m) => ({ count: Number(m[1]) }) },
  // ADR 187: the gaps named after adding a product, "zdjęcia, ceny, linku do sklepu": each word in turn.
  { re: /^(zdjęcia|ceny|linku do sklepu|opisu), (.+)$/, key: "msg.admin.234", values: (m) => ({ first: m[1], rest: m[2] }) },
  { re: /^Usunięto (\d+) opini[ęei]+\.$/, key: "msg.editor.value.reviewsDeleted", values: (m) => ({ count: Number(m[1]) }) },
];
