// ADR 080, 094: the Polish messages of the search page /szukaj (spec: public §2 Wyszukiwanie, §5). An area
// of the public catalogue kept off the pages that do not show it (issue #14, session 30: every page's shell
// carried them); registered by ../search-messages.ts: the /szukaj route, its filters and its blog block.
// Same rules as pl.ts: the spec's texts, byte-identical.

export const plSearch = {
  "searchPage.title": "Szukaj produktów",
  "searchPage.noResults": "Brak wyników",
  "searchPage.form": "Wyszukiwanie i filtry",
  "searchPage.phrase": "Szukana fraza",
  "searchPage.placeholder": "Nazwa produktu lub kod, np. EL-SM-001",
  "searchPage.results": "Wyniki wyszukiwania",
  "searchPage.prompt": "Wpisz nazwę produktu, słowo z opisu albo kod produktu (np. EL-SM-001), aby zobaczyć wyniki.",
  "searchPage.emptyPage": "Ta strona wyników jest pusta.",
  "searchPage.firstPage": "Przejdź do pierwszej strony",
  "searchPage.tryOther": "Spróbuj zmienić wyszukiwaną frazę lub filtry.",
  "searchPage.didYouMean": "Czy chodziło Ci o",
  "searchPage.fewerWords": "Żaden produkt nie pasuje do wszystkich słów. Zobacz wyniki dla",
  "searchPage.errorText": "Spróbuj odświeżyć stronę za chwilę.",
  "searchFilters.title": "Filtry zaawansowane",
  "searchFilters.only": "Pokaż tylko",
  "searchFilters.verified": "Zweryfikowane",
  "searchFilters.discounted": "Z rabatem",
  "searchPosts.heading": "Wpisy na blogu",
  "searchPosts.all": "Zobacz wszystkie wpisy ({total})",
};
