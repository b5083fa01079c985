import { correctedQuery } from "./did-you-mean";
import { listProducts } from "./listing.server";
import { foldText } from "./suggestion-index";
import { suggestionIndex } from "./suggestion-index.server";
import type { ProductListFilters } from "~/features/catalog/types";

/**
 * For a search with no results: a corrected text that does find products with the same filters, or
 * null. Only offered when it has results, so the link never leads to another empty page.
 */
export async function didYouMean(filters: ProductListFilters): Promise<string | null> {
  const folded = filters.q ? foldText(filters.q) : null;
  if (!folded) return null;
  const corrected = correctedQuery(folded, (await suggestionIndex()).vocabulary());
  if (!corrected) return null;
  const check = await listProducts({ ...filters, q: corrected, page: 1, limit: 1 });
  return check.total > 0 ? corrected : null;
}
