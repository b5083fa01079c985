import type { Route } from "./+types/product-view";
import { findProductIdById } from "~/features/catalog/product.server";
import { countProductView, isBotUserAgent } from "~/features/catalog/views.server";

// ADR 010, ADR 017: POST beacon from the product page; counts a human view once per visitor per
// 30 minutes. It sets no cookie: the visitor is a daily-rotating hash, nothing is stored on the device.
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST" } });
  const headers = new Headers({ "Cache-Control": "no-store" });
  // Only our own pages send the beacon; a cross-site POST is ignored rather than counted.
  const site = request.headers.get("sec-fetch-site");
  if (isBotUserAgent(request.headers.get("user-agent")) || (site && site !== "same-origin")) {
    return new Response(null, { status: 204, headers });
  }
  const productId = await findProductIdById(params.id);
  if (!productId) return new Response("Produkt nie znaleziony", { status: 404, headers });
  await countProductView(request, productId);
  return new Response(null, { status: 204, headers });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
