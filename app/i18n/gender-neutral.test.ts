import { describe, expect, it } from "vitest";

// ADR 189 (shopper review, session 36): "Ola" read "Zostałeś wylogowany" and "Jeśli to nie Ty zmieniłeś
// hasło". What the site says to its user is gender-neutral: impersonal, present tense, "Cię"/"Twoje",
// never a masculine past or participle. Only the spec's own wordings stay as the spec gives them.
const SPEC_FIXED = new Set([
  "Już dodałeś opinię o tym produkcie", // spec: public §2, the review form
  "<b>Wygrałeś iPhone!</b> http://evil.example", // a spammer's display name, quoted in a comment
]);

// A masculine or feminine past tense in the second person (zmieniłeś, prosiłaś), "(a)"/"(-aś)" halves,
// "sam nie masz", and "jesteś/zostaniesz/musisz być…" + a participle (zalogowany, wylogowana).
const GENDERED = /\p{L}*(?:łeś|łaś)(?!\p{L})|\((?:-?a|-aś)\)|\bsam(?:a)? nie masz|masz sam(?:a)?\b|(?:[Jj]esteś|[Zz]ostaniesz|[Zz]ostałeś|[Zz]ostałaś|[Bb]ędziesz|[Mm]usisz być|[Mm]ożesz być) \p{L}+(?:any|ana|ony|ona|ły|ła)(?!\p{L})/u;

const catalogues = import.meta.glob<Record<string, unknown>>("./messages/pl*.ts", { eager: true });
// Source texts shown as they are (the about, contact and legal pages, server messages, demo posts).
// The versioned legal documents (documents/seed) change only through a new published version.
const sources = import.meta.glob<string>(["../features/**/*.{ts,tsx}", "../db/seed/**/*.ts", "!../**/*.test.{ts,tsx}", "!../features/content/documents/seed/**"], {
  eager: true,
  query: "?raw",
  import: "default",
});

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("texts addressed to the user", () => {
  it("are gender-neutral in every Polish catalogue, but for the spec's fixed wordings", () => {
    const found = Object.entries(catalogues).flatMap(([file, module]) =>
      strings(module).filter((text) => !SPEC_FIXED.has(text) && GENDERED.test(text)).map((text) => `${file}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it("are gender-neutral in the Polish texts kept in the source", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const literal = /"([^"\n]*)"|`([^`]*)`|>([^<>{}\n]+)</g;
    const found = Object.entries(sources).flatMap(([file, text]) =>
      [...text.matchAll(literal)]
        .map((m) => m[1] ?? m[2] ?? m[3] ?? "")
        .filter((s) => !SPEC_FIXED.has(s) && GENDERED.test(s))
        .map((s) => `${file}: ${s}`),
    );
    expect(found).toEqual([]);
  });
});
