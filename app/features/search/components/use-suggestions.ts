import { useDebouncedLookup, type LookupCache } from "~/utils/use-debounced-lookup";
import { SUGGESTION_DEBOUNCE_MS, SUGGESTION_LIMIT } from "../suggest-text";

export type Suggestion = {
  id: string;
  title: string;
  code: string | null;
  urlAlias: string | null;
  imageUrl: string | null;
  price: number | null;
  currency: string;
};

// One cache per page load, shared by the header's two boxes (desktop and mobile): the same text
// never asks the server twice (spec: public §2 — results cached per text). Oldest entries go first.
const cache: LookupCache<Suggestion[]> = { entries: new Map(), max: 200 };

const SUGGESTIONS = {
  url: (key: string) => `/api/podpowiedzi?q=${encodeURIComponent(key)}`,
  read: (body: unknown) => (body as { suggestions: Suggestion[] }).suggestions.slice(0, SUGGESTION_LIMIT),
  // spec: public §8 — a failed request gives an empty list.
  empty: [] as Suggestion[],
  cache,
  delayMs: SUGGESTION_DEBOUNCE_MS,
};

/** The header search's suggestions for a normalised text (null = none wanted): `value` is the list. */
export function useSuggestions(key: string | null) {
  return useDebouncedLookup(key, SUGGESTIONS);
}
