import { describe, expect, it } from "vitest";
import { cleanLine, cleanUserText, firstChars, isBlank, oneNewline } from "./text";
import { MESSAGES, ReviewInputSchema, REVIEW_COMMENT_MAX } from "~/features/engagement/schemas";
import { ProfileUpdateSchema } from "~/features/accounts/profile-schema";
import { normalizeQuery } from "~/features/search/search.server";
import { normalizeTags } from "~/features/catalog/product-form-schema";
import { translator } from "~/i18n/i18n";
import "~/i18n/home-messages"; // "hero.text"
import { plural } from "~/utils/format";

describe("text people type (review, session 25)", () => {
  it("counts a CRLF line break once, as the browser's counter does", () => {
    expect(oneNewline("a\r\nb\rc\nd")).toBe("a\nb\nc\nd");
    const lines = Array.from({ length: 100 }, () => "x".repeat(19)).join("\r\n"); // 1 999 characters in the form
    expect(ReviewInputSchema.safeParse({ rating: 5, comment: lines }).success).toBe(true);
    expect(ReviewInputSchema.parse({ rating: 5, comment: lines }).comment).not.toContain("\r");
    expect(ReviewInputSchema.safeParse({ rating: 5, comment: "x".repeat(REVIEW_COMMENT_MAX + 1) }).success).toBe(false);
  });

  it("treats zero-width and direction characters alone as blank", () => {
    expect(isBlank("\u200b\u200b\u200b")).toBe(true);
    expect(isBlank(" \ufeff\u2060\u200e ")).toBe(true);
    expect(isBlank("a\u200b")).toBe(false);
    expect(isBlank("\u3164\u3164 \u2800\u00ad")).toBe(true); // Hangul filler, blank braille, soft hyphen
    const refused = ReviewInputSchema.safeParse({ rating: 5, comment: "\u200b\u200b\u200b" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(MESSAGES.commentBlank);
  });

  it("drops text-reordering controls from reviews and names, keeps emoji joiners", () => {
    expect(cleanUserText(" Dobre \u202Eyzcaw\u202C ")).toBe("Dobre yzcaw");
    expect(cleanLine("Jan\u2066 \u200bKowalski  👩‍💻")).toBe("Jan Kowalski 👩‍💻");
    expect(cleanLine("\u200b\u200b")).toBe("");
    expect(ProfileUpdateSchema.parse({ fullName: "\u200b\u200b", theme: "light", language: "pl" }).fullName).toBe("");
  });

  it("cuts text at whole characters: no half emoji in tags or queries", () => {
    expect(firstChars("ab😀c", 3)).toBe("ab"); // 😀 is two units: not cut in half
    expect(firstChars("ab😀c", 4)).toBe("ab😀");
    expect(firstChars("abc", 5)).toBe("abc");
    expect(normalizeTags(["t" + "x".repeat(38) + "😀"])[0]).toBe("t" + "x".repeat(38));
    expect(normalizeTags(["t" + "x".repeat(37) + "😀"])[0]).toBe("t" + "x".repeat(37) + "😀");
    expect(normalizeQuery("q".repeat(99) + "😀😀")).toBe("q".repeat(99));
    expect(normalizeQuery("q".repeat(98) + "😀😀")).toBe("q".repeat(98) + "😀");
    expect(normalizeQuery("\u200b")).toBe("");
    expect(normalizeQuery("  lampka \u200b  led ")).toBe("lampka led");
  });
});

describe("Polish counts on the home page and the cards", () => {
  it("say 1 produkt, 2 produkty, 5 produktów, 22 produkty, 112 produktów", () => {
    const t = translator("pl");
    for (const n of [1, 2, 5, 12, 22, 52, 112, 1000]) expect(t("hero.text", { count: n })).toContain(`W katalogu: ${n} ${plural(n, "produkt", "produkty", "produktów")} z opiniami`);
    expect(t("card.views", { count: 1 })).toBe(" wyświetlenie w serwisie");
    expect(t("card.views", { count: 284 })).toBe(" wyświetlenia w serwisie");
    expect(t("card.views", { count: 0 })).toBe(" wyświetleń w serwisie");
  });
});

describe("a product description sent without JavaScript", () => {
  it("counts CRLF line breaks once and stores them as LF", async () => {
    const { ProductFormSchema } = await import("~/features/catalog/product-form-schema");
    const description = Array.from({ length: 1000 }, () => "y".repeat(19)).join("\r\n"); // 19 999 in the form
    const parsed = ProductFormSchema.safeParse({ title: "Lampka", description, categoryCode: "EL" });
    expect(parsed.error?.issues.find((issue) => issue.path[0] === "description")).toBeUndefined();
  });
});

describe("the Warsaw calendar day (CSV file names, the footer's year)", () => {
  it("is the day in Warsaw, not the server's UTC day", async () => {
    const { warsawDay } = await import("~/utils/format");
    expect(warsawDay(new Date("2026-11-28T23:30:00Z"))).toBe("2026-11-29"); // 00:30 in winter
    expect(warsawDay(new Date("2026-07-01T22:30:00Z"))).toBe("2026-07-02"); // 00:30 in summer
    expect(warsawDay(new Date("2026-12-31T23:10:00Z"))).toBe("2027-01-01");
    expect(warsawDay(new Date("2026-07-01T21:30:00Z"))).toBe("2026-07-01");
  });
});
