import type { plSearch } from "./pl-search";

// ADR 080: the English twin of ./pl-search (tsc fails on a missing key).

export const enSearch = {
  "searchPage.title": "Search products",
  "searchPage.noResults": "No results",
  "searchPage.form": "Search and filters",
  "searchPage.phrase": "Search phrase",
  "searchPage.placeholder": "Product name or code, e.g. EL-SM-001",
  "searchPage.results": "Search results",
  "searchPage.prompt": "Type a product name, a word from its description or a product code (e.g. EL-SM-001) to see results.",
  "searchPage.emptyPage": "This page of results is empty.",
  "searchPage.firstPage": "Go to the first page",
  "searchPage.tryOther": "Try changing the search phrase or the filters.",
  "searchPage.didYouMean": "Did you mean",
  "searchPage.fewerWords": "No product matches all the words. See the results for",
  "searchPage.errorText": "Try refreshing the page in a moment.",
  "searchFilters.title": "Advanced filters",
  "searchFilters.only": "Show only",
  "searchFilters.verified": "Verified",
  "searchFilters.discounted": "Discounted",
  "searchPosts.heading": "Blog posts",
  "searchPosts.all": "See all posts ({total})",
} satisfies Record<keyof typeof plSearch, string>;
