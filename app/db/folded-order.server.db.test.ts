// ADR 219: names listed for people are in the order a Polish reader looks for them — diacritics and letter
// case aside — on both engines, not in byte order („Łazienka” after „Zabawki”).
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productCategories } from "~/db/schema";
import { loadCategoryChoices } from "~/features/catalog/admin-product-form.server";

describe("names in folded order (ADR 219)", () => {
  it("lists categories with diacritics and capitals among the letters they fold to", async () => {
    const names = ["Zabawki ✓", "Łazienka ✓", "lampy ✓", "Środki czystości ✓", "Ogród ✓", "Sport ✓", "łóżka ✓", "Łazienka ✓ "];
    await db.insert(productCategories).values(
      names.map((name, i) => ({ name, code: `Q${String.fromCharCode(65 + i)}`, slug: `kolejnosc-${i}` })),
    );
    const listed = (await loadCategoryChoices()).map((c) => c.name).filter((name) => name.includes("✓"));
    // Folded: lampy, lazienka, lazienka (the one with a trailing space after), lozka, ogrod, sport, srodki, zabawki.
    expect(listed).toEqual(["lampy ✓", "Łazienka ✓", "Łazienka ✓ ", "łóżka ✓", "Ogród ✓", "Sport ✓", "Środki czystości ✓", "Zabawki ✓"]);
  });
});
