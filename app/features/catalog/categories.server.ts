import { eq } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { productCategories } from "~/db/schema";

export type CategoryOption = { name: string; slug: string };
/** ADR 177: with its own search-engine texts (the list's page metadata; not sent with the category bar). */
export type ActiveCategory = CategoryOption & { seoTitle: string | null; seoDescription: string | null };

const collator = new Intl.Collator("pl-PL");

/** DESIGN §5: the category bar comes from the database — active categories ordered by name. */
export async function listActiveCategories(executor: Executor = db): Promise<ActiveCategory[]> {
  const rows = await executor
    .select({ name: productCategories.name, slug: productCategories.slug, seoTitle: productCategories.seoTitle, seoDescription: productCategories.seoDescription })
    .from(productCategories)
    .where(eq(productCategories.isActive, true));
  // Sorted here with the Polish collation: the two database engines may differ in their default one.
  return rows.sort((a, b) => collator.compare(a.name, b.name));
}
