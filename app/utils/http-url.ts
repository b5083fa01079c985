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
