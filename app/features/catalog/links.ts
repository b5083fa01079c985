// Browser-safe link builders of the catalogue (the server side of /go lives in clicks.server.ts).

/** spec: public §2 — the canonical product link form. */
export function productPath(id: string): string {
  return `/produkt/${id}`;
}

/**
 * A category's list, spelt exactly as its canonical URL (`URLSearchParams`: spaces as `+`), so every
 * internal link, the breadcrumb's JSON-LD and the sitemap name one address, not two copies of it.
 */
export function categoryListPath(name: string): string {
  return `/produkty?${new URLSearchParams({ category: name })}`;
}

/** ADR 147: a post's own shop link (the catalogue does not hold it), counted under the post. */
export function postAffiliateHref(postId: string, platform: string, from?: string): string {
  const href = `/go/wpis/${postId}/${encodeURIComponent(platform)}`;
  return from ? `${href}?from=${encodeURIComponent(from)}` : href;
}

/** DESIGN §5: every shop link goes through the counting redirect; `from` names the page it was on. */
export function affiliateHrefFor(productId: string, platform: string, from?: string): string {
  const href = `/go/${productId}/${encodeURIComponent(platform)}`;
  return from ? `${href}?from=${encodeURIComponent(from)}` : href;
}
