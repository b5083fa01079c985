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

// ADR 207: the bulk bar's tag answer, "Dodano tag „x” do 3 produktów. 1 produkt już go miał. Pominięto …":
// each sentence's plural, and msg.editor.139 joining a sentence to the rest (each translated again).
const TAG_SENTENCE = String.raw`(?:Dodano tag „.+?” do|Usunięto tag „.+?” z) \d+ produkt(?:u|ów)\.`;
const HAD_SENTENCE = String.raw`\d+ produkt(?:y|ów)? już go miał[oy]?\.`;
export const BULK_TAG_PATTERNS: ValuePattern[] = [
  { re: /^Dodano tag „(.+)” do (\d+) produkt(?:u|ów)\.$/s, key: "msg.editor.134", values: (m) => ({ tag: m[1], count: Number(m[2]) }) },
  { re: /^Usunięto tag „(.+)” z (\d+) produkt(?:u|ów)\.$/s, key: "msg.editor.135", values: (m) => ({ tag: m[1], count: Number(m[2]) }) },
  { re: /^(\d+) produkt(?:y|ów)? już go miał[oy]?\.$/, key: "msg.editor.136", values: (m) => ({ count: Number(m[1]) }) },
  { re: /^Pominięto (\d+) produkt(?:y|ów)? – (?:ma|mają) już najwięcej tagów \((\d+)\)\.$/, key: "msg.editor.137", values: (m) => ({ count: Number(m[1]), max: Number(m[2]) }) },
  { re: /^Nic do zmiany: zaznaczone produkty już mają tag „(.+)”\.$/s, key: "msg.editor.138", values: (m) => ({ op: "add", tag: m[1] }) },
  { re: /^Nic do zmiany: żaden z zaznaczonych produktów nie ma tagu „(.+)”\.$/s, key: "msg.editor.138", values: (m) => ({ op: "remove", tag: m[1] }) },
  { re: new RegExp(`^(${TAG_SENTENCE}) (${HAD_SENTENCE}.*|Pominięto .+)$`, "s"), key: "msg.editor.139", values: (m) => ({ first: m[1], rest: m[2] }) },
  { re: new RegExp(`^(${HAD_SENTENCE}) (Pominięto .+)$`, "s"), key: "msg.editor.139", values: (m) => ({ first: m[1], rest: m[2] }) },
];
