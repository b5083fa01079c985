import { useEffect } from "react";

/**
 * ADR 010: after hydration the product page tells the server a person looked at it. It runs in the
 * browser only, so it counts views of cached pages too; the server ignores bots and repeats.
 */
export function useViewBeacon(productId: string) {
  useEffect(() => {
    fetch(`/produkt/${productId}/wyswietlenie`, { method: "POST", keepalive: true, credentials: "same-origin" }).catch(() => {
      // A lost view is not worth bothering the reader about (spec: public §8 — swallowed silently).
    });
  }, [productId]);
}
