// Hostile review, session 41: `?po-zalogowaniu=<kind>` alone made a signed-in visitor's browser like or
// wishlist the product, so any outside link (or a /logowanie link carrying it) could do it for them.
// The wish is now applied only when this browser asked for it: the site's own "sign in to …" link
// remembers it here when it is followed, and the page that comes back takes it once. The wish may
// travel through registration and the activation e-mail (ADR 210), opened in another tab: so
// localStorage (the site's own, per browser), kept a day; a wish asked on another device is not applied.

const KEY = "vp.wish-after-sign-in";
const KEPT_MS = 24 * 60 * 60 * 1000;

type Wish = { path: string; kind: string; at: number };

/** Called by the sign-in link as it is followed: the last wish asked wins. */
export function rememberWish(path: string, kind: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ path, kind, at: Date.now() } satisfies Wish));
  } catch {
    // Storage refused (private mode, full): the wish is simply not applied after the sign-in.
  }
}

/** True once, when this browser asked for `kind` on `path` within a day; the wish is used up either way. */
export function takeWish(path: string, kind: string): boolean {
  try {
    const raw = localStorage.getItem(KEY);
    if (raw === null) return false;
    const wish = JSON.parse(raw) as Partial<Wish>;
    const matches = wish.path === path && wish.kind === kind && typeof wish.at === "number" && Date.now() - wish.at < KEPT_MS;
    if (matches || wish.path === path) localStorage.removeItem(KEY);
    return matches;
  } catch {
    return false;
  }
}
