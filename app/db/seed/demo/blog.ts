import type { CollectionItem, SectionRatings } from "../../schema";
import { storeProcessedImage, type SavedImage } from "../../../features/media/images.server";
import { renderedColumns } from "../../../features/blog/post-render.server";
import type { Executor } from "../../client.server";
import { blogPosts } from "../../schema";
import { renderArt, type ArtKind } from "./art";
import { COLLECTION_AND_ALERT_POSTS } from "./blog-collections";
import { REVIEW_POSTS } from "./blog-reviews";
import type { SeededProduct } from "./catalog";
import { mapLimit } from "./catalog";
import { slugify, type Random } from "./text";
import type { BlogLabelId } from "../../../features/blog/labels";
import { seoCutDescription, seoCutTitle } from "../../../utils/seo-cut";

type SectionText = { purpose: string; quality: string; functionality: string; price: string; conclusions: string; summary: string };

export type DemoPost = {
  type: "review" | "collection" | "scam-alert";
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  labels: BlogLabelId[];
  pros: string[];
  cons: string[];
  overall: number;
  sections: SectionRatings;
  ratings: Record<string, number>;
  notForWho: string;
  text: SectionText;
  /** Title of the demo product the post is about. */
  product?: string;
  /** Illustration for posts without a single product. */
  art?: { kind: ArtKind; category: string };
  items?: { product: string; note: string }[];
  scamReason?: string;
  originalProductLink?: string;
  featured: boolean;
  published: boolean;
  daysAgo: number;
  tiktok: boolean;
};

export const DEMO_POSTS: DemoPost[] = [...REVIEW_POSTS, ...COLLECTION_AND_ALERT_POSTS];

// spec: admin §3 — content is markdown, section names as headings separated by horizontal rules.
export function postContent(post: DemoPost): string {
  // Issue #15 point 5: a collection is not a single-product review: an introduction, how we chose and
  // a summary; its items are listed once, ranked, by the page (products[]), not repeated in the text.
  if (post.type === "collection") {
    return [
      ["Wstęp", post.text.purpose],
      ["Jak wybieraliśmy", `${post.text.quality} ${post.text.functionality}`],
      ["Podsumowanie", `${post.text.conclusions} ${post.text.summary}`],
    ].map(([heading, body]) => `## ${heading}\n\n${body}`).join("\n\n---\n\n");
  }
  const sections: [string, string][] = [
    ["Przeznaczenie", post.text.purpose],
    ["Jakość wykonania", post.text.quality],
    ["Funkcjonalność", post.text.functionality],
    ["Cena", post.text.price],
    ["Wnioski", post.text.conclusions],
    ["Dla kogo NIE jest ten produkt", post.notForWho],
    ["Podsumowanie", post.text.summary],
  ];
  return sections.map(([heading, body]) => `## ${heading}\n\n${body}`).join("\n\n---\n\n");
}

// The one SEO cut rule (spec: public §5): 57/152 characters plus '…' at a word boundary.
const seoTitle = seoCutTitle;
const seoDescription = seoCutDescription;

export async function seedDemoBlog(db: Executor, products: SeededProduct[], authorId: string, random: Random, now: Date): Promise<void> {
  const byTitle = new Map(products.map((p) => [p.title, p]));
  const productOf = (title: string) => {
    const product = byTitle.get(title);
    if (!product) throw new Error(`Demo post names an unknown product: ${title}`);
    return product;
  };
  const rendered = await mapLimit(DEMO_POSTS, 3, (post) => {
    const product = post.product ? productOf(post.product) : undefined;
    const art = post.art ?? { kind: product!.kind, category: product!.category };
    return renderArt({ ...art, label: product?.short, variant: 1 });
  });
  const images: SavedImage[] = [];
  for (const [i, image] of rendered.entries()) {
    images.push(await storeProcessedImage({ folder: "demo", name: DEMO_POSTS[i].title, image, uploadedBy: authorId }, db));
  }
  const slugs = DEMO_POSTS.map((post) => slugify(post.title));

  await db.insert(blogPosts).values(
    DEMO_POSTS.map((post, i) => {
      const product = post.product ? productOf(post.product) : undefined;
      const at = new Date(now.getTime() - post.daysAgo * 86_400_000 - random.int(0, 40_000) * 1000);
      const items: CollectionItem[] = (post.items ?? []).map(({ product: title, note }) => {
        const p = productOf(title);
        const review = DEMO_POSTS.findIndex((other) => other.type === "review" && other.published && other.product === title);
        return {
          id: p.id,
          title: p.title,
          image: p.imageUrls[0],
          description: note,
          reviewLink: review >= 0 ? `/blog/${slugs[review]}` : `/produkty/${p.urlAlias}`,
          shopLink: Object.values(p.affiliateLinks)[0],
          tiktokLink: p.socialLinks.tiktok,
        };
      });
      const tiktok = post.tiktok ? (product?.socialLinks.tiktok ?? `https://www.tiktok.com/@viralne.produkty/video/73${random.digits(17)}`) : null;
      return {
        title: post.title,
        slug: slugs[i],
        excerpt: post.excerpt,
        content: postContent(post),
        // ADR 192: stored as a save stores it, by the current renderer (ADR 085, 189).
        ...renderedColumns(postContent(post)),
        featuredImage: images[i].url,
        category: post.category,
        type: post.type,
        tags: post.tags,
        labels: post.labels,
        pros: post.pros,
        cons: post.cons,
        isPublished: post.published,
        isFeatured: post.featured,
        publishedAt: post.published ? at : null,
        authorId,
        seo: { metaTitle: seoTitle(post.title), metaDescription: seoDescription(post.excerpt), keywords: post.tags },
        productId: product?.id ?? null,
        overallRating: post.overall,
        sectionRatings: post.sections,
        notForWho: post.notForWho,
        ratings: post.ratings,
        // DESIGN §5: a scam alert never carries a shop address, not even one its page would hide.
        productLinks: post.type === "scam-alert" ? {} : (product?.affiliateLinks ?? {}),
        tiktokVideo: tiktok,
        products: items,
        scamReason: post.scamReason ?? null,
        originalProductLink: post.originalProductLink ?? null,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
}
