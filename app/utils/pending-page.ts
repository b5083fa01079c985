// Issue #15 point 11: which page skeleton to show while a client navigation loads. Browser-safe.

export type PendingPageKind = "product" | "post";

/** Paths that are blog pages but not posts (the editor, the feed). */
const NOT_A_POST = /^\/blog\/(?:edytor(?:\/|$)|rss\.xml$)/;

/**
 * The kind of page a navigation to `target` will show, or null for any other page. A change of the
 * query on the same page (filters, review sort) keeps the page: no skeleton then.
 */
export function pendingPageKind(target: string, current: string): PendingPageKind | null {
  if (target === current) return null;
  if (/^\/(?:produkty|produkt|product)\/[^/]+\/?$/.test(target)) return "product";
  if (/^\/blog\/[^/]+\/?$/.test(target) && !NOT_A_POST.test(target)) return "post";
  return null;
}
