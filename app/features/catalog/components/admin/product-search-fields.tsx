// ADR 177: the product form's "Wyniki wyszukiwania (SEO)" section — the shared fields with the product
// page's own rule (productSearchTexts, as its `meta` calls it) applied to what the form holds now.
import { SearchListingFields } from "~/components/ui/search-listing-fields";
import { translator } from "~/i18n/i18n";
import { searchResultOf } from "~/features/seo/meta";
import { productPath } from "../../links";
import { productSearchTexts } from "../../search-listing";

type Props = {
  /** null: a new product (its address has its id once saved). */
  productId: string | null;
  appUrl: string;
  /** The title and description as typed in the form now (the generated texts follow them). */
  title: string;
  description: string;
  initial: { seoTitle?: string; seoDescription?: string };
  errors: { seoTitle?: string; seoDescription?: string };
  onChange: () => void;
};

// Public pages are Polish only: the preview shows their words whatever the panel's language.
const polish = translator("pl");

export function ProductSearchFields({ productId, appUrl, title, description, initial, errors, onChange }: Props) {
  return (
    <SearchListingFields
      folded
      overLimit="refuse"
      defaultValues={{ title: initial.seoTitle ?? "", description: initial.seoDescription ?? "" }}
      errors={{ title: errors.seoTitle, description: errors.seoDescription }}
      address={`${appUrl}${productPath(productId ?? "…")}`}
      result={(typed) => {
        const texts = productSearchTexts({ title: title.trim(), description: description.trim(), seoTitle: typed.title, seoDescription: typed.description }, polish);
        return searchResultOf(texts.title, texts.description);
      }}
      onChange={onChange}
    />
  );
}
