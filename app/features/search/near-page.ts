import type { MessageKey } from "~/i18n/i18n";

// ADR 210: a mistyped address of one of the site's own pages ('/o-nass', '/polityka-prywatnosc',
// '/kontak') is offered the page it was probably meant to be. Browser-safe, pure.

/** The site's pages a 404 links to, with their footer labels (one wording for both). */
export const SITE_PAGES: { path: string; label: MessageKey }[] = [
  { path: "/o-nas", label: "footer.about" },
  { path: "/jak-to-dziala", label: "footer.howItWorks" },
  { path: "/kontakt", label: "footer.contact" },
  { path: "/afiliacja", label: "footer.affiliate" },
  { path: "/regulamin", label: "footer.terms" },
  { path: "/polityka-prywatnosci", label: "footer.privacy" },
  { path: "/cookies", label: "footer.cookies" },
];

/** Also near-matched, not listed again (the 404 already links to them). */
const CATALOGUE_PAGES: { path: string; label: MessageKey }[] = [
  { path: "/produkty", label: "footer.allProducts" },
  { path: "/blog", label: "header.blog" },
  { path: "/szukaj", label: "search.submit" },
];

export const NEAR_PAGE_DISTANCE = 2;
/** Shorter than this, two edits turn almost any word into a page name ('/ab' is not '/blog'). */
const MIN_LENGTH = 4;

/** Levenshtein distance, stopping early once it exceeds `limit` (the answer is then `limit + 1`). */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, current[j]!);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** The address as typed, comparable with a page's path: decoded, lower case, without outer slashes. */
function asTyped(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // a broken escape is compared as it is
  }
  return path.toLowerCase().replace(/^\/+|\/+$/g, "");
}

/** Without Polish diacritics: '/polityka-prywatności' is the page itself, zero edits away. */
const plain = (text: string) => text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/ł/g, "l");

/**
 * The site page `pathname` is within NEAR_PAGE_DISTANCE edits of (the nearest; the first listed on a
 * tie), or null. An address that is the page itself, or too short to tell, gets none.
 */
export function nearPage(pathname: string): { path: string; label: MessageKey } | null {
  const typed = asTyped(pathname);
  if (typed.length < MIN_LENGTH || typed.length > 64) return null;
  let found: { path: string; label: MessageKey } | null = null;
  let bestDistance = NEAR_PAGE_DISTANCE + 1;
  for (const page of [...SITE_PAGES, ...CATALOGUE_PAGES]) {
    const name = page.path.slice(1);
    if (typed === name) continue; // the page itself (it would not be a miss)
    const distance = editDistance(plain(typed), name, NEAR_PAGE_DISTANCE);
    if (distance < bestDistance) {
      found = page;
      bestDistance = distance;
    }
  }
  return found;
}
