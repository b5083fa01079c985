import { index, route, type RouteConfigEntry } from "@react-router/dev/routes";

// spec: public §2 Route table. The /{codeOrAlias} catch-all stays LAST (a static segment always wins
// over it, but keeping it last makes the intent obvious).
export const publicRoutes: RouteConfigEntry[] = [
  index("routes/public/home.tsx"),
  route("home", "routes/public/home.tsx", { id: "home-alias" }),
  route("produkty", "routes/public/products.tsx"),
  route("produkty/:urlAlias", "routes/public/product.tsx", { id: "product-by-alias" }),
  route("produkt/:id", "routes/public/product.tsx", { id: "product-by-id" }),
  route("produkt/:id/wyswietlenie", "routes/public/product-view.ts"),
  // The legacy form answers like the page (a 404 for an unknown id) and 301s a known one to /produkt/{id}.
  route("product/:id", "routes/public/product.tsx", { id: "product-legacy" }),
  route("go/:productId/:platform", "routes/public/go.ts"),
  route("go/wpis/:postId/:platform", "routes/public/go-post.ts"),
  // ADR 202: a person's public profile (a random id of its own, not the account id).
  route("osoby/:publicId", "routes/public/person.tsx"),
  route(":codeOrAlias", "routes/public/product.tsx", { id: "product-by-code-or-alias" }),
];
