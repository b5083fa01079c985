import { describe, expect, it } from "vitest";
import { importFailedMessage, MIXED_ENCODING_MESSAGE, pacedChunks, parseYesNo, readTable, uploadedCsvText } from "./csv-import";

const form = (file: File | string | null) => {
  const f = new FormData();
  if (file !== null) f.set("file", file);
  return f;
};

describe("CSV import helpers", () => {
  it("refuses a missing file (400), a file over 10 MB (413, Polish) and a binary one", async () => {
    expect(await uploadedCsvText(form(null))).toEqual({ ok: false, status: 400, message: "Wybierz plik CSV do importu." });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1).fill(65)], "a.csv");
    expect(await uploadedCsvText(form(big))).toEqual({ ok: false, status: 413, message: "Plik jest za duży. Maksymalny rozmiar pliku to 10 MB." });
    expect(await uploadedCsvText(form(new File(["a\u0000b"], "a.csv")))).toMatchObject({ ok: false, status: 400 });
    expect(await uploadedCsvText(form(new File(["kod\nEL-SH-001"], "a.csv")))).toEqual({ ok: true, text: "kod\nEL-SH-001" });
    // Polish Excel's "CSV (rozdzielany średnikami)" is Windows-1250: read as such, not as broken UTF-8 (review, session 30).
    const cp1250 = new Uint8Array([0x74, 0x79, 0x74, 0x75, 0x6c, 0x3b, 0xbf, 0xf3, 0xb3, 0xe6, 0x20, 0xb9, 0xea, 0x9c, 0x9f, 0xf1, 0xaf]);
    expect(await uploadedCsvText(form(new File([cp1250], "excel.csv")))).toEqual({ ok: true, text: "tytul;żółć ąęśźńŻ" });
    expect(await uploadedCsvText(form(new File(["tytul;żółć"], "utf8.csv")))).toEqual({ ok: true, text: "tytul;żółć" });
    // UTF-8 letters and a stray Windows-1250 byte in one file: neither reading is right, so refused.
    const mixed = new Uint8Array([...new TextEncoder().encode("tytul;żółć;"), 0xb9]);
    expect(await uploadedCsvText(form(new File([mixed], "mixed.csv")))).toEqual({ ok: false, status: 400, message: MIXED_ENCODING_MESSAGE });
  });

  it("checks the header and the row count", () => {
    expect(readTable("tytul\nx", ["kod", "aktywny"])).toMatchObject({ ok: false, result: { message: "Brak kolumn w pliku: kod, aktywny" } });
    expect(readTable("kod\n", ["kod"])).toMatchObject({ ok: false, result: { message: "Plik nie zawiera żadnych wierszy z danymi." } });
    const tooMany = "kod\n" + "x\n".repeat(100_001);
    expect(readTable(tooMany, ["kod"])).toMatchObject({ ok: false, result: { message: "Plik ma za dużo wierszy. Maksymalnie 100 000 wierszy w jednym imporcie." } });
    const ok = readTable(" KOD ;Aktywny\n a ;tak", ["kod", "aktywny"]);
    expect(ok.ok && ok.table.get(ok.table.records[0], "kod")).toBe("a");
  });

  it("reads yes/no and words the failure in Polish plural forms", () => {
    expect([parseYesNo("TAK"), parseYesNo("nie"), parseYesNo(""), parseYesNo("1"), parseYesNo("może")]).toEqual([true, false, false, true, null]);
    expect(importFailedMessage(1)).toBe("Nie zaimportowano niczego: 1 wiersz zawiera błędy.");
    expect(importFailedMessage(3)).toBe("Nie zaimportowano niczego: 3 wiersze zawierają błędy.");
    expect(importFailedMessage(12)).toBe("Nie zaimportowano niczego: 12 wierszy zawiera błędy.");
  });
});

describe("pacedChunks", () => {
  it("slices the items and lets the event loop turn between slices (PGlite imports, session 31)", async () => {
    const seen: string[] = [];
    for await (const part of pacedChunks([1, 2, 3, 4, 5], 2)) {
      seen.push(part.join(","));
      setImmediate(() => seen.push("other request"));
    }
    expect(seen).toEqual(["1,2", "other request", "3,4", "other request", "5"]);
  });
});
