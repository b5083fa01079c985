import { Link } from "react-router";
import { imageSrcSet } from "~/features/media/image-variants";
import { keepNumbersTogether } from "~/utils/format";
import { useLocale, useT } from "~/i18n/i18n";
import { CARD_LABEL_LIMIT, formatPostDate, labelsBesideType, postTypeName } from "../labels";
import type { BlogTeaserPost } from "../types";
import { DraftBadge, LabelBadge, TypeBadge } from "./label-badge";

type BlogCardProps = {
  post: BlogTeaserPost & { isPublished?: boolean };
  /** Heading level of the title: 2 on /blog, 3 inside a home-page section. */
  headingLevel?: 2 | 3;
};

// spec: public §2 — a card of the blog listing and the home teaser, showing at most 3 labels.
export function BlogCard({ post, headingLevel = 2 }: BlogCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const labels = labelsBesideType(post.type, post.labels).slice(0, CARD_LABEL_LIMIT);
  const t = useT();
  const locale = useLocale();
  const date = formatPostDate(post.publishedAt, locale);
  return (
    <article className="vp-post-card group">
      <div className="aspect-[16/9] bg-slate-100 dark:bg-slate-800">
        {post.featuredImage ? (
          <img src={post.featuredImage} srcSet={imageSrcSet(post.featuredImage, { withOriginal: true })} sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw" alt="" loading="lazy" decoding="async" className="h-full w-full object-cover" />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          {post.isPublished === false ? <DraftBadge /> : null}
          <TypeBadge name={postTypeName(post.type)} />
          {post.category ? <span className="vp-muted text-xs font-medium">{post.category}</span> : null}
        </div>
        <Heading className="vp-post-card-title">
          {/* The link covers the whole card; its name is the title alone. */}
          <Link to={`/blog/${post.slug}`} className="vp-card-link">
            {keepNumbersTogether(post.title)}
          </Link>
        </Heading>
        {post.excerpt ? <p className="vp-muted line-clamp-3 text-sm">{post.excerpt}</p> : null}
        {labels.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={t("blog.labels")}>
            {labels.map((label) => (
              <li key={label.id}>
                <LabelBadge label={label} />
              </li>
            ))}
          </ul>
        ) : null}
        {date ? (
          <p className="vp-muted mt-auto text-xs">
            <time dateTime={post.publishedAt ?? undefined}>{date}</time>
          </p>
        ) : null}
      </div>
    </article>
  );
}
