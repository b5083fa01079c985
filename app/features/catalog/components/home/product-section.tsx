import { SpriteIcon } from "~/components/ui/sprite-icon";
import { Link } from "react-router";
import type { CardProduct } from "../../card-data";
import { ProductGrid, ProductGridSkeleton } from "../product-grid";

type Props = {
  id: string;
  title: string;
  description: string;
  products: CardProduct[];
  emptyText: string;
  moreHref: string;
  moreLabel: string;
  loading: boolean;
  /** Below the fold (the second row of the home page): no eager images, so none compete with the first paint. */
  belowFold?: boolean;
};

/** A home-page row of product cards with a link to the full list (spec: public §2 Home page). */
export function HomeProductSection({ id, title, description, products, emptyText, moreHref, moreLabel, loading, belowFold = false }: Props) {
  return (
    <section aria-labelledby={id} aria-busy={loading || undefined} className="container-page py-5 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-x-3 gap-y-1">
        <div>
          <h2 id={id} className="text-xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h2>
          <p className="vp-muted mt-1 hidden sm:block">{description}</p>
        </div>
        <Link to={moreHref} className="vp-link -my-0.5 inline-flex items-center gap-1 py-0.5 text-sm font-semibold sm:text-base">
          {moreLabel}
          <SpriteIcon name="arrowRight" className="size-4" />
        </Link>
      </div>
      <div className="mt-3 sm:mt-6">
        {loading ? (
          <ProductGridSkeleton count={4} />
        ) : products.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
            {emptyText}
          </p>
        ) : (
          <ProductGrid products={products} eagerImages={belowFold ? 0 : 4} />
        )}
      </div>
    </section>
  );
}
