import { correctedQuery, shorterQueries } from "./did-you-mean";
import { anyProductMatches } from "./listing.server";
import { foldText } from "./suggestion-index";
import { suggestionIndex } from "./suggestion-index.server";
import type { ProductListFilters } from "~/features/catalog/types";

/** Another text to offer on a search with no results: a spelling correction, or fewer words. */
export type SearchHint = { kind: "spelling" | "fewer-words"; text: string };

/**
 * For a search with no results: a corrected text (ADR 130), else the text with words left out
 * (ADR 134), that does find products with the same filters; or null. Only offered when it has
 * results, so the link never leads to another empty page.
 */
export async function didYouMean(filters: ProductListFilters): Promise<SearchHint | null> {
  const folded = filters.q ? foldText(filters.q) : null;
  if (!folded) return null;
  const finds = (text: string) => anyProductMatches({ ...filters, q: text });
  const corrected = correctedQuery(folded, (await suggestionIndex()).vocabulary());
  if (corrected && (await finds(corrected))) return { kind: "spelling", text: corrected };
  for (const shorter of shorterQueries(folded)) {
    if (await finds(shorter)) return { kind: "fewer-words", text: shorter };
  }
  return null;
}
