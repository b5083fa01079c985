import { useMatches } from "react-router";
import { isLocale, type Locale } from "./i18n";

/**
 * ADR 091: the language a page is shown in. Normally the root loader's (the signed-in user's, ADR 080);
 * a page written for someone else than the session — the price-alert unsubscribe page, whose signed
 * token names the user its e-mail was written for — puts `pageLocale` in its loader data, and the
 * deepest route that does wins. The root layout uses this for `<html lang>` and the message provider,
 * so the whole document (header and footer too) is in one language, the one `lang` declares.
 */
export function usePageLocale(rootLocale: Locale): Locale {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const pageLocale = (matches[i]!.loaderData as { pageLocale?: unknown } | undefined)?.pageLocale;
    if (isLocale(pageLocale)) return pageLocale;
  }
  return rootLocale;
}
