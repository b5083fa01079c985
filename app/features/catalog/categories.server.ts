import { eq } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { productCategories } from "~/db/schema";

export type CategoryOption = { name: string; slug: string };

const collator = new Intl.Collator("pl-PL");

/** DESIGN §5: the category bar comes from the database — active categories ordered by name. */
export async function listActiveCategories(executor: Executor = db): Promise<CategoryOption[]> {
  const rows = await executor
    .select({ name: productCategories.name, slug: productCategories.slug })
    .from(productCategories)
    .where(eq(productCategories.isActive, true));
  // Sorted here with the Polish collation: the two database engines may differ in their default one.
  return rows.sort((a, b) => collator.compare(a.name, b.name));
}
