import { describe, expect, it } from "vitest";
import { escapeLike, normalizeQuery, searchStem, wordsTsQuery } from "./search.server";

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
    expect(searchStem("etui")).toBe("etui:*"); // 'etu' would be too short a stem
    expect(searchStem("kot")).toBe("kot");
    expect(searchStem("3w1")).toBe("3w1");
    expect(searchStem("usb3000")).toBe("usb3000");
  });

  it("normalises spaces and length", () => {
    expect(normalizeQuery("  a \n\t b  ")).toBe("a b");
    expect(normalizeQuery("x".repeat(120))).toHaveLength(100);
  });
});
