import { ArrowLeft } from "lucide-react";
import { SCRIPTS_AFTER_LOAD } from "~/components/layout/page-scripts";
import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import type { Route } from "./+types/blog-post";
import { Breadcrumbs } from "~/features/content/components/breadcrumbs";
import { can } from "~/features/access/permissions";
import { userContext } from "~/features/access/session.server";
import { StaffEditLink } from "~/components/layout/staff-edit-link";
import { PostArticle } from "~/features/blog/components/post-article";
import { getPostBySlug } from "~/features/blog/posts.server";
import { postSearchTexts } from "~/features/blog/post-fields";
import { preparePublicPost } from "~/features/blog/post-public.server";
import { movedPermanently, movedPostSlug } from "~/features/blog/post-redirects.server";
import { PostBodyHtml } from "~/features/blog/components/post-body-html";
import { publicPostBody } from "~/features/blog/post-render.server";
import { articleJsonLd, breadcrumbJsonLd, itemListJsonLd, JsonLd, pageMeta, postReviewJsonLd } from "~/features/seo/meta";
import { productPath } from "~/features/catalog/links";
import { ProductGrid } from "~/features/catalog/components/product-grid";
import { appUrl } from "~/features/seo/urls.server";
import { metaTranslator, useT } from "~/i18n/i18n";
import "~/i18n/blog-messages"; // ADR 094: the blog chrome's Polish messages come with this route

// spec: public §2 Header and footer — the blog post page is shown without the footer.
export const handle = { hideFooter: true, ...SCRIPTS_AFTER_LOAD };
import { ErrorPanel, isForErrorPanel } from "~/components/ui/error-boundary";
import { isConnectionFailure } from "~/utils/connection-failure";
import { isUuid } from "~/utils/uuid";

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/i;
const NOT_FOUND = "Wpis nie znaleziony";

export async function loader({ params, context }: Route.LoaderArgs) {
  // spec: admin §4 — drafts exist only for those who edit posts (ADR 018); everyone else gets a real 404.
  const includeUnpublished = can(context.get(userContext), "blog:update");
  const found = SLUG.test(params.slug) ? await getPostBySlug(params.slug, { includeUnpublished }) : null;
  if (!found) {
    // ADR 123: a renamed post's former address → 301 to the current one.
    const moved = SLUG.test(params.slug) ? await movedPostSlug(params.slug, { includeUnpublished }) : null;
    if (moved) throw movedPermanently(`/blog/${moved}`);
    throw data(NOT_FOUND, { status: 404 });
  }
  if (found.slug !== params.slug) throw redirect(`/blog/${found.slug}`, 301);
  // Issue #14 (ADR 085): the body as rendered at save; the markdown itself stays on the server.
  const { renderedBody: _rendered, ...stored } = found;
  const [post, body] = await Promise.all([preparePublicPost(stored), publicPostBody(found)]);
  return { post: { ...post, content: "" }, body, appUrl: appUrl() };
}

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  if (!loaderData) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    const t = metaTranslator(matches);
    const title = notFound ? t("post.notFound") : isConnectionFailure(error) ? t("error.offline.title") : t("error.title");
    return [{ title: t("meta.titled", { title }) }, { name: "robots", content: "noindex" }];
  }
  const { post } = loaderData;
  const texts = postSearchTexts(post); // ADR 177: the editor's preview applies the same rule
  return pageMeta({
    appUrl: loaderData.appUrl,
    path: `/blog/${post.slug}`,
    title: texts.title,
    description: texts.description,
    image: post.featuredImage,
    type: "article",
    noindex: !post.isPublished || (!!post.publishedAt && new Date(post.publishedAt) > new Date()),
  });
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { post, body, appUrl } = loaderData;
  const path = `/blog/${post.slug}`;
  // Issue #15 point 5: a BreadcrumbList on every post; Review on reviews; ItemList on collections.
  const crumbs = [{ name: t("crumbs.home"), path: "/" }, { name: "Blog", path: "/blog" }, { name: post.title, path }];
  const items = post.products.filter((item) => item.title?.trim());
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs, appUrl)} />
      {post.type === "review" && post.reviewedProduct ? (
        <JsonLd
          data={postReviewJsonLd(
            {
              title: post.title,
              path,
              authorName: post.authorName,
              datePublished: post.publishedAt,
              rating: post.overallRating,
              pros: post.pros,
              cons: post.cons,
              item: { name: post.reviewedProduct.title, path: productPath(post.reviewedProduct.id), image: post.reviewedProduct.image },
            },
            appUrl,
          )}
        />
      ) : null}
      {post.type === "collection" && items.length ? (
        <JsonLd data={itemListJsonLd(post.title, items.map((item) => ({ name: item.title, path: item.id && isUuid(item.id) && post.itemPrices[item.id.toLowerCase()] ? productPath(item.id.toLowerCase()) : null })), appUrl)} />
      ) : null}
      <JsonLd
        data={articleJsonLd(
          {
            title: post.title,
            description: postSearchTexts(post).description,
            path: `/blog/${post.slug}`,
            image: post.featuredImage,
            datePublished: post.publishedAt,
            dateModified: post.updatedAt,
            authorName: post.authorName,
          },
          loaderData.appUrl,
        )}
      />
      <PostArticle
        post={post}
        toc={body.toc}
        body={<PostBodyHtml html={body.html} />}
        notForWhoInBody={body.notForWhoInBody}
        relatedProductGrid={post.related.products.length ? <ProductGrid products={post.related.products} label={t("post.relatedProducts")} eagerImages={0} /> : null}
        headerActions={<StaffEditLink to={`/blog/edytor/${post.slug}`} permission="blog:update" label={t("staff.editPost")} />}
        breadcrumbs={<Breadcrumbs items={crumbs} />}
      />
    </>
  );
}

function BackToBlog() {
  const t = useT();
  return (
    <Link to="/blog" className="mt-8 inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t("post.back")}
    </Link>
  );
}

// spec: public §8 Catalogue and blog — not found and load failure texts.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  if (isForErrorPanel(error)) return <ErrorPanel error={error} withTitle={false} />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="container-page py-20 text-center">
      <h1 className="text-3xl font-bold">{notFound ? t("post.notFound") : t("error.title")}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        {notFound ? t("post.notFoundText") : t("post.loadError")}
      </p>
      <BackToBlog />
    </div>
  );
}
