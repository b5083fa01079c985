import { useState } from "react";
import { SUGGESTION_DEBOUNCE_MS } from "~/features/search/suggest-text";
import { useDebouncedLookup, type LookupCache } from "~/utils/use-debounced-lookup";
import { PANEL_SUGGESTIONS_PATH, type PanelSearchGroup } from "../panel-search";

/**
 * ADR 208: the panel search's suggestions for a normalised text (null: none wanted; `value`: the
 * groups), asked after the public box's pause, cached per text for this field's life (the session's
 * own results: a module-wide cache would outlive a sign-out in the same page). A refusal or a lost
 * connection gives no suggestions (Enter still opens the results page).
 */
export function usePanelSuggestions(key: string | null) {
  const [cache] = useState<LookupCache<PanelSearchGroup[]>>(() => ({ entries: new Map(), max: 50 }));
  return useDebouncedLookup(key, {
    url: (text) => `${PANEL_SUGGESTIONS_PATH}?q=${encodeURIComponent(text)}`,
    read: (body) => (body as { groups: PanelSearchGroup[] }).groups,
    empty: [],
    cache,
    delayMs: SUGGESTION_DEBOUNCE_MS,
  });
}
