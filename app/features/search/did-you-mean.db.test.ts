import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { recheckSuggestionIndex } from "./suggestion-index.server";
import { didYouMean } from "./did-you-mean.server";
import { listProducts, parseProductListParams } from "./listing.server";

// ADR 130 (PGlite and PostgreSQL): a search with no results offers a corrected spelling taken from
// the catalogue's titles, only when that spelling finds something with the same filters.

const filters = (query: string) => parseProductListParams(new URLSearchParams(query));

describe("did you mean (search with no results)", () => {
  it("offers the catalogue's spelling of swapped letters, and only when it finds products", async () => {
    await db.insert(products).values([{ title: "Lampki solarne do ogrodu", description: "Na taras." }]);
    recheckSuggestionIndex();
    const typo = filters("q=lapmki");
    expect((await listProducts(typo)).total).toBe(0);
    expect(await didYouMean(typo)).toEqual({ kind: "spelling", text: "lampki" });
    // With a filter the corrected text cannot satisfy, there is nothing to offer.
    expect(await didYouMean(filters("q=lapmki&minPrice=999999"))).toBeNull();
    // A word no title is near, and a query that finds products already, get nothing.
    expect(await didYouMean(filters("q=qwxzvbnm"))).toBeNull();
    expect(await didYouMean(filters("q=lampki"))).toBeNull();
  });

  it("offers the text with words left out when no product has them all (ADR 134)", async () => {
    await db.insert(products).values([{ title: "Kubek prezentowy z imieniem", description: "Na urodziny." }]);
    recheckSuggestionIndex();
    const query = filters("q=prezent dla dziewczyny");
    expect((await listProducts(query)).total).toBe(0);
    expect(await didYouMean(query)).toEqual({ kind: "fewer-words", text: "prezent" });
    expect(await didYouMean(filters("q=prezent dla dziewczyny&minPrice=999999"))).toBeNull();
    expect(await didYouMean(filters("q=zzqx wwqy"))).toBeNull();
  });
});
