import { describe, expect, it } from "vitest";
import { BAD_DATE, BAD_PRODUCT, BAD_URL, parsePostForm, POST_LIMITS, RATING_RANGE, STARS_RANGE, TITLE_REQUIRED, TOO_LONG } from "./post-input";
import { utcToZonedInput, zonedToUtc } from "./warsaw-time";

const form = (fields: Record<string, string | string[]>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const item of [v].flat()) f.append(k, item);
  return f;
};

describe("parsePostForm", () => {
  it("refuses a typed address the blog's routes hold, and moves a title's slug off it", () => {
    for (const slug of ["nowy", "Nowy", " nowy! ", "edytor"]) {
      const parsed = parsePostForm(form({ title: "Cokolwiek", slug }));
      expect(parsed, slug).toEqual({
        ok: false,
        errors: {
          slug: `Adres „${slug.trim().toLowerCase().replace("!", "")}” jest zajęty przez stronę serwisu. Wpisz inny adres (slug).`,
        },
      });
    }
    const fromTitle = parsePostForm(form({ title: "Nowy" }));
    expect(fromTitle.ok && fromTitle.value.slug).toBe("nowy-wpis");
  });

  it("takes the tags as the editor posts them, one field each, and refuses too many counted across them (ADR 212)", () => {
    const parsed = parsePostForm(form({ title: "T", tags: ["lampa", "Lampa", "biurko, led", ""] }));
    expect(parsed.ok && parsed.value.tags).toEqual(["lampa", "biurko", "led"]);
    const many = parsePostForm(form({ title: "T", tags: Array.from({ length: POST_LIMITS.tags + 1 }, (_, i) => `tag${i}`) }));
    expect(many).toEqual({ ok: false, errors: { tags: TOO_LONG.tags } });
  });

  it("refuses texts over their limits, each at its own field (review, session 24)", () => {
    const over = (n: number) => "ż".repeat(n + 1); // counted in characters, not bytes
    const parsed = parsePostForm(
      form({
        title: over(POST_LIMITS.title),
        excerpt: over(POST_LIMITS.excerpt),
        "section.purpose": over(POST_LIMITS.section),
        pros: Array.from({ length: POST_LIMITS.listItems + 1 }, (_, i) => `zaleta ${i}`).join("\n"),
        cons: over(POST_LIMITS.listItem),
        notForWho: over(POST_LIMITS.note),
        scamReason: over(POST_LIMITS.note),
        tags: Array.from({ length: POST_LIMITS.tags + 1 }, (_, i) => `tag${i}`).join(", "),
        itemCount: "1",
        "item.0.title": over(POST_LIMITS.title),
        "item.0.description": over(POST_LIMITS.note),
      }),
    );
    expect(parsed).toEqual({
      ok: false,
      errors: {
        title: TOO_LONG.title,
        excerpt: TOO_LONG.excerpt,
        "section.purpose": TOO_LONG.section,
        pros: TOO_LONG.list,
        cons: TOO_LONG.list,
        notForWho: TOO_LONG.note,
        scamReason: TOO_LONG.note,
        tags: TOO_LONG.tags,
        "item.0.title": TOO_LONG.title,
        "item.0.description": TOO_LONG.note,
      },
    });
    expect(parsePostForm(form({ title: "T", contentMode: "body", body: over(POST_LIMITS.body) }))).toEqual({
      ok: false,
      errors: { body: TOO_LONG.body },
    });
    // Exactly at the limits is fine.
    const at = (n: number) => "ż".repeat(n);
    expect(
      parsePostForm(
        form({
          title: at(POST_LIMITS.title),
          excerpt: at(POST_LIMITS.excerpt),
          "section.summary": at(POST_LIMITS.section),
        }),
      ).ok,
    ).toBe(true);
  });

  it("refuses hand-made posts the editor's fields would not send: long URLs, many rows, long names and keywords (review, session 24)", () => {
    const url = `https://sklep.example/${"a".repeat(POST_LIMITS.url)}`;
    const parsed = parsePostForm(
      form({
        title: "T",
        featuredImage: url,
        tiktokVideo: url,
        originalProductLink: url,
        category: "k".repeat(POST_LIMITS.category + 1),
        slug: "s".repeat(POST_LIMITS.title + 1),
        seoKeywords: Array.from({ length: POST_LIMITS.tags + 1 }, (_, i) => `slowo${i}`).join(", "),
        linkPlatform: ["temu", "x".repeat(POST_LIMITS.name + 1)],
        linkUrl: [url, "https://a.example/"],
        ratingName: Array.from({ length: POST_LIMITS.rows + 1 }, (_, i) => `ocena${i}`),
        ratingValue: Array.from({ length: POST_LIMITS.rows + 1 }, () => "4"),
        itemCount: "1",
        "item.0.title": "Pozycja",
        "item.0.shopLink": url,
      }),
    );
    expect(parsed).toEqual({
      ok: false,
      errors: {
        featuredImage: TOO_LONG.url,
        tiktokVideo: TOO_LONG.url,
        originalProductLink: TOO_LONG.url,
        category: TOO_LONG.category,
        slug: TOO_LONG.slug,
        seoKeywords: TOO_LONG.keywords,
        links: TOO_LONG.rows,
        "link.0": TOO_LONG.url,
        ratings: TOO_LONG.rows,
        "item.0.shopLink": TOO_LONG.url,
      },
    });
  });

  it("refuses a site path with a backslash (browsers read /\\host as //host) and replaces a forged item id", () => {
    const parsed = parsePostForm(
      form({
        title: "T",
        itemCount: "2",
        "item.0.title": "A",
        "item.0.reviewLink": "/\\evil.example",
        "item.1.title": "B",
        "item.1.id": "x".repeat(500),
      }),
    );
    expect(parsed).toEqual({ ok: false, errors: { "item.0.reviewLink": BAD_URL } });
    const fine = parsePostForm(form({ title: "T", itemCount: "1", "item.0.title": "B", "item.0.id": "<script>" }));
    expect(fine.ok && fine.value.products).toEqual([{ id: "item-1", title: "B" }]);
  });

  it("requires a title", () => {
    expect(parsePostForm(form({ title: "   " }))).toEqual({ ok: false, errors: { title: TITLE_REQUIRED } });
  });

  it("refuses script URLs, bad dates and forged product ids with Polish messages", () => {
    const parsed = parsePostForm(
      form({
        title: "T",
        tiktokVideo: "javascript:alert(1)",
        featuredImage: "//evil.example/x.webp",
        publishedAt: "jutro",
        productId: "1; DROP TABLE",
        itemCount: "1",
        "item.0.shopLink": "data:text/html,x",
      }),
    );
    expect(parsed).toEqual({
      ok: false,
      errors: {
        tiktokVideo: BAD_URL,
        featuredImage: BAD_URL,
        publishedAt: BAD_DATE,
        productId: BAD_PRODUCT,
        "item.0.shopLink": BAD_URL,
      },
    });
  });

  it("keeps body content as typed when it is not structured, and ignores unknown types and labels", () => {
    const parsed = parsePostForm(
      form({
        title: "T",
        contentMode: "body",
        body: "# Własny\r\n\r\nTekst",
        type: "<b>",
        labels: ["unikaj", "unikaj", "hack"],
      }),
    );
    expect(parsed.ok && parsed.value).toMatchObject({
      content: "# Własny\n\nTekst",
      type: "review",
      labels: ["unikaj"],
    });
  });

  it("defaults the overall and section ratings to 5 and drops empty collection items", () => {
    const parsed = parsePostForm(form({ title: "T", itemCount: "3", "item.1.title": "Jedyny", "item.1.id": "abc" }));
    expect(parsed.ok && parsed.value).toMatchObject({
      overallRating: 5,
      sectionRatings: { purpose: 5, quality: 5, functionality: 5, price: 5, conclusions: 5 },
      products: [{ id: "abc", title: "Jedyny" }],
    });
  });

  it("refuses ratings out of range with a field error instead of clamping them (review, session 30)", () => {
    const parsed = parsePostForm(
      form({ title: "T", overallRating: "7", "sectionRating.quality": "9", "sectionRating.price": "2.5", ratingName: ["Jakość", "Cena"], ratingValue: ["12", "abc"] }),
    );
    expect(parsed).toEqual({
      ok: false,
      errors: { overallRating: RATING_RANGE, "sectionRating.quality": STARS_RANGE, "sectionRating.price": STARS_RANGE, "rating.0": RATING_RANGE, "rating.1": RATING_RANGE },
    });
    const fine = parsePostForm(form({ title: "T", overallRating: "4,5", "sectionRating.quality": "3", ratingName: ["Jakość"], ratingValue: ["0"] }));
    expect(fine.ok && fine.value).toMatchObject({ overallRating: 4.5, sectionRatings: { quality: 3 }, ratings: { Jakość: 0 } });
  });
});

describe("Warsaw publish time", () => {
  it("reads datetime-local values as Warsaw time in winter and summer", () => {
    expect(zonedToUtc("2026-01-15T12:00")?.toISOString()).toBe("2026-01-15T11:00:00.000Z");
    expect(zonedToUtc("2026-07-15T12:00:30")?.toISOString()).toBe("2026-07-15T10:00:30.000Z");
    expect(zonedToUtc("2026-07-15T12:00:00Z")?.toISOString()).toBe("2026-07-15T12:00:00.000Z");
    expect(zonedToUtc("15.07.2026")).toBeNull();
    expect(zonedToUtc("2026-07-15T12:00:00.250+02:00")?.toISOString()).toBe("2026-07-15T10:00:00.250Z");
  });
  it("refuses a moment that does not exist or a year PostgreSQL cannot store (hostile review, session 28: a 500)", () => {
    for (const value of [
      "-271821-04-20T00:00:00Z",
      "+275760-09-13T00:00:00Z",
      "0000-01-01T00:00Z",
      "0001-01-01T00:00",
      "2026-02-31T25:61",
      "2026-02-29T10:00",
      "2026-13-01T10:00",
      "2026-07-15T24:00",
      "2026-07-15T12:00:00+02:00junk",
    ]) {
      expect(zonedToUtc(value), value).toBeNull();
    }
    expect(zonedToUtc("2028-02-29T10:00")?.toISOString()).toBe("2028-02-29T09:00:00.000Z");
  });
  it("round-trips through the editor's input", () => {
    expect(utcToZonedInput("2026-07-15T10:00:30.000Z")).toBe("2026-07-15T12:00:30");
    expect(utcToZonedInput(null)).toBe("");
  });
});
