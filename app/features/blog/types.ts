// Shapes shared by the blog's pages (home teaser, /blog, /blog/{slug}). Browser-safe.
import type { BlogSeo, CollectionItem, SectionRatings } from "~/db/schema/blog";

export type { BlogSeo, CollectionItem, SectionRatings };

/** What a post card shows (spec: public §2 Home page blog teaser, Blog listing). */
export type BlogTeaserPost = {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  featuredImage: string | null;
  type: string;
  labels: string[]; // label ids; a card shows at most 3
  publishedAt: string | null; // ISO; null only for drafts that never had a date
  category: string | null;
};

/** A card on /blog; drafts are only ever returned to administrators. */
export type BlogListItem = BlogTeaserPost & { isPublished: boolean; isFeatured: boolean };

/** Filters of /blog, parsed from the URL (GET params so links are shareable). */
export type BlogListFilters = {
  q?: string;
  category?: string;
  type?: string;
  labels?: string[];
  /** Page of the listing, from 1 (BLOG_PAGE_SIZE posts each); absent is the first. */
  page?: number;
};

export type BlogListResult = {
  /** The page's posts, in listing order. */
  posts: BlogListItem[];
  /** Every post the filters match (the count line), across pages. */
  total: number;
  page: number;
  pageCount: number;
  /** Distinct categories and types of the posts the viewer may see (filter options). */
  categories: string[];
  types: string[];
};

/** Everything the post page renders (spec: public §3 Blog post). */
export type BlogPostDetail = BlogListItem & {
  content: string;
  tags: string[];
  pros: string[];
  cons: string[];
  updatedAt: string;
  authorName: string | null; // profile full_name, else the account name; null → 'Nieznany autor'
  seo: BlogSeo;
  productId: string | null;
  overallRating: number | null;
  sectionRatings: SectionRatings | null;
  notForWho: string | null;
  ratings: Record<string, number>;
  productLinks: Record<string, string>;
  tiktokVideo: string | null;
  products: CollectionItem[];
  scamReason: string | null;
  originalProductLink: string | null;
  /** Shop URL → its counting redirect (/go/…) where the catalogue holds the same link (DESIGN §5). */
  countedLinks: Record<string, string>;
};

/** A body rendered once per save (ADR 085): its HTML and its table of contents. */
export type RenderedPostBody = { html: string; toc: { id: string; text: string; level: 1 | 2 | 3 | 4 | 5 | 6 }[] };
