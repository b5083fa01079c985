import { sql } from "drizzle-orm";
import { products } from "~/db/schema";

// ADR 157: a hidden product is kept for the editors (panel, CSV, codes) and absent from every public
// path: its page and its /go/ links answer 404, and no list, search, suggestion, sitemap, post card,
// wishlist or alert shows it. Each public query of products adds this condition.
export const shownToPublic = sql`NOT ${products.isHidden}`;
