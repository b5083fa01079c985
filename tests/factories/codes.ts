// Issue #11 tests: a category of its own (random free 2-letter code) with types AA (default) and BB,
// so a test's code numbers never meet another test's in the shared per-file database.
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { productCategories, productTypes } from "~/db/schema";

export async function createCodeCategory(): Promise<string> {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const pick = () => alphabet[Math.floor(Math.random() * 26)];
  for (;;) {
    // Never a code starting with Q: tests use Q… ("QJ", "QX") as category codes that do not exist.
    const code = alphabet[Math.floor(Math.random() * 16)] + pick();
    if ((await db.select().from(productCategories).where(eq(productCategories.code, code))).length) continue;
    const [category] = await db.insert(productCategories).values({ name: `Kategoria ${code}`, code, slug: `kategoria-${code.toLowerCase()}` }).onConflictDoNothing().returning();
    if (!category) continue;
    await db.insert(productTypes).values([
      { categoryId: category.id, code: "AA", slug: "aa", name: "Typ A", isDefault: true },
      { categoryId: category.id, code: "BB", slug: "bb", name: "Typ B" },
    ]);
    return category.code;
  }
}
