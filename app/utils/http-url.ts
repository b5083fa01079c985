/**
 * A full http(s) address as a Location header and an href must carry it: a non-ASCII path or query
 * percent-encoded, a non-ASCII host in punycode (the WHATWG URL serialisation). Null when the text
 * is not such an address. Found by a review: a shop link with Polish letters was saved as typed and
 * its /go redirect failed with a 500 (a header value must be Latin-1).
 */
export function normalizedHttpUrl(text: string): string | null {
  if (!/^https?:\/\/\S+$/i.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

// A host with a dot (letters of any script, digits, dashes), then an optional path: what a shop's
// address looks like when copied without its scheme ("aliexpress.com/item/1.html", "www.temu.com").
const BARE_ADDRESS = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:\d{1,5})?([/?#]\S*)?$/u;

/**
 * `text` with https:// put in front when it is an address without a scheme, as shop back offices
 * take it (review, session 28: 'aliexpress.com/item/…' was refused). Anything else is returned as is,
 * for normalizedHttpUrl to accept or refuse ("javascript:…" has no host with a dot before a colon).
 */
export function withAssumedScheme(text: string): string {
  return BARE_ADDRESS.test(text) ? `https://${text}` : text;
}
