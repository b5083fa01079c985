import { describe, expect, it } from "vitest";
import { CSV_BOM, csvLine, detectDelimiter, neutralizeFormula, parseCsv, restoreFormula, writeCsv } from "./csv";

describe("CSV writer", () => {
  it("starts with a BOM, quotes every field, doubles quotes and ends lines with CRLF", () => {
    const text = writeCsv(["kod", "tytuł"], [["EL-SH-001", 'Lampka "LED"; nocna'], [null, true]]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.slice(1)).toBe('"kod";"tytuł"\r\n"EL-SH-001";"Lampka ""LED""; nocna"\r\n"";"tak"\r\n');
  });

  it("writes dates in ISO 8601", () => {
    expect(csvLine([new Date("2026-03-14T10:00:00Z")])).toBe('"2026-03-14T10:00:00.000Z"');
  });

  it("neutralises cells a spreadsheet would run as a formula", () => {
    for (const bad of ["=HYPERLINK(\"http://zly.example\")", "+48 123", "-2+3", "@SUM(A1)", "\tx", "\rx"]) {
      expect(neutralizeFormula(bad)).toBe(`'${bad}`);
      expect(restoreFormula(neutralizeFormula(bad))).toBe(bad);
    }
    expect(neutralizeFormula("Zwykły tekst")).toBe("Zwykły tekst");
    expect(restoreFormula("'apostrof na początku")).toBe("'apostrof na początku");
    expect(csvLine(["=1+1"])).toBe(`"'=1+1"`);
  });
});

describe("CSV reader", () => {
  it("reads what the writer wrote (round trip), with line numbers", () => {
    const rows = [["a;b", 'c"d', "=HYPERLINK(\"x\")"], ["wiele\nlinii", "", "ż"]];
    const parsed = parseCsv(writeCsv(["x", "y", "z"], rows));
    expect(parsed.ok && parsed.records.map((r) => r.cells)).toEqual([["x", "y", "z"], ...rows]);
    expect(parsed.ok && parsed.records.map((r) => r.line)).toEqual([1, 2, 3]);
  });

  it("detects the delimiter and reads unquoted comma files, skipping empty lines", () => {
    expect(detectDelimiter("a,b,c\n1,2,3")).toBe(",");
    expect(detectDelimiter('"a;b",c;d')).toBe(";");
    const parsed = parseCsv("kod,aktywny\n\nEL-SH-001,tak\r\n");
    expect(parsed).toEqual({ ok: true, records: [{ line: 1, cells: ["kod", "aktywny"] }, { line: 3, cells: ["EL-SH-001", "tak"] }] });
  });

  it("keeps empty trailing fields and quoted empty fields", () => {
    expect(parseCsv('a;b;c\n"";;"x"\n1;2;')).toEqual({
      ok: true,
      records: [
        { line: 1, cells: ["a", "b", "c"] },
        { line: 2, cells: ["", "", "x"] },
        { line: 3, cells: ["1", "2", ""] },
      ],
    });
  });

  it("refuses broken quoting with the line where it starts", () => {
    expect(parseCsv('a;b\n"ok";"x\n2;3\n')).toEqual({ ok: false, line: 2, message: "Błąd parsowania pliku CSV: niezamknięty cudzysłów (wiersz 2)" });
    expect(parseCsv('a;b\n1;2\n"x"y;3')).toMatchObject({ ok: false, line: 3 });
    expect(parseCsv('a;b\n1;x"y')).toMatchObject({ ok: false, line: 2 });
  });

  it("reads 100k rows quickly", () => {
    const big = writeCsv(["kod", "tytuł"], Array.from({ length: 100_000 }, (_, i) => [`EL-SH-${i}`, `Produkt "${i}"; opis`]));
    const started = performance.now();
    const parsed = parseCsv(big);
    expect(parsed.ok && parsed.records.length).toBe(100_001);
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
