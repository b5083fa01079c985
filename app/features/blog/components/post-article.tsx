import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { imageSrcSet } from "~/features/media/image-variants";
import { keepNumbersTogether } from "~/utils/format";
import { useFormat, useLocale, useT } from "~/i18n/i18n";
import { formatPostDate, labelsBesideType, postTypeName } from "../labels";
import { bodyHasSection, type PublicPostExtras } from "../public-post";
import type { TocEntry } from "~/utils/markdown-toc";
import type { BlogPostDetail } from "../types";
import { CollectionItems } from "./collection-items";
import { DraftBadge, LabelBadge, TypeBadge } from "./label-badge";
import { ScamWarning, ShortVideoLink, WhereToBuy } from "./post-links";
import { DetailedRatings, NotForWho, ProsCons } from "./post-verdict";
import { RelatedContent } from "./related-content";
import { StarRating } from "~/components/ui/star-rating";
import { ShareButton } from "./share-button";
import { TableOfContents } from "./table-of-contents";

export const NOT_FOR_WHO = "Dla kogo NIE jest ten produkt";

/**
 * spec: public §2 Blog post page, arranged per type (issue #15 point 5): a scam warning first; a
 * collection's ranked items at the top without the single-product sections; a review's verdict
 * (score, pros, cons) near the top; related posts and products at the end. The editor's preview
 * passes a stored post only (no extras).
 */
type PostArticleProps = {
  post: BlogPostDetail & Partial<PublicPostExtras>;
  toc: TocEntry[];
  /** The body: stored HTML on the public page, the live markdown in the editor (ADR 085). */
  body: ReactNode;
  /** Whether the body has its own 'Dla kogo NIE jest…' section (the public page works it out on the server). */
  notForWhoInBody?: boolean;
  relatedProductGrid?: ReactNode;
  /** Beside the share button: the public page's staff link to the editor (the preview has none). */
  headerActions?: ReactNode;
  /** The public page's visible trail, the same one its BreadcrumbList JSON-LD states (the preview has none). */
  breadcrumbs?: ReactNode;
};

export function PostArticle({ post, toc, body, notForWhoInBody, relatedProductGrid, headerActions, breadcrumbs }: PostArticleProps) {
  const t = useT();
  const locale = useLocale();
  const date = formatPostDate(post.publishedAt, locale);
  const typeName = postTypeName(post.type);
  const labels = labelsBesideType(post.type, post.labels);
  const isCollection = post.type === "collection";
  const isReview = post.type === "review";
  const isScam = post.isScam ?? post.type === "scam-alert";
  return (
    <article className="container-page py-8 sm:py-10">
      <Link to="/blog" className="-my-0.5 inline-flex items-center gap-2 py-0.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("post.back")}
      </Link>
      {breadcrumbs ? <div className="mt-4">{breadcrumbs}</div> : null}
      <header className="mt-6 max-w-3xl">
        <div className="flex flex-wrap items-center gap-2">
          {!post.isPublished ? <DraftBadge /> : null}
          <TypeBadge name={typeName} />
          {post.category ? (
            <Link
              to={`/blog?kategoria=${encodeURIComponent(post.category)}`}
              className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-800 ring-1 ring-inset ring-slate-200 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600"
            >
              {post.category}
            </Link>
          ) : null}
          {labels.map((label) => (
            <LabelBadge key={label.id} label={label} />
          ))}
        </div>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{keepNumbersTogether(post.title)}</h1>
        <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
          {date ? <time dateTime={post.publishedAt ?? undefined}>{date}</time> : null}
          {date ? <span aria-hidden="true">·</span> : null}
          <span>{post.authorName ?? t("post.unknownAuthor")}</span>
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          {/* Only a review rates its product (review, session 24: a scam alert showed "5,0/5"). */}
          {isReview && post.overallRating !== null ? <OverallScore value={post.overallRating} /> : null}
          <ShareButton title={post.title} text={post.excerpt || undefined} />
          {headerActions}
        </div>
      </header>

      {/* Issue #15 point 1: the warning comes first, above the fold. */}
      {isScam || post.scamReason?.trim() ? (
        <div className="mt-6 max-w-3xl">
          <ScamWarning post={{ ...post, isScam }} />
        </div>
      ) : null}
      {isCollection ? (
        <div className="mt-8 max-w-3xl">
          <CollectionItems items={post.products} counted={post.countedLinks} prices={post.itemPrices} atTop />
        </div>
      ) : null}
      {isReview ? (
        <div className="mt-8 max-w-3xl">
          <ProsCons pros={post.pros} cons={post.cons} />
        </div>
      ) : null}

      {/* Phones: image, contents, body. Wide screens: the contents stay beside image and body. */}
      <div className="mt-8 flex flex-col gap-8 lg:grid lg:grid-cols-[minmax(0,48rem)_16rem] lg:gap-x-10">
        {post.featuredImage ? (
          <img
            src={post.featuredImage}
            srcSet={imageSrcSet(post.featuredImage, { withOriginal: true })}
            sizes="(min-width: 1024px) 48rem, 100vw"
            alt=""
            // The demo's and most uploads' 4:3; the box keeps its place until the image's own ratio is known.
            width={1200}
            height={900}
            fetchPriority="high"
            className="order-1 h-auto w-full rounded-2xl bg-slate-100 lg:col-start-1 lg:row-start-1 dark:bg-slate-800"
          />
        ) : null}
        {toc.length ? (
          <aside className="order-2 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <div className="lg:sticky lg:top-24">
              <TableOfContents entries={toc} />
            </div>
          </aside>
        ) : null}
        <div className={`order-3 min-w-0 space-y-8 lg:col-start-1 ${post.featuredImage ? "lg:row-start-2" : "lg:row-start-1"}`}>
          {body}
          {/* An article that lists products without being a collection keeps them after its text. */}
          {!isCollection && post.products.length ? <CollectionItems items={post.products} counted={post.countedLinks} prices={post.itemPrices} /> : null}
          {!isCollection && !isReview ? <ProsCons pros={post.pros} cons={post.cons} /> : null}
          {/* 'Dla kogo NIE jest ten produkt' once: the box only when the body has no such section. */}
          {!isCollection && !(notForWhoInBody ?? bodyHasSection(post.content, NOT_FOR_WHO)) ? <NotForWho text={post.notForWho} /> : null}
          <DetailedRatings post={post} />
          {!isCollection && !isScam ? <WhereToBuy links={post.productLinks} counted={post.countedLinks} /> : null}
          <ShortVideoLink url={post.tiktokVideo} />
        </div>
      </div>
      {post.related ? <RelatedContent posts={post.related.posts} productGrid={relatedProductGrid} /> : null}
    </article>
  );
}

/** Issue #15 point 5: the overall score as a number beside the stars. */
function OverallScore({ value }: { value: number }) {
  const format = useFormat();
  return (
    <p className="flex items-center gap-2">
      <StarRating value={value} size="md" />
      <span aria-hidden="true" className="text-lg font-extrabold tabular-nums text-slate-900 dark:text-white">
        {format.rating(value)}
        <span className="text-sm font-semibold text-slate-600 dark:text-slate-300">/5</span>
      </span>
    </p>
  );
}
