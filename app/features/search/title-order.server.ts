import { products } from "~/db/schema";

/**
 * ADR 219: the order of titles within a suggestion tier, shared by the in-process index
 * (suggestion-index.server.ts reads the catalogue in it) and the SQL tiers, which must agree. The folded
 * title (lower case, no diacritics) first: in byte order, which PGlite and a C-collation PostgreSQL use,
 * „Ładowarka” came after „Uchwyt”. Then the title and the id, so titles that fold alike keep one order.
 */
export const titleOrder = [products.titleFolded, products.title, products.id] as const;
