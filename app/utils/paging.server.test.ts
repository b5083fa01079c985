import { describe, expect, it } from "vitest";
import { pageCountOf, redirectPastLastPage } from "./paging.server";

describe("public list paging", () => {
  it("sends a page past the last one to the last page, keeping the other parameters", () => {
    const thrown = (url: string, pageCount: number, page: number) => {
      try {
        redirectPastLastPage(new URL(url), { page, pageCount });
        return null;
      } catch (response) {
        expect((response as Response).status).toBe(302);
        return (response as Response).headers.get("location");
      }
    };
    expect(thrown("http://x/produkty?page=999&sort=newest", 3, 999)).toBe("/produkty?page=3&sort=newest");
    expect(thrown("http://x/szukaj?q=lampa&page=2", 1, 2)).toBe("/szukaj?q=lampa");
    expect(thrown("http://x/blog?typ=review&page=40", 2, 40)).toBe("/blog?typ=review&page=2");
    expect(thrown("http://x/produkty?page=3", 3, 3)).toBeNull();
  });

  it("counts at least one page", () => {
    expect([0, 1, 12, 13, 24, 25].map((total) => pageCountOf(total, 12))).toEqual([1, 1, 1, 2, 2, 3]);
  });
});
