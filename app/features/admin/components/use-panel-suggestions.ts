import { useEffect, useState } from "react";
import { useFetchers, useLocation, useNavigation } from "react-router";
import { SUGGESTION_DEBOUNCE_MS } from "~/features/search/suggest-text";
import { useDebouncedLookup, type LookupCache } from "~/utils/use-debounced-lookup";
import { PANEL_SUGGESTIONS_PATH, type PanelSearchGroup } from "../panel-search";

/**
 * ADR 208: the panel search's suggestions for a normalised text (null: none wanted; `value`: the
 * groups), asked after the public box's pause, cached per text for this field's life (the session's
 * own results: a module-wide cache would outlive a sign-out in the same page). The field lives as long
 * as the panel, so the cache is emptied on every move to another screen and on every write (a deleted
 * or renamed product was still suggested, code review of session 41). A refusal or a lost connection
 * gives no suggestions (Enter still opens the results page).
 */
export function usePanelSuggestions(key: string | null) {
  const [cache] = useState<LookupCache<PanelSearchGroup[]>>(() => ({ entries: new Map(), max: 50 }));
  const { key: screen } = useLocation();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const writes = (method: string | undefined) => method !== undefined && method.toUpperCase() !== "GET";
  const writing = writes(navigation.formMethod) || fetchers.some((f) => writes(f.formMethod));
  useEffect(() => {
    cache.entries.clear();
  }, [screen, writing, cache]);
  return useDebouncedLookup(key, {
    url: (text) => `${PANEL_SUGGESTIONS_PATH}?q=${encodeURIComponent(text)}`,
    read: (body) => (body as { groups: PanelSearchGroup[] }).groups,
    empty: [],
    cache,
    delayMs: SUGGESTION_DEBOUNCE_MS,
  });
}
