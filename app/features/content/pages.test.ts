import { describe, expect, it } from "vitest";
import { documentTitle, DESCRIPTION_MAX } from "~/features/seo/meta";
import { STATIC_PAGES } from "./pages";

describe("static page metadata", () => {
  it.each(Object.entries(STATIC_PAGES))("%s has a description that is never cut and a suffixed title", (_, page) => {
    expect(Array.from(page.description).length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(documentTitle(page.title)).toBe(`${page.title} | Viralne Produkty`);
  });
});
