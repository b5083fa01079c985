// ADR 177: the Polish messages of a page's search-engine fields ("Wyniki wyszukiwania (SEO)") in the
// product form, the category dialog and the post editor. Registered by app/i18n/admin-messages.ts with
// the other admin areas; `msg.*` entries are the server's answers, looked up by their Polish wording
// (~/utils/seo-text SEO_TEXT_MESSAGES).

export const plAdminSeo = {
  "seo.listing.heading": "Wyniki wyszukiwania (SEO)",
  "seo.listing.title": "Tytuł SEO",
  "seo.listing.description": "Opis SEO",
  "seo.listing.emptyHint": "Puste pole: strona używa tekstu utworzonego automatycznie (widać go w podglądzie).",
  "seo.listing.counter": "{length}/{max}",
  "seo.listing.tooLongBy": " – o {count} {count, plural, one {znak} few {znaki} many {znaków} other {znaku}} za dużo",
  "seo.listing.cutTo": " – zostanie skrócony do „{cut}”",
  "seo.listing.previewLabel": "Podgląd wyniku w Google",
  "seo.listing.previewHeading": "Podgląd w Google",
  "seo.listing.titleOwn": "Tytuł: własny.",
  "seo.listing.titleGenerated": "Tytuł: utworzony automatycznie.",
  "seo.listing.descriptionOwn": "Opis: własny.",
  "seo.listing.descriptionGenerated": "Opis: utworzony automatycznie.",
  "msg.admin.173": "Tytuł SEO może mieć najwyżej 60 znaków: skróć go.",
  "msg.admin.174": "Opis SEO może mieć najwyżej 155 znaków: skróć go.",
  "msg.admin.175": "Tytuł SEO to zwykły tekst: usuń z niego znaczniki i kody HTML.",
  "msg.admin.176": "Opis SEO to zwykły tekst: usuń z niego znaczniki i kody HTML.",
  "msg.admin.177": "Tytuł SEO zawiera niewidoczne znaki sterujące: usuń je albo wpisz tytuł od nowa.",
  "msg.admin.178": "Opis SEO zawiera niewidoczne znaki sterujące: usuń je albo wpisz opis od nowa.",
};
