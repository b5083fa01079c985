import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isLocale, loadCatalogue } from "~/i18n/i18n";

// React Router's default entry, plus ADR 080: the server rendered the page in the user's language
// (<html lang>); its catalogue is loaded before hydrating, so the first client render matches.
const lang = document.documentElement.lang;
void (isLocale(lang) ? loadCatalogue(lang) : Promise.resolve()).finally(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
