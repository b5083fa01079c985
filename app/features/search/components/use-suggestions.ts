import { useEffect, useState } from "react";
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
export type SuggestionResults = { key: string; items: Suggestion[] };

// One cache per page load, shared by the header's two boxes (desktop and mobile): the same text
// never asks the server twice (spec: public §2 — results cached per text). Oldest entries go first.
const MAX_CACHED = 200;
const cache = new Map<string, Suggestion[]>();

function remember(key: string, items: Suggestion[]) {
  cache.set(key, items);
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
}

/**
 * Suggestions for a normalised text (null = none wanted). Cached texts answer at once; others are
 * fetched 200 ms after the last change, and a newer text cancels an older request. Until the new
 * answer arrives the previous results stay (no flicker while typing).
 */
export function useSuggestions(key: string | null): SuggestionResults | null {
  const [results, setResults] = useState<SuggestionResults | null>(null);

  useEffect(() => {
    if (key === null) {
      setResults(null);
      return;
    }
    const cached = cache.get(key);
    if (cached) {
      setResults({ key, items: cached });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/podpowiedzi?q=${encodeURIComponent(key)}`, {
          signal: controller.signal,
          headers: { Accept: "application/json" },
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = (await response.json()) as { suggestions: Suggestion[] };
        const items = body.suggestions.slice(0, SUGGESTION_LIMIT);
        remember(key, items);
        setResults({ key, items });
      } catch {
        // spec: public §8 — a failed request gives an empty list (not cached: the next try may work).
        if (!controller.signal.aborted) setResults({ key, items: [] });
      }
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);

  return results;
}
