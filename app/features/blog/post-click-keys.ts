// ADR 147: a collection item's own shop link is /go/wpis/{postId}/pozycja-{n} (1-based): typed items
// have no shop key of their own.
export const itemLinkKey = (index: number) => `pozycja-${index + 1}`;

/** The 0-based item index of a `pozycja-{n}` key, or null for a shop key (temu, allegro, …). */
export function itemIndexOf(key: string): number | null {
  const match = /^pozycja-(\d{1,2})$/.exec(key);
  return match && Number(match[1]) >= 1 ? Number(match[1]) - 1 : null;
}
