// ADR 177: the words a product page and a category's list give search engines — the editor's own SEO
// title and description when set, else the texts generated from the product or the category. ONE
// function per page, called by the page's `meta` and by the panel's preview (so the preview never lies).
// Browser-safe.
import type { MessageKey } from "~/i18n/i18n";

type Translate = (key: MessageKey, values?: Record<string, unknown>) => string;
export type SearchTexts = { title: string; description: string };

/** A product page's own words (before the cut and the site name, which pageMeta adds). */
export function productSearchTexts(product: { title: string; description: string; seoTitle?: string | null; seoDescription?: string | null }, t: Translate): SearchTexts {
  return {
    title: product.seoTitle || product.title,
    description: product.seoDescription || product.description || t("meta.product.description", { title: product.title }),
  };
}

/** A category's list (/produkty?category=…) own words; a later page adds its number to the title. */
export function categorySearchTexts(category: { name: string; seoTitle?: string | null; seoDescription?: string | null }, t: Translate): SearchTexts {
  return {
    title: category.seoTitle || t("meta.products.category", { category: category.name }),
    description: category.seoDescription || t("meta.products.description"),
  };
}
