import { describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "~/routes";
import { ALIAS_FORMAT_MESSAGE } from "./product-form-schema";
import { ALIAS_PATTERN, ALIAS_RESERVED_MESSAGE, aliasProblem, RESERVED_ALIASES } from "./product-code";

/** The first segment of every page's path; a layout without a path passes its children's through. */
function firstSegments(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => (entry.path !== undefined ? [entry.path.split("/")[0]] : firstSegments(entry.children ?? [])));
}

describe("aliases the site's own pages hold (spec: public §2 /{urlAlias})", () => {
  it("reserves the first segment of every route an alias could spell", () => {
    const spellable = firstSegments(routes).filter((segment) => ALIAS_PATTERN.test(segment));
    expect(spellable.length).toBeGreaterThan(20);
    for (const segment of spellable) expect(RESERVED_ALIASES.has(segment), segment).toBe(true);
    expect(RESERVED_ALIASES.has("uploads") && RESERVED_ALIASES.has("assets")).toBe(true);
  });

  it("explains a reserved alias apart from a malformed one, and lets the rest through", () => {
    expect(aliasProblem("o-nas", ALIAS_FORMAT_MESSAGE)).toBe(ALIAS_RESERVED_MESSAGE);
    expect(aliasProblem("szukaj", ALIAS_FORMAT_MESSAGE)).toBe(ALIAS_RESERVED_MESSAGE);
    expect(aliasProblem("Zla--forma", ALIAS_FORMAT_MESSAGE)).toBe(ALIAS_FORMAT_MESSAGE);
    expect(aliasProblem("lampka-led-o-nas", ALIAS_FORMAT_MESSAGE)).toBeNull();
    expect(aliasProblem("lampka", ALIAS_FORMAT_MESSAGE)).toBeNull();
  });
});
