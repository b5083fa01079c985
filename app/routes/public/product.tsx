import { data, isRouteErrorResponse, Link, useLocation } from "react-router";
import { SCRIPTS_AFTER_LOAD } from "~/components/layout/page-scripts";
import { ALIAS_PATTERN, isCodeOrAliasShaped } from "~/features/catalog/product-code";
import { NotFoundHelp, PAGE_NOT_FOUND, PageNotFound } from "~/features/search/components/page-not-found";
import { keepNumbersTogether } from "~/utils/format";
import { metaTranslator, useT } from "~/i18n/i18n";
import type { Route } from "./+types/product";
import { Breadcrumbs } from "~/features/content/components/breadcrumbs";
import { ProductBadges } from "~/features/catalog/components/product-badges";
import { StaffEditLink } from "~/components/layout/staff-edit-link";
import { ProductInfo, ProductTags, SocialLinks, VerificationNote } from "~/features/catalog/components/product-details";
import { ProductGallery } from "~/features/catalog/components/product-gallery";
import { ProductPrice } from "~/features/catalog/components/product-price";
import { ProductStats } from "~/features/catalog/components/product-stats";
import { ScamProductWarning } from "~/features/catalog/components/scam-warning";
import { RemovedProduct } from "~/features/catalog/components/removed-product";
import { StarRating } from "~/components/ui/star-rating";
import { OffersTable, PRICE_ROW_TEST_ID, StickyBuyBar } from "~/features/catalog/components/offers-table";
import { LowestPrice30Days, PriceHistoryChart } from "~/features/catalog/components/price-history";
import { RelatedProducts, ReviewPostLink } from "~/features/catalog/components/related-products";
import { PRICE_CHART_DAYS } from "~/features/catalog/prices";
import { useViewBeacon } from "~/features/catalog/components/use-view-beacon";
import { discountBadge, reducedFrom, shopName } from "~/features/catalog/format";
import { affiliateHrefFor, categoryListPath, productPath } from "~/features/catalog/links";
import { legacyProductRedirect, loadProductPage } from "~/features/catalog/product-page.server";
import { breadcrumbJsonLd, JsonLd, pageMeta, productJsonLd } from "~/features/seo/meta";
import { productSearchTexts } from "~/features/catalog/search-listing";
import { appUrl } from "~/features/seo/urls.server";
import { userContext } from "~/features/access/session.server";
import { can } from "~/features/access/permissions";
import { productPageTag, tagCachedPage } from "~/server/page-cache-tags.server";
import { ProductEngagementActions } from "~/features/engagement/components/product-engagement-actions";
import { ProductReviewsSection } from "~/features/engagement/components/product-reviews-section";
import { loadProductEngagement, MEMBER_BLANK } from "~/features/engagement/product-engagement.server";
import { useProductEngagement } from "~/features/engagement/use-product-engagement";
import { memberShellContext } from "~/server/member-pages.server";
import { parseReviewSort } from "~/features/engagement/review-texts";
import { ErrorPanel, isForErrorPanel } from "~/components/ui/error-boundary";
import { isConnectionFailure } from "~/utils/connection-failure";

// ADR 215: the page starts its scripts once it has loaded.
export const handle = SCRIPTS_AFTER_LOAD;

// spec: public §2 Product page (all four URL forms), §3 Product, §8 'Produkt nie znaleziony'.
export async function loader({ params, context, request }: Route.LoaderArgs) {
  // Issue #15 point 6: /{anything} that is not code/alias shaped is a general 404, not a missing product.
  // A one-word alias ('/lampka') is a valid alias, so it is looked up, but a miss reads as an unknown page.
  const segment = params.codeOrAlias;
  const oneWord = segment !== undefined && !isCodeOrAliasShaped(segment);
  if (oneWord && !ALIAS_PATTERN.test(segment)) throw data(PAGE_NOT_FOUND, { status: 404 });
  const url = new URL(request.url);
  // ADR 157: an editor previews a hidden product (a page with permissions is rendered for its holder
  // alone, never kept in the page cache); everyone else gets the 404.
  const withHidden = can(context.get(userContext), "product:update");
  if (url.pathname.startsWith("/product/")) await legacyProductRedirect(params.id ?? "", url.search, { withHidden });
  const reviewSort = parseReviewSort(url.searchParams);
  const page = await loadProductPage(params, { reviewSort, notFound: oneWord ? PAGE_NOT_FOUND : undefined, withHidden });
  // ADR 112: a like or a 'helpful' vote on this product drops this page from the cache, and only it.
  tagCachedPage(context, productPageTag(page.product.id));
  // ADR 114: the shared member page carries a blank; each member's own comes appended to it.
  const engagement = context.get(memberShellContext) ? MEMBER_BLANK : await loadProductEngagement(page.product.id, context.get(userContext));
  return { ...page, reviewSort, engagement, appUrl: appUrl() };
}

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  const t = metaTranslator(matches);
  if (!loaderData) {
    const general = isRouteErrorResponse(error) && error.data === PAGE_NOT_FOUND;
    const removed = isRouteErrorResponse(error) && error.status === 410;
    const title = isConnectionFailure(error) ? t("error.offline.title") : general ? t("error.notFound.title") : removed ? t("product.removed") : t("meta.product.notFound");
    return [{ title: t("meta.titled", { title }) }, { name: "robots", content: "noindex" }];
  }
  const { product } = loaderData;
  // ADR 177: the editor's own SEO title and description when set (the panel's preview uses the same rule).
  const texts = productSearchTexts(product, t);
  return pageMeta({
    appUrl: loaderData.appUrl,
    path: productPath(product.id),
    title: texts.title,
    description: texts.description,
    image: product.images[0]?.url,
    imageAlt: product.images[0]?.alt, // the stored description, else the title (product.server)
    type: "product",
    ...(product.isHidden ? { noindex: true } : {}),
    // The price the page shows; a product the site warns against states none (as its JSON-LD).
    price: productShownPrice(product),
  });
};

function productShownPrice(product: Route.ComponentProps["loaderData"]["product"]) {
  const amount = product.priceDiscounted ?? product.priceOriginal;
  return product.isScam || amount == null ? null : { amount, currency: product.currency || "PLN" };
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, reviews, reviewTotal, reviewHistogram, reviewSort, appUrl, alternatives, prices } = loaderData;
  const engagement = useProductEngagement(product.id, loaderData.engagement);
  const location = useLocation();
  const t = useT();
  useViewBeacon(product.id);
  const crumbs = [
    { name: t("crumbs.home"), path: "/" },
    { name: t("header.products"), path: "/produkty" },
    ...(product.category ? [{ name: product.category.name, path: categoryListPath(product.category.name) }] : []),
    { name: product.title, path: productPath(product.id) },
  ];
  const discount = discountBadge(product);
  // Issue #15 point 5: the page's reviews as Review entries, reviewCount = written reviews.
  // Issue #13: one Offer per shop in the JSON-LD.
  const shopOffers = prices.offers.map((o) => ({ shopName: shopName(o.platform), price: o.price, currency: o.currency, path: affiliateHrefFor(product.id, o.platform) }));
  const jsonLdInput = { ...product, images: product.images.map((i) => i.url), ...product.stats, reviewCount: reviewTotal, reviews, shopOffers };

  return (
    <div className={`container-page py-6 sm:py-10 ${prices.offers.length ? "pb-24 lg:pb-10" : ""}`}>
      <JsonLd data={productJsonLd(jsonLdInput, { appUrl })} />
      <JsonLd data={breadcrumbJsonLd(crumbs, appUrl)} />
      <Breadcrumbs items={crumbs} />
      {product.isHidden ? (
        <p role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          {t("product.hiddenPreview")}
        </p>
      ) : null}
      {product.isScam ? <ScamProductWarning alternatives={alternatives} categoryName={product.category?.name ?? null} /> : null}

      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery images={product.images} title={product.title} />

        <div className="flex flex-col gap-5">
          <ProductBadges product={{ ...product, ...product.stats }} />
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h1 className="min-w-0 text-2xl font-extrabold tracking-tight wrap-anywhere sm:text-3xl">{keepNumbersTogether(product.title)}</h1>
            {/* engagement:actions */}
            <ProductEngagementActions productId={product.id} likes={product.stats.likes} engagement={engagement} />
          </div>
          <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600 dark:text-slate-300">
            <StarRating value={product.stats.ratingAverage} count={product.stats.ratingCount} size="md" />
            <VerificationNote verified={product.isVerified} scam={product.isScam} />
            <StaffEditLink to={`/admin/produkty/${product.id}`} permission="product:update" label={t("staff.editProduct")} />
            {/* ADR 126: a moderator goes from here to this product's reviews in the panel. */}
            <StaffEditLink to={`/admin/opinie?produkt=${product.id}`} permission="review:moderate" label={t("staff.moderateReviews")} />
          </div>
          <div className="flex items-center gap-3" data-testid={PRICE_ROW_TEST_ID}>
            <ProductPrice {...product} size="lg" />
            {discount ? <span className="rounded-full bg-red-700 px-2.5 py-1 text-sm font-bold text-white">{discount}</span> : null}
          </div>
          {/* DESIGN §5, ADR 120: Omnibus — the crossed-out price says what it is. */}
          <LowestPrice30Days amount={reducedFrom(product)} currency={product.currency} />
          {prices.reviewPost ? <ReviewPostLink post={prices.reviewPost} /> : null}
          {product.description ? <p className="whitespace-pre-line text-slate-700 wrap-anywhere dark:text-slate-200">{product.description}</p> : null}
          {product.isScam ? null : <OffersTable productId={product.id} offers={prices.offers} from={location.pathname} />}
          <PriceHistoryChart points={prices.history} days={PRICE_CHART_DAYS} now={prices.now} />
          <ProductStats stats={product.stats} />
          <ProductTags tags={product.tags} />
          <SocialLinks links={product.socialLinks} />
        </div>
      </div>

      <div className="mt-10 grid grid-cols-1 gap-8 lg:grid-cols-3">
        <div className="lg:order-2">
          <ProductInfo product={product} />
        </div>
        {/* engagement:reviews (issue #13 pt 1) */}
        <ProductReviewsSection
          productId={product.id}
          stats={product.stats}
          reviews={reviews}
          total={reviewTotal}
          histogram={reviewHistogram}
          sort={reviewSort}
          engagement={engagement}
        />
      </div>
      <RelatedProducts products={prices.related} />
      {product.isScam ? null : <StickyBuyBar productId={product.id} offers={prices.offers} from={location.pathname} />}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  if (isForErrorPanel(error)) return <ErrorPanel error={error} withTitle={false} />;
  if (isRouteErrorResponse(error) && error.status === 410) return <RemovedProduct category={(error.data as { category?: string | null }).category ?? null} />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (notFound && error.data === PAGE_NOT_FOUND) return <PageNotFound />;
  return (
    <div className="container-page py-20 text-center">
      <h1 className="text-3xl font-bold">{notFound ? t("product.notFound") : t("error.title")}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        {notFound ? t("product.notFound.text") : t("product.loadFailed")}
      </p>
      {/* ADR 210: '/o-nass', '/produkty/nie-ma' read as product aliases; under the spec's text, the 404's help. */}
      {notFound ? <NotFoundHelp /> : null}
      <Link to="/" className="mt-8 inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
        {t("error.home")}
      </Link>
    </div>
  );
}
