import { scamProductIds } from "~/features/catalog/scam.server";
import type { BlogPostDetail } from "./types";

/**
 * Issue #15 point 1: a scam-alert post, or a post about a product flagged as a scam, shows no buy link
 * ('Gdzie kupić') and no /go/ link; a collection keeps its flagged items but without their shop link.
 */
export async function withoutScamShopLinks(post: BlogPostDetail): Promise<BlogPostDetail & { isScam: boolean }> {
  const flagged = await scamProductIds([post.productId, ...post.products.map((item) => item.id)]);
  const isScam = post.type === "scam-alert" || (!!post.productId && flagged.has(post.productId.toLowerCase()));
  const products = post.products.map((item) => (item.id && flagged.has(item.id.toLowerCase()) ? { ...item, shopLink: undefined } : item));
  return { ...post, isScam, productLinks: isScam ? {} : post.productLinks, products, countedLinks: isScam ? {} : post.countedLinks };
}
