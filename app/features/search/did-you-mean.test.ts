import { describe, expect, it } from "vitest";
import { correctedQuery, editDistance, MAX_SHORTER_TEXTS, shorterQueries, Vocabulary } from "./did-you-mean";

const vocabulary = new Vocabulary(["lampki led na biurko", "lampka nocna z czujnikiem", "sluchawki bezprzewodowe", "sluchawki douszne", "kubek termiczny"]);

describe("did you mean", () => {
  it("counts a swap of two neighbouring letters as one edit", () => {
    expect(editDistance("lapmki", "lampki", 2)).toBe(1);
    expect(editDistance("kubek", "kubki", 2)).toBe(2);
    expect(editDistance("abcdef", "uvwxyz", 2)).toBe(3); // gives up past the limit
  });

  it("corrects a swapped, missing or wrong letter to the catalogue's most frequent near word", () => {
    expect(correctedQuery("lapmki", vocabulary)).toBe("lampki");
    expect(correctedQuery("sluchawky bezprzewodowe", vocabulary)).toBe("sluchawki bezprzewodowe");
    expect(correctedQuery("bezprzewdowe", vocabulary)).toBe("bezprzewodowe");
    expect(vocabulary.nearest("kubke")).toBe("kubek");
  });

  it("leaves known, short, numeric and far-off words alone", () => {
    expect(correctedQuery("lampki led", vocabulary)).toBeNull();
    expect(correctedQuery("lex", vocabulary)).toBeNull(); // 3 letters: anything is near
    expect(correctedQuery("5w1", vocabulary)).toBeNull();
    expect(correctedQuery("prezent dla dziewczyny", vocabulary)).toBeNull();
  });

  it("gives up on long texts and on many unknown words (noise costs nothing)", () => {
    expect(correctedQuery("lapmki led na biurko do pokoju", vocabulary)).toBeNull(); // 6 words
    expect(correctedQuery("lapmki kubke sluchawky", vocabulary)).toBeNull(); // 3 unknown words
    expect(correctedQuery("lapmki kubke", vocabulary)).toBe("lampki kubek");
  });
});

describe("fewer words (ADR 134)", () => {
  it("leaves out the fewest words first, the last ones first, and never keeps filler words", () => {
    expect(shorterQueries("prezent dla dziewczyny")).toEqual(["prezent dziewczyny", "prezent", "dziewczyny"]);
    expect(shorterQueries("lampka nocna kot")).toEqual(["lampka nocna", "lampka kot", "nocna kot", "lampka", "nocna", "kot"]);
  });

  it("offers nothing for one word, filler words alone, or a text too long to be a search", () => {
    expect(shorterQueries("kubek")).toEqual([]);
    expect(shorterQueries("dla")).toEqual([]);
    expect(shorterQueries("dla na")).toEqual([]);
    expect(shorterQueries("a b c d e f")).toEqual([]);
  });

  it("tries a bounded number of texts", () => {
    expect(shorterQueries("ladowarka telefonu szybka kabel biala")).toHaveLength(MAX_SHORTER_TEXTS);
  });
});
