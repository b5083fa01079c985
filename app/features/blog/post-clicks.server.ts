import { and, eq } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { countClickOnce, isPlatformParam, type ClickMeta } from "~/features/catalog/clicks.server";
import { scamProductIds } from "~/features/catalog/scam.server";
import { normalizedHttpUrl } from "~/utils/http-url";
import { isUuid } from "~/utils/uuid";
import { itemIndexOf } from "./post-click-keys";
import { publicPost } from "./posts.server";

// ADR 147: /go/wpis/{postId}/{platform} — a post's own "Gdzie kupić" link (one the catalogue does
// not hold), or /go/wpis/{postId}/pozycja-{n} — a collection item's own link, is counted under the
// post, once per visitor and shop per 30 minutes like a product's (countClickOnce), and the visitor
// is sent to the URL the post stores: never to a URL from the request.

export type PostClickAnswer = { kind: "shop"; url: string } | { kind: "scam" } | { kind: "none" };

/**
 * The shop an item's URL belongs to, as the Overview's clicks per shop name them: the registrable
 * name of its host (pl.aliexpress.com → aliexpress, allegro.pl → allegro, amazon.co.uk → amazon).
 */
export function shopKeyOfUrl(url: string): string {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return "sklep";
  }
  const labels = host.split(".");
  const secondLevel = new Set(["co", "com", "net", "org", "gov", "edu"]);
  let at = labels.length >= 2 ? labels.length - 2 : 0;
  if (labels.length >= 3 && secondLevel.has(labels[at]!)) at -= 1;
  const key = (labels[at] ?? "").replace(/[^a-z0-9-]/g, "").slice(0, 30);
  return key.length >= 2 ? key : "sklep";
}

export async function recordPostClick(postId: string, click: ClickMeta, executor: Executor = db): Promise<PostClickAnswer> {
  if (!isUuid(postId) || !isPlatformParam(click.platform)) return { kind: "none" };
  const id = postId.toLowerCase();
  return executor.transaction(async (tx) => {
    const [post] = await tx
      .select({ type: blogPosts.type, productId: blogPosts.productId, productLinks: blogPosts.productLinks, products: blogPosts.products })
      .from(blogPosts)
      .where(and(eq(blogPosts.id, id), publicPost()))
      .limit(1);
    if (!post) return { kind: "none" };
    const item = itemIndexOf(click.platform);
    if (item !== null) {
      // An item's own link (a catalogue item's link goes through /go/{productId}). A scam alert may
      // list items to buy instead; an item whose product is flagged has no shop link (issue #15 pt 1).
      const entry = (post.products ?? [])[item];
      // Only a link the page shows (http/https): nothing is counted that is not then redirected.
      const url = entry?.shopLink && normalizedHttpUrl(entry.shopLink) ? entry.shopLink : null;
      if (!url) return { kind: "none" };
      if (entry.id && (await scamProductIds([entry.id], tx)).size > 0) return { kind: "scam" };
      await countClickOnce(tx, { postId: id }, { ...click, platform: shopKeyOfUrl(url) });
      return { kind: "shop", url };
    }
    // Issue #15 point 1: a scam alert, or a post about a product flagged as a scam, sends nobody to buy.
    if (post.type === "scam-alert" || (post.productId && (await scamProductIds([post.productId], tx)).size > 0)) return { kind: "scam" };
    // Own keys only ("constructor" is no shop); a collection's page shows its items, not these links.
    const links = post.productLinks ?? {};
    const stored = post.type !== "collection" && Object.hasOwn(links, click.platform) ? links[click.platform] : undefined;
    const url = stored && normalizedHttpUrl(stored) ? stored : null;
    if (!url) return { kind: "none" };
    await countClickOnce(tx, { postId: id }, click);
    return { kind: "shop", url };
  });
}
