import { and, eq } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { countClickOnce, isPlatformParam, type ClickMeta } from "~/features/catalog/clicks.server";
import { scamProductIds } from "~/features/catalog/scam.server";
import { isUuid } from "~/utils/uuid";
import { publicPost } from "./posts.server";

// ADR 147: /go/wpis/{postId}/{platform} — a post's own "Gdzie kupić" link (one the catalogue does
// not hold) is counted under the post, once per visitor and shop per 30 minutes like a product's
// (countClickOnce), and the visitor is sent to the URL the post stores: never to a URL from the request.

export type PostClickAnswer = { kind: "shop"; url: string } | { kind: "scam" } | { kind: "none" };

export async function recordPostClick(postId: string, click: ClickMeta, executor: Executor = db): Promise<PostClickAnswer> {
  if (!isUuid(postId) || !isPlatformParam(click.platform)) return { kind: "none" };
  const id = postId.toLowerCase();
  return executor.transaction(async (tx) => {
    const [post] = await tx
      .select({ type: blogPosts.type, productId: blogPosts.productId, productLinks: blogPosts.productLinks })
      .from(blogPosts)
      .where(and(eq(blogPosts.id, id), publicPost()))
      .limit(1);
    if (!post) return { kind: "none" };
    // Issue #15 point 1: a scam alert, or a post about a product flagged as a scam, sends nobody to buy.
    if (post.type === "scam-alert" || (post.productId && (await scamProductIds([post.productId], tx)).size > 0)) return { kind: "scam" };
    const url = post.productLinks?.[click.platform];
    if (!url) return { kind: "none" };
    await countClickOnce(tx, { postId: id }, click);
    return { kind: "shop", url };
  });
}
