import { describe, expect, it } from "vitest";
import { escapeLike, normalizeQuery, wordsTsQuery } from "./search.server";

describe("search text helpers", () => {
  it("escapes LIKE wildcards and the escape character", () => {
    expect(escapeLike("100%_a\\b")).toBe("100\\%\\_a\\\\b");
  });

  it("builds a tsquery from words only", () => {
    expect(wordsTsQuery("Słuchawki bezprz")).toBe("słuchawki & bezprz");
    expect(wordsTsQuery("'; DROP TABLE products; --")).toBe("drop & table & products");
    expect(wordsTsQuery("a | b & !c:*")).toBe("a & b & c");
    expect(wordsTsQuery("%_")).toBeNull();
  });

  it("normalises spaces and length", () => {
    expect(normalizeQuery("  a \n\t b  ")).toBe("a b");
    expect(normalizeQuery("x".repeat(120))).toHaveLength(100);
  });
});
