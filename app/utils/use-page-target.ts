import { useLocation, useNavigation } from "react-router";

/**
 * The page the visitor is on, or the one being loaded once a navigation has started (pathname and
 * query). What lies over a page (the phone menu and search, the suggestions) closes when this
 * changes: as soon as the visitor leaves, and not again when the new page arrives. Closing on the
 * arrival took away a search opened while the page loaded, under the visitor's typing (a slow
 * phone; CI's mobile-filters flake, session 45).
 */
export function usePageTarget(): string {
  const location = useLocation();
  const { location: next } = useNavigation();
  const page = next ?? location;
  return page.pathname + page.search;
}
