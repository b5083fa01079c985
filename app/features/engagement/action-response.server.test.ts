import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./action-response.server";
import { isScriptedSubmission } from "~/utils/plain-post.server";
import { RatingSchema, ReviewFormSchema } from "./schemas";

describe("safeRedirectPath", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeRedirectPath("/produkty/lampka?x=1", "/")).toBe("/produkty/lampka?x=1");
  });
  it.each(["//evil.example", "/\\evil.example", "https://evil.example", "javascript:alert(1)", "", "produkt", "/a\r\nSet-Cookie: x=1"])(
    "falls back for %j",
    (value) => {
      expect(safeRedirectPath(value, "/produkt/1")).toBe("/produkt/1");
    },
  );
  it("falls back for a missing or non-text value", () => {
    expect(safeRedirectPath(null, "/x")).toBe("/x");
    expect(safeRedirectPath(new File([], "a"), "/x")).toBe("/x");
  });
});

describe("isScriptedSubmission", () => {
  it("tells a single-fetch request from a plain form post", () => {
    expect(isScriptedSubmission(new Request("http://localhost/akcje/wishlist.data", { method: "POST" }))).toBe(true);
    expect(isScriptedSubmission(new Request("http://localhost/akcje/wishlist", { method: "POST" }))).toBe(false);
  });
});

describe("review rules", () => {
  it("accepts whole stars 1–5 only", () => {
    for (const ok of ["1", "5", " 3 ", 4]) expect(RatingSchema.safeParse(ok).success).toBe(true);
    for (const bad of ["0", "6", "3.5", "abc", "", "1e0", "-1", 2.5, null]) expect(RatingSchema.safeParse(bad).success).toBe(false);
  });
  it("ignores fields it does not know (a userId in the form changes nothing)", () => {
    const parsed = ReviewFormSchema.parse({
      productId: "6b1270b7-39cf-40fc-a48e-20e3849dfca6",
      rating: "5",
      comment: " ok ",
      acceptTerms: "on",
      userId: "someone-else",
    });
    expect(parsed).toEqual({ productId: "6b1270b7-39cf-40fc-a48e-20e3849dfca6", rating: 5, comment: "ok", acceptTerms: "on" });
  });
});

describe("safeRedirectPath for the engagement forms' way back", () => {
  it.each(["/produkt/1\t", "/\t/evil.example", "/.//evil.example"])("falls back for %j", (value) => {
    expect(safeRedirectPath(value, "/produkt/1")).toBe("/produkt/1");
  });
});
