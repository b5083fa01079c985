import { redirect } from "react-router";
import { categoryNamed, type CategoryName } from "./list-filters";
import { FORMER_ADDRESS_CACHE, findCategoryRedirect } from "~/features/catalog/product-redirects.server";
import type { ProductListFilters } from "~/features/catalog/types";
import type { ShopOption } from "./list-filters.server";

// ADR 188: a list address (/produkty, /szukaj) naming a category or shop that does not exist answers
// 404 with an empty list that names it. One check for both pages, so they cannot drift apart.

/** A category or shop the address names that does not exist. */
export type MissingFilter = { kind: "category" | "shop"; value: string };

/**
 * What the address names that does not exist, or null. Both unknown: the category is named (one
 * answer). A renamed category's old name or address throws the 301 to its new name (ADR 176).
 */
export async function missingListFilter(url: URL, filters: Pick<ProductListFilters, "category" | "shop">, categories: CategoryName[], shops: ShopOption[]): Promise<MissingFilter | null> {
  if (filters.category && !categoryNamed(categories, filters.category)) {
    const renamed = await findCategoryRedirect(filters.category);
    if (renamed) {
      const params = new URLSearchParams(url.searchParams);
      params.set("category", renamed);
      // Kept an hour, not for ever: the name may come back to a category later (a live name wins).
      throw redirect(`${url.pathname}?${params}`, { status: 301, headers: { "Cache-Control": FORMER_ADDRESS_CACHE } });
    }
    return { kind: "category", value: filters.category };
  }
  if (filters.shop && !shops.some((s) => s.value === filters.shop)) return { kind: "shop", value: filters.shop };
  return null;
}
