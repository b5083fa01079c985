import { useNavigation } from "react-router";
import { SCRIPTS_AFTER_LOAD } from "~/components/layout/page-scripts";
import type { Route } from "./+types/home";
import { listHomeTeaserPosts } from "~/features/blog/posts.server";
import { listHomeSections } from "~/features/catalog/cards.server";
import { BlogTeaser } from "~/features/blog/components/blog-teaser";
import { Hero } from "~/features/catalog/components/home/hero";
import { CommunitySection, FeaturesSection, HowItWorksSection } from "~/features/catalog/components/home/info-sections";
import { HomeProductSection } from "~/features/catalog/components/home/product-section";
import { JsonLd, organizationJsonLd, pageMeta, websiteJsonLd } from "~/features/seo/meta";
import { useSiteSettings } from "~/features/site-settings/use-site-settings";
import { appUrl } from "~/features/seo/urls.server";
import { useOptionalUser } from "~/features/access/use-optional-user";
import { metaTranslator, useT } from "~/i18n/i18n";
import { toCardProduct } from "~/features/catalog/card-data";
import "~/i18n/home-messages"; // ADR 094: the Polish messages it shows come with it

// ADR 215: the page starts its scripts once it has loaded.
export const handle = SCRIPTS_AFTER_LOAD;

// spec: public §2 Home page (/ and /home), §8 empty-section texts, §9 trending 8 / newest 4.
export async function loader() {
  const [{ trending, newest, productCount }, posts] = await Promise.all([listHomeSections(), listHomeTeaserPosts()]);
  // ADR 095: the cards' fields only — the HTML carries the loader data beside the markup.
  return { trending: trending.map(toCardProduct), newest: newest.map(toCardProduct), productCount, posts, appUrl: appUrl() };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    appUrl: loaderData?.appUrl ?? "",
    path: "/", // /home is the same page: one canonical URL
    title: metaTranslator(matches)("meta.home.title"),
    description: metaTranslator(matches)("meta.home.description"),
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { trending, newest, posts, productCount, appUrl } = loaderData;
  const t = useT();
  const navigation = useNavigation();
  const user = useOptionalUser();
  const { social } = useSiteSettings();
  const loading = navigation.state === "loading" && ["/", "/home"].includes(navigation.location.pathname);
  return (
    <>
      <JsonLd data={websiteJsonLd(appUrl)} />
      <JsonLd data={organizationJsonLd(appUrl, social.map((profile) => profile.href))} />
      <Hero productCount={productCount} />
      <HomeProductSection
        id="trending"
        title={t("home.trending")}
        description={t("home.trending.text")}
        products={trending}
        emptyText={t("home.trending.empty")}
        moreHref="/produkty?trending=true"
        moreLabel={t("home.trending.more")}
        loading={loading}
      />
      <HomeProductSection
        id="najnowsze"
        title={t("home.newest")}
        description={t("home.newest.text")}
        products={newest}
        emptyText={t("home.newest.empty")}
        moreHref="/produkty?sort=newest"
        moreLabel={t("home.newest.more")}
        loading={loading}
        belowFold
      />
      <FeaturesSection />
      <BlogTeaser posts={posts} />
      <HowItWorksSection />
      <CommunitySection loggedIn={Boolean(user)} />
    </>
  );
}
