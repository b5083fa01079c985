// ADR 177: the category dialog's "Wyniki wyszukiwania (SEO)" section — the shared fields with the
// category list's own rule (categorySearchTexts, as /produkty's `meta` calls it) for the name typed now.
import { SearchListingFields } from "~/components/ui/search-listing-fields";
import { translator } from "~/i18n/i18n";
import { searchResultOf } from "~/features/seo/meta";
import { categorySearchTexts } from "../../search-listing";

type Props = {
  appUrl: string;
  /** The name as typed in the dialog now (the generated title follows it). */
  name: string;
  initial: { seoTitle: string; seoDescription: string };
  errors: { seoTitle?: string; seoDescription?: string };
};

// Public pages are Polish only: the preview shows their words whatever the panel's language.
const polish = translator("pl");

export function CategorySearchFields({ appUrl, name, initial, errors }: Props) {
  const shownName = name.trim().replace(/\s+/g, " ");
  return (
    <SearchListingFields
      folded
      overLimit="refuse"
      defaultValues={{ title: initial.seoTitle, description: initial.seoDescription }}
      errors={{ title: errors.seoTitle, description: errors.seoDescription }}
      address={`${appUrl}/produkty?category=${shownName || "…"}`}
      result={(typed) => {
        const texts = categorySearchTexts({ name: shownName, seoTitle: typed.title, seoDescription: typed.description }, polish);
        return searchResultOf(texts.title, texts.description);
      }}
    />
  );
}
