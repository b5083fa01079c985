import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server HTML and during hydration, true afterwards. Issue #15 point 2: rules that only
 * JavaScript can lift (e.g. a submit disabled while the text is empty) must not apply before it runs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
