import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productCategories, productCodes, productTypes } from "~/db/schema";
import { UserError } from "~/utils/action.server";
import { createProduct } from "../../../tests/factories";
import { CHOOSE_CATEGORY_MESSAGE, generateProductCode } from "./code-generator.server";

// Each test makes its own category (codes are global), so tests never share a sequence.
async function freshCategory() {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const pick = () => alphabet[Math.floor(Math.random() * 26)];
  for (;;) {
    const code = pick() + pick();
    if ((await db.select().from(productCategories).where(eq(productCategories.code, code))).length) continue;
    const [category] = await db
      .insert(productCategories)
      .values({ name: `Kategoria testowa ${code}`, code, slug: `kategoria-testowa-${code.toLowerCase()}` })
      .returning();
    await db.insert(productTypes).values([
      { categoryId: category.id, code: "AA", slug: "aa", name: "Typ A", isDefault: true },
      { categoryId: category.id, code: "BB", slug: "bb", name: "Typ B" },
    ]);
    return category.code;
  }
}

describe("product code generator (admin §5)", () => {
  it("only proposes a code for the product form: nothing is reserved, so the same code is proposed until a save uses it (ADR 124)", async () => {
    const cat = await freshCategory();
    const first = await generateProductCode({ categoryCode: cat }, undefined, { reserve: false });
    const again = await generateProductCode({ categoryCode: cat }, undefined, { reserve: false });
    expect([first.code, again.code]).toEqual([`${cat}-AA-001`, `${cat}-AA-001`]);
    expect(await db.select().from(productCodes).where(eq(productCodes.categoryCode, cat))).toEqual([]);
    expect((await generateProductCode({ categoryCode: cat })).code).toBe(`${cat}-AA-001`); // the codes section reserves
    expect((await generateProductCode({ categoryCode: cat }, undefined, { reserve: false })).code).toBe(`${cat}-AA-002`);
  });

  it("requires a category", async () => {
    const error = await generateProductCode({ categoryCode: "" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).message).toBe(CHOOSE_CATEGORY_MESSAGE);
  });

  it("numbers each category–type pair from 001, the default type when none is chosen", async () => {
    const cat = await freshCategory();
    expect((await generateProductCode({ categoryCode: cat })).code).toBe(`${cat}-AA-001`);
    expect((await generateProductCode({ categoryCode: cat, typeCode: "AA" })).code).toBe(`${cat}-AA-002`);
    expect((await generateProductCode({ categoryCode: cat, typeCode: "bb" })).code).toBe(`${cat}-BB-001`);
  });

  it("refuses an unknown category or type with the spec's messages", async () => {
    const cat = await freshCategory();
    await expect(generateProductCode({ categoryCode: cat, typeCode: "ZZ" })).rejects.toThrow(`Nieznany typ: ZZ dla kategorii: ${cat}`);
    await expect(generateProductCode({ categoryCode: "Q9" })).rejects.toThrow("Nieznana kategoria: Q9");
  });

  it("skips a number a product already uses, compared case-insensitively", async () => {
    const cat = await freshCategory();
    const { id } = await createProduct();
    await db.execute(sql`UPDATE products SET code = ${`${cat.toLowerCase()}-aa-001`} WHERE id = ${id}`);
    expect((await generateProductCode({ categoryCode: cat })).code).toBe(`${cat}-AA-002`);
  });

  it("after a 999 typed in by hand, takes the lowest number never used, not none (review, session 27)", async () => {
    const cat = await freshCategory();
    expect((await generateProductCode({ categoryCode: cat })).code).toBe(`${cat}-AA-001`);
    await db.insert(productCodes).values({ code: `${cat}-AA-999`, categoryCode: cat, typeCode: "AA", sequenceNumber: 999, isActive: false });
    await db.insert(productCodes).values({ code: `${cat}-AA-002`, categoryCode: cat, typeCode: "AA", sequenceNumber: 2, isActive: false }); // a deleted product's
    expect((await generateProductCode({ categoryCode: cat })).code).toBe(`${cat}-AA-003`);
    expect((await generateProductCode({ categoryCode: cat })).code).toBe(`${cat}-AA-004`);
  });

  it("gives distinct codes to many editors generating at the same moment", async () => {
    const cat = await freshCategory();
    const codes = await Promise.all(Array.from({ length: 8 }, () => generateProductCode({ categoryCode: cat, typeCode: "BB" })));
    const values = codes.map((c) => c.code);
    expect(new Set(values).size).toBe(8);
    expect(values.sort()).toEqual(Array.from({ length: 8 }, (_, i) => `${cat}-BB-00${i + 1}`));
  });
});
