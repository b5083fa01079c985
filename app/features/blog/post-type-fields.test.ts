import { describe, expect, it } from "vitest";
import { editorGroupShown, type EditorGroup } from "./post-type-fields";

type Saved = NonNullable<Parameters<typeof editorGroupShown>[2]>;
const empty: Saved = { pros: [], cons: [], notForWho: null, ratings: { quality: 5, priceQuality: 5, functionality: 5 }, productLinks: {}, products: [], scamReason: null, originalProductLink: null };
const GROUPS: EditorGroup[] = ["prosCons", "notForWho", "ratings", "shopLinks", "collection", "scam"];
const shown = (type: string, post = empty, errors = {}) => GROUPS.filter((g) => editorGroupShown(type, g, post, errors));

describe("post editor fields per type (review, session 24)", () => {
  it("shows each type the groups its public page uses", () => {
    expect(shown("review")).toEqual(["prosCons", "notForWho", "ratings", "shopLinks"]);
    expect(shown("collection")).toEqual(["collection"]);
    expect(shown("scam-alert")).toEqual(["prosCons", "notForWho", "scam"]);
  });

  it("shows everything for a type it does not know (stored values are shown as they are)", () => {
    expect(shown("poradnik")).toEqual(GROUPS);
  });

  it("keeps a group that holds saved data or a refused value, so nothing is hidden that matters", () => {
    expect(shown("collection", { ...empty, pros: ["Tania"], productLinks: { temu: "https://temu.com/x" } })).toEqual(["prosCons", "shopLinks", "collection"]);
    expect(shown("review", { ...empty, ratings: { ...empty.ratings, jasność: 4 } })).toContain("ratings");
    expect(shown("scam-alert", empty, { "item.0.shopLink": "Nieprawidłowy URL" })).toContain("collection");
    expect(shown("scam-alert", empty, { "link.2": "Nieprawidłowy URL" })).toContain("shopLinks");
    // The default 5-star ratings are not data: a collection does not show them.
    expect(shown("collection")).not.toContain("ratings");
  });
});
