// Issue #14 (ADR 086): smaller WebP copies of every stored image, beside it in storage:
// products/lampka-1700000000000-ab12cd34.webp → products/lampka-1700000000000-ab12cd34.w320.webp.
// Browser-safe: pages build srcset from the image URL alone, on any storage (local or S3).

export const VARIANT_WIDTHS = [320, 640] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

// A URL that ends in one of our storage keys (folder/name.webp, see makeStorageKey), not a variant.
const STORED_IMAGE = /\/(products|blog|demo)\/[a-z0-9][a-z0-9._-]*\.webp$/;
const VARIANT_SUFFIX = /\.w\d+\.webp$/;

export function isStoredImageUrl(url: string): boolean {
  return STORED_IMAGE.test(url) && !VARIANT_SUFFIX.test(url);
}

/** The URL of the `width` copy of a stored image (the URL itself for anything else). */
export function variantUrl(url: string, width: VariantWidth): string {
  return isStoredImageUrl(url) ? url.replace(/\.webp$/, `.w${width}.webp`) : url;
}

/**
 * srcset for a stored image: its copies, and the original (at most 1920 wide, 1200 for the demo and
 * bench images) when `withOriginal`. Undefined for other URLs, which keep their single size.
 */
export function imageSrcSet(url: string | null | undefined, { withOriginal = false } = {}): string | undefined {
  if (!url || !isStoredImageUrl(url)) return undefined;
  const copies = VARIANT_WIDTHS.map((w) => `${variantUrl(url, w)} ${w}w`);
  return (withOriginal ? [...copies, `${url} 1200w`] : copies).join(", ");
}
