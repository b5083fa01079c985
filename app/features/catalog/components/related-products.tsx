import BookOpen from "lucide-react/icons/book-open";
import { CompactIcon } from "~/components/ui/compact-icon";
import { Link } from "react-router";
import type { ReviewPostLink as ReviewPost } from "../prices";
import type { CardProduct } from "../card-data";
import { ProductGrid } from "./product-grid";
import { useT } from "~/i18n/i18n";

/** Issue #13 point 1: the site's own review post of the product, or its scam alert. */
export function ReviewPostLink({ post }: { post: ReviewPost }) {
  const t = useT();
  return (
    <p className="text-sm">
      <Link to={`/blog/${post.slug}`} className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline dark:text-brand-100">
        <CompactIcon icon={BookOpen} aria-hidden className="size-4" />
        {t(post.type === "scam-alert" ? "related.scamAlert" : "related.review", { title: post.title })}
      </Link>
    </p>
  );
}

/** Issue #13 point 1: other products of the same category. */
export function RelatedProducts({ products }: { products: CardProduct[] }) {
  const t = useT();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="podobne" className="mt-12 flex flex-col gap-4">
      <h2 id="podobne" className="text-xl font-bold">
        {t("related.heading")}
      </h2>
      {/* Below the product: no image preloaded in <head> ahead of the stylesheet (session 10). */}
      <ProductGrid products={products} headingLevel={3} eagerImages={0} />
    </section>
  );
}
