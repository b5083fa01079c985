import { useEffect, useRef, useState } from "react";
import { SUGGESTION_DEBOUNCE_MS } from "~/features/search/suggest-text";
import { PANEL_SUGGESTIONS_PATH, type PanelSearchGroup } from "../panel-search";

export type PanelSuggestions = { key: string; groups: PanelSearchGroup[] };

const MAX_CACHED = 50;

/**
 * ADR 208: the panel search's suggestions for a normalised text (null: none wanted), asked
 * SUGGESTION_DEBOUNCE_MS after the last change (the public box's pause). A newer text aborts the
 * older request, and an answer is kept only for the text it was asked for, so a slow stale answer
 * never replaces a newer one. Cached per text for this field's life (the session's own results).
 */
export function usePanelSuggestions(key: string | null): PanelSuggestions | null {
  const [results, setResults] = useState<PanelSuggestions | null>(null);
  const cache = useRef(new Map<string, PanelSearchGroup[]>());

  useEffect(() => {
    if (key === null) {
      setResults(null);
      return;
    }
    const cached = cache.current.get(key);
    if (cached) {
      setResults({ key, groups: cached });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`${PANEL_SUGGESTIONS_PATH}?q=${encodeURIComponent(key)}`, {
          signal: controller.signal,
          headers: { Accept: "application/json" },
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = (await response.json()) as { query: string; groups: PanelSearchGroup[] };
        if (controller.signal.aborted) return;
        cache.current.set(key, body.groups);
        if (cache.current.size > MAX_CACHED) cache.current.delete(cache.current.keys().next().value as string);
        setResults({ key, groups: body.groups });
      } catch {
        // A refusal or a lost connection: no suggestions (Enter still opens the results page).
        if (!controller.signal.aborted) setResults({ key, groups: [] });
      }
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);

  return results;
}
