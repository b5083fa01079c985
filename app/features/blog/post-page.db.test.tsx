import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPosts, productAffiliateLinks, products } from "~/db/schema";
import { PostArticle } from "./components/post-article";
import { PostBodyHtml } from "./components/post-body-html";
import { preparePublicPost } from "./post-public.server";
import { toCardProduct } from "~/features/catalog/card-data";
import { publicPostBody } from "./post-render.server";
import { getPostBySlug } from "./posts.server";

// A post whose stored markdown tries to run script: it must reach the page as inert text at most.
const HOSTILE = [
  "## Wstęp",
  "<script>window.__pwned = true</script>",
  'Akapit z <img src=x onerror="alert(1)"> obrazkiem i <a href="javascript:alert(2)">linkiem</a>.',
  "[Zły link](javascript:alert(3)) i [dobry link](https://example.com/a)",
  "![Opis zdjęcia](/uploads/demo/x.webp)",
  "## Spis treści",
  "## Podsumowanie",
].join("\n\n");

async function renderPost(slug: string) {
  const post = await getPostBySlug(slug, { includeUnpublished: true });
  if (!post) throw new Error("missing post");
  // The public page's path (ADR 085): the body as stored (rendered at first read for these seeded rows).
  const body = await publicPostBody(post);
  return renderToStaticMarkup(
    <MemoryRouter>
      <PostArticle post={post} toc={body.toc} body={<PostBodyHtml html={body.html} />} notForWhoInBody={body.notForWhoInBody} />
    </MemoryRouter>,
  );
}

let productId = "";

beforeAll(async () => {
  const [product] = await db.insert(products).values({ title: "Produkt z linkami" }).returning({ id: products.id });
  productId = product.id;
  await db.insert(productAffiliateLinks).values([
    { productId, platform: "aliexpress", url: "https://aliexpress.example/p" },
    { productId, platform: "temu", url: "https://temu.example/catalogue-only" },
  ]);
  await db.insert(blogPosts).values({
    title: "Liczone linki",
    slug: "liczone-linki",
    isPublished: true,
    productId,
    productLinks: { aliexpress: "https://aliexpress.example/p", temu: "https://temu.example/other" },
    type: "collection",
    products: [
      { id: productId, title: "Z katalogu", shopLink: "https://aliexpress.example/p" },
      { id: "nie-uuid", title: "Spoza katalogu", shopLink: "https://inny.example/x" },
    ],
  });
  await db.insert(blogPosts).values([
    {
      title: "Wrogi wpis",
      slug: "wrogi-wpis",
      content: HOSTILE,
      isPublished: true,
      type: "review",
      productLinks: { aliexpress: "https://aliexpress.example/p", temu: "javascript:alert(4)", allegro: "https://allegro.example/x" },
      tiktokVideo: "javascript:alert(5)",
      sectionRatings: { purpose: 5, quality: 4, functionality: 3, price: 4.5, conclusions: 4 },
      ratings: { quality: 4.5, głośność: 2 },
      overallRating: 4.5,
      notForWho: "Dla osób, które <b>nie lubią</b> gadżetów.",
    },
    {
      title: "Uwaga oszustwo",
      slug: "uwaga-oszustwo",
      isPublished: true,
      type: "scam-alert",
      scamReason: "Sprzedawca wysyła podróbkę.",
      originalProductLink: "https://oryginal.example/",
      sectionRatings: { purpose: 1, quality: 1, functionality: 1, price: 1, conclusions: 1 },
      products: [{ id: "1", title: "Pozycja", shopLink: "https://sklep.example/1", reviewLink: "/blog/wrogi-wpis" }],
    },
  ]);
});

describe("post page rendering", () => {
  it("never renders raw HTML from the content: no script, no handlers, no javascript: links", async () => {
    const html = await renderPost("wrogi-wpis");
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toContain("<b>");
    expect(html).toContain("Akapit z");
    expect(html).toContain("nie lubią"); // not_for_who is plain text
  });

  it("opens body links in a new tab, lazy-loads images with alt, gives headings their TOC ids", async () => {
    const html = await renderPost("wrogi-wpis");
    expect(html).toContain('<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">dobry link</a>');
    const image = html.match(/<img[^>]*src="\/uploads\/demo\/x\.webp"[^>]*>/)?.[0] ?? "";
    expect(image).toContain('alt="Opis zdjęcia"');
    expect(image).toContain('loading="lazy"');
    // Its smaller copies too (ADR 189: a body image is not sent at 1200 px to a phone).
    expect(image).toMatch(/srcSet="\/uploads\/demo\/x\.w320\.webp 320w, \/uploads\/demo\/x\.w640\.webp 640w/);
    expect(html).toContain('<h2 id="wstęp">');
    expect(html).toContain('href="#wstęp"');
    expect(html).toContain('href="#podsumowanie"');
    expect(html).not.toContain('href="#spis-treści"');
  });

  it("shows review extras: stars with text, Polish rating names, shop links sponsored with disclosure", async () => {
    const html = await renderPost("wrogi-wpis");
    expect(html).toContain('aria-label="Ocena: 4,5 na 5"');
    for (const name of ["Przeznaczenie", "Jakość wykonania", "Funkcjonalność", "Cena", "Wnioski", "Jakość", "Głośność"]) {
      expect(html).toContain(`>${name}</dt>`);
    }
    // ADR 147: the post has no catalogue product, so its own links are counted under the post.
    expect(html).toMatch(/href="\/go\/wpis\/[0-9a-f-]{36}\/aliexpress\?from=%2Fblog%2Fwrogi-wpis" target="_blank" rel="sponsored nofollow noopener"[^>]*>AliExpress/);
    expect(html).not.toContain("https://aliexpress.example/p");
    expect(html).toContain(">Allegro<");
    expect(html).not.toContain(">Temu<"); // its address was not a web link
    expect(html).toContain('href="/afiliacja"');
    expect(html).toContain("Dla kogo NIE jest ten produkt");
    expect(html).not.toContain("Zobacz wideo na TikToku");
  });

  it("shows the scam warning and collection items, and no detailed ratings outside reviews", async () => {
    const html = await renderPost("uwaga-oszustwo");
    expect(html).toContain("Sprzedawca wysyła podróbkę.");
    expect(html).toContain('href="https://oryginal.example/"');
    expect(html).toContain("Pozycja");
    // ADR 147: the item's own link is counted under the post (a scam alert may list what to buy instead).
    expect(html).toMatch(/href="\/go\/wpis\/[0-9a-f-]{36}\/pozycja-1\?from=%2Fblog%2Fuwaga-oszustwo" target="_blank" rel="sponsored nofollow noopener"/);
    expect(html).toContain('href="/blog/wrogi-wpis"');
    expect(html).not.toContain("Szczegółowe oceny");
    expect(html).toContain("Nieznany autor");
  });
});

describe("counted shop links (DESIGN §5)", () => {
  it("routes a link through /go only when the catalogue holds exactly that URL for the product", async () => {
    const post = await getPostBySlug("liczone-linki");
    const go = `/go/${productId}/aliexpress?from=${encodeURIComponent("/blog/liczone-linki")}`;
    // ADR 147: an item's own link the catalogue does not hold is counted under the post; the
    // collection's "Gdzie kupić" links are not on its page, so none is made for them.
    const itemLink = `/go/wpis/${post!.id}/pozycja-2?from=${encodeURIComponent("/blog/liczone-linki")}`;
    expect(post?.countedLinks).toEqual({ "https://aliexpress.example/p": go, "https://inny.example/x": itemLink });
    const html = await renderPost("liczone-linki");
    const escaped = go.replace(/&/g, "&amp;");
    expect(html).toContain(`href="${escaped}" target="_blank" rel="sponsored nofollow noopener"`);
    // A collection lists its items, not the single-product 'Gdzie kupić' links (issue #15 pt 5).
    expect(html).not.toContain("https://temu.example/other");
    expect(html).toContain(`href="${itemLink.replace(/&/g, "&amp;")}" target="_blank" rel="sponsored nofollow noopener"`);
    expect(html).not.toContain("https://inny.example/x");
    expect(html).not.toContain("catalogue-only");
  });
});

describe("collection items the editor typed (review, session 24)", () => {
  it("prepares a collection whose items are not catalogue products (ids 'item-1', 'nie-uuid') without a database error", async () => {
    // The editor gives a typed item the id item-{n}; the page once sent those ids to a uuid column (500).
    await db.insert(blogPosts).values({
      title: "Zestawienie z pozycjami",
      slug: "zestawienie-z-pozycjami",
      isPublished: true,
      type: "collection",
      products: [
        { id: "item-1", title: "Pierwsza pozycja", shopLink: "https://sklep.example/1" },
        { id: productId.toUpperCase(), title: "Z katalogu wielkimi literami" },
      ],
    });
    const post = await getPostBySlug("zestawienie-z-pozycjami");
    const prepared = await preparePublicPost(post!);
    expect(prepared.products.map((item) => item.title)).toEqual(["Pierwsza pozycja", "Z katalogu wielkimi literami"]);
    expect(Object.keys(prepared.itemPrices)).toEqual([productId]);
  });
});

describe("related posts (issue #15 pt 5)", () => {
  it("a post without a category still gets its related posts, the newest others", async () => {
    const post = await getPostBySlug("wrogi-wpis");
    expect(post?.category ?? null).toBeNull();
    const prepared = await preparePublicPost(post!);
    expect(prepared.related.posts.map((p) => p.slug)).not.toContain("wrogi-wpis");
    expect(prepared.related.posts.length).toBeGreaterThan(0);
    // ADR 095, 112: the related product cards carry a card's fields only, no like count.
    expect(prepared.related.products.length).toBeGreaterThan(0);
    for (const card of prepared.related.products) expect(Object.keys(card).sort()).toEqual(Object.keys(toCardProduct(card)).sort());
    expect(prepared.related.products[0]).not.toHaveProperty("likes");
  });
});
