// ADR 112: a write that changes one product's own page only (a like, a 'helpful' vote) drops the
// cached pages that show that product's page, not the whole cache. A loader tags the page it renders
// (`tagCachedPage`); pageCacheMiddleware stores the tags with the page; `dropTaggedPages` in
// page-cache.server.ts drops the pages carrying a tag, here and, through NOTIFY, in other processes.
import { createContext, type RouterContextProvider } from "react-router";

/** The tags of the page being rendered: a set put in place by pageCacheMiddleware, filled by loaders. */
export const pageCacheTagsContext = createContext<Set<string> | null>(null);

/** The tag of every cached answer that renders product `productId`'s own page (any URL form, `.data` too). */
export function productPageTag(productId: string): string {
  return `${PRODUCT_TAG}${productId.toLowerCase()}`;
}

const PRODUCT_TAG = "product:";

/** The product whose own page carries these tags (ADR 114: the member's engagement is read for it). */
export function productOfTags(tags: Iterable<string> | undefined): string | null {
  for (const tag of tags ?? []) if (tag.startsWith(PRODUCT_TAG)) return tag.slice(PRODUCT_TAG.length);
  return null;
}

/** Marks the page being rendered as showing `tag`'s data. Outside the page cache's routes it does nothing. */
export function tagCachedPage(context: Readonly<RouterContextProvider>, tag: string): void {
  context.get(pageCacheTagsContext)?.add(tag);
}

/** How many recent tag drops are remembered for renders in flight (see `TagDrops`). */
const REMEMBERED_DROPS = 1000;

/**
 * The tag drops that happened while a page was rendering: a page rendered before a like must not be
 * stored after it (the whole-cache clear has its generation counter for the same reason). Each drop
 * ticks a clock; the latest tick of each tag is remembered, the oldest tags forgotten beyond a bound.
 * A render older than the oldest forgotten drop cannot be judged, and is not stored.
 */
export class TagDrops {
  private clock = 0;
  private readonly latest = new Map<string, number>();
  private forgottenUpTo = 0;

  /** The clock to pass to `droppedSince` once the render is done. */
  now(): number {
    return this.clock;
  }

  record(tag: string): void {
    this.clock++;
    this.latest.delete(tag); // re-inserted last: the map stays in order of latest drop
    this.latest.set(tag, this.clock);
    if (this.latest.size > REMEMBERED_DROPS) {
      const [oldest, at] = this.latest.entries().next().value as [string, number];
      this.latest.delete(oldest);
      this.forgottenUpTo = at;
    }
  }

  /** Whether any of `tags` was dropped after `since` (or may have been: forgotten since then). */
  droppedSince(tags: Iterable<string>, since: number): boolean {
    if (since === this.clock) return false;
    if (since < this.forgottenUpTo) return true;
    for (const tag of tags) if ((this.latest.get(tag) ?? 0) > since) return true;
    return false;
  }
}
