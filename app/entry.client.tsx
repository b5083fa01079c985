import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isLocale, loadCatalogue } from "~/i18n/i18n";
import { takePersonalData } from "~/features/access/personal-data";
import { rememberTypedValues } from "~/utils/typed-before-hydration";
import { listenBeforeRouter } from "~/utils/pop-before-router";

// React Router's default entry, plus ADR 080: the server rendered the page in the user's language
// (<html lang>); its catalogue is loaded before hydrating, so the first client render matches.
const lang = document.documentElement.lang;
// ADR 199: the product lightbox's own history entry goes without the router seeing a navigation.
listenBeforeRouter();
// ADR 114: a shared member page ends with the member's own data; read (and removed) before hydrating.
takePersonalData(document);
// Issue #14: hydration starts after the browser has painted the server's HTML once. Module scripts
// run as soon as parsing ends, and the browser painted nothing until hydration's first work was done:
// first paint waited for React (Lighthouse counted that CPU, four times slowed, into FCP and LCP).
const afterFirstPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
void Promise.all([isLocale(lang) ? loadCatalogue(lang) : undefined, afterFirstPaint()]).finally(() => {
  try {
    rememberTypedValues(document); // given back once hydrated (root.tsx)
  } catch {
    // Never in the way of hydrating: the page only loses the replay.
  }
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
