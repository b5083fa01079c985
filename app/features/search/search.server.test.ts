import { describe, expect, it } from "vitest";
import { escapeLike, normalizeQuery, searchStem, searchTerm, wordsTsQuery } from "./search.server";

describe("search text helpers", () => {
  it("escapes LIKE wildcards and the escape character", () => {
    expect(escapeLike("100%_a\\b")).toBe("100\\%\\_a\\\\b");
  });

  it("builds a tsquery from words only, each as its stem", () => {
    expect(wordsTsQuery("Słuchawki bezprz")).toBe("słuchaw:* & bezprz:*");
    expect(wordsTsQuery("'; DROP TABLE products; --")).toBe("drop:* & tabl:* & products:*");
    expect(wordsTsQuery("a | b & !c:*")).toBe("a & b & c");
    expect(wordsTsQuery("%_")).toBeNull();
  });

  it("leaves out function words and one- or two-letter words unless nothing else is left (ADR 122)", () => {
    expect(wordsTsQuery("lampki do sypialni")).toBe("lamp:* & sypialn:*");
    expect(wordsTsQuery("prezent dla dziewczyny")).toBe("prezent:* & dziewczyn:*");
    expect(wordsTsQuery("kamera 4k")).toBe("kamer:* & 4k");
    expect(wordsTsQuery("do")).toBe("do");
  });

  it("drops the letters and numbers that unaccent turns into tsquery syntax (a 500 before)", () => {
    expect(wordsTsQuery("ʼlampa")).toBe("lamp:*");
    expect(wordsTsQuery("dziecka ʼ")).toBe("dziec:*");
    expect(wordsTsQuery("½ ⑴ ŉ ː")).toBeNull();
  });

  it("cuts a Polish word's ending so its forms share a prefix (ADR 122); short words and words with digits stay whole", () => {
    const stems = (words: string[]) => [...new Set(words.map(searchStem))];
    expect(stems(["ładowarka", "ładowarki", "ładowarek", "ładowarkę", "ładowarkami"])).toEqual(["ładowar:*"]);
    expect(stems(["słuchawki", "słuchawek", "słuchawka"])).toEqual(["słuchaw:*"]);
    expect(stems(["indukcyjna", "indukcyjnych", "indukcyjny", "indukcyjnymi"])).toEqual(["indukcyjn:*"]);
    expect(stems(["kuchnia", "kuchni", "kuchnie"])).toEqual(["kuchn:*"]);
    expect(stems(["dzieci", "dziecka"])).toEqual(["dziec:*"]);
    expect(searchStem("prezenty")).toBe("prezent:*");
    expect(searchStem("prezent")).toBe("prezent:*");
    expect(searchStem("bezprzewodowe")).toBe("bezprzewod:*");
    expect(searchStem("lampa")).toBe("lamp:*");
    expect(searchStem("muzyka")).toBe("muzy:*");
    expect(searchStem("etui")).toMatch(/^\(etui:\* \| etu \| /); // 'etu' would be too short a prefix: whole forms only
    expect(searchStem("zegarków")).toBe("zegar:*");
    expect(searchStem("3w1")).toBe("(3w1 | 3 <-> w <-> 1)"); // '3 w 1' too
    expect(searchStem("usb3000")).toBe("usb3000");
  });

  it("matches a three-letter stem's whole-word forms, never its prefix ('kotlet', 'butelka')", () => {
    const forms = (word: string) => {
      const term = searchTerm(word);
      return [term.prefix ? `${term.text}*` : term.text, ...(term.forms ?? [])];
    };
    for (const word of ["kot", "koty", "kotów", "kotami", "kotek"]) expect(forms(word)).toEqual(expect.arrayContaining(["kot", "koty", "kota", "kotów", "kotami", "kotek", "kotki"].filter((f) => f !== word)));
    for (const word of ["kubki", "kubek", "kubkiem", "kubków"]) expect(forms(word)).toEqual(expect.arrayContaining(["kubek", "kubka", "kubkiem"].filter((f) => f !== word)));
    for (const word of ["buty", "butów"]) expect(forms(word)).toEqual(expect.arrayContaining(["but", "buta", "butami", "butach"]));
    expect(searchStem("kot")).toMatch(/^\(kot \| /);
    expect(searchStem("kot")).not.toContain(":*");
    expect(searchStem("kubki")).toMatch(/^\(kubk:\* \| kub \| /);
    expect(searchStem("ładowarki")).toBe("ładowar:*"); // a stem of 4 letters or more: its prefix alone
  });

  it("reads '5 w 1' and '5w1' as one word that matches either spelling", () => {
    expect(wordsTsQuery("szczotka 5 w 1")).toBe("szczot:* & (5w1 | 5 <-> w <-> 1)");
    expect(wordsTsQuery("hantle 2w1")).toBe("hantl:* & (2w1 | 2 <-> w <-> 1)");
    expect(wordsTsQuery("stolik 3 x 4")).toBe("stolik:* & (3x4 | 3 <-> x <-> 4)");
  });

  it("normalises spaces and length", () => {
    expect(normalizeQuery("  a \n\t b  ")).toBe("a b");
    expect(normalizeQuery("x".repeat(120))).toHaveLength(100);
  });
});
