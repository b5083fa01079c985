// ADR 199: a popstate React Router must not see. The router takes every popstate for a navigation (to the
// same address too: it refetches the page's data); a listener registered before its own is the only one
// that runs first (Chromium calls a window's listeners in the order they were added, capture or not).

type Claim = (event: PopStateEvent) => boolean;
const claims = new Set<Claim>();

/** entry.client.tsx, before hydrating (the router adds its listener then). */
export function listenBeforeRouter(): void {
  window.addEventListener("popstate", (event) => {
    for (const claim of [...claims]) {
      if (claim(event)) return event.stopImmediatePropagation();
    }
  });
}

/** `claim` answers true for a popstate that is its own (the router never sees it); returns its removal. */
export function claimPops(claim: Claim): () => void {
  claims.add(claim);
  return () => void claims.delete(claim);
}
