import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPosts, clickDailyTotals, outboundClicks, products } from "~/db/schema";
import { recordPostClick, shopKeyOfUrl } from "./post-clicks.server";
import { getPostBySlug } from "./posts.server";

// ADR 147 (review, session 24): a post's own shop links went straight to the shop, so those clicks
// (the site's revenue, DESIGN §5) were never counted.
const click = (platform: string, visitorId: string | null = "visitor-a", count = true) => ({ platform, sourcePage: "/blog/x", userId: null, count, visitorId, addressKey: null });
const ids: Record<string, string> = {};

beforeAll(async () => {
  const [scammed] = await db.insert(products).values({ title: "Podróbka", isScam: true }).returning({ id: products.id });
  const rows = await db
    .insert(blogPosts)
    .values([
      { title: "Wpis bez produktu", slug: "wpis-bez-produktu", isPublished: true, type: "review", productLinks: { allegro: "https://allegro.example/oferta", zly: "javascript:alert(1)" } },
      {
        title: "Zestawienie spoza katalogu",
        slug: "zestawienie-spoza-katalogu",
        isPublished: true,
        type: "collection",
        products: [
          { id: "item-1", title: "Obieraczka", shopLink: "https://pl.aliexpress.com/item/1.html" },
          { id: "item-2", title: "Bez linku" },
        ],
      },
      { title: "Szkic", slug: "szkic-z-linkiem", isPublished: false, type: "review", productLinks: { allegro: "https://allegro.example/szkic" } },
      {
        title: "Ostrzeżenie",
        slug: "ostrzezenie-z-linkiem",
        isPublished: true,
        type: "scam-alert",
        productLinks: { allegro: "https://allegro.example/scam" },
        products: [{ id: "item-1", title: "Oryginał", shopLink: "https://oryginal.example/" }],
      },
      { title: "O podróbce", slug: "o-podrobce", isPublished: true, type: "review", productId: scammed!.id, productLinks: { allegro: "https://allegro.example/p" } },
    ])
    .returning({ id: blogPosts.id, slug: blogPosts.slug });
  for (const row of rows) ids[row.slug] = row.id;
});

describe("a post's own shop links (ADR 147)", () => {
  it("are routed through /go/wpis on the page, except a link the page would not show", async () => {
    const post = await getPostBySlug("wpis-bez-produktu");
    expect(post?.countedLinks).toEqual({ "https://allegro.example/oferta": `/go/wpis/${ids["wpis-bez-produktu"]}/allegro?from=%2Fblog%2Fwpis-bez-produktu` });
  });

  it("count once per visitor and shop in 30 minutes, under the post, and send to the stored URL", async () => {
    const id = ids["wpis-bez-produktu"]!;
    const before = await db.select({ clicks: sql<number>`coalesce(sum(${clickDailyTotals.clicks}), 0)::int` }).from(clickDailyTotals).where(eq(clickDailyTotals.platform, "allegro"));
    expect(await recordPostClick(id.toUpperCase(), click("allegro"))).toEqual({ kind: "shop", url: "https://allegro.example/oferta" });
    expect(await recordPostClick(id, click("allegro"))).toEqual({ kind: "shop", url: "https://allegro.example/oferta" });
    expect(await recordPostClick(id, click("allegro", "visitor-b"))).toMatchObject({ kind: "shop" });
    expect(await recordPostClick(id, click("allegro", "bot", false))).toMatchObject({ kind: "shop" }); // redirected, not counted
    const rows = await db.select().from(outboundClicks).where(eq(outboundClicks.postId, id));
    expect(rows.map((r) => [r.visitorId, r.productId, r.platform])).toEqual([
      ["visitor-a", null, "allegro"],
      ["visitor-b", null, "allegro"],
    ]);
    const after = await db.select({ clicks: sql<number>`coalesce(sum(${clickDailyTotals.clicks}), 0)::int` }).from(clickDailyTotals).where(eq(clickDailyTotals.platform, "allegro"));
    expect(after[0]!.clicks - before[0]!.clicks).toBe(2); // the Overview's clicks per shop include them
  });

  it("count a collection item's own link under the post, named by its shop", async () => {
    const id = ids["zestawienie-spoza-katalogu"]!;
    const post = await getPostBySlug("zestawienie-spoza-katalogu");
    expect(post?.countedLinks).toEqual({ "https://pl.aliexpress.com/item/1.html": `/go/wpis/${id}/pozycja-1?from=%2Fblog%2Fzestawienie-spoza-katalogu` });
    expect(await recordPostClick(id, click("pozycja-1"))).toEqual({ kind: "shop", url: "https://pl.aliexpress.com/item/1.html" });
    const rows = await db.select().from(outboundClicks).where(eq(outboundClicks.postId, id));
    expect(rows.map((r) => r.platform)).toEqual(["aliexpress"]);
    for (const key of ["pozycja-2", "pozycja-3", "pozycja-0"]) expect(await recordPostClick(id, click(key))).toEqual({ kind: "none" });
  });

  it("name an item's shop by the registrable name of its host", () => {
    expect(shopKeyOfUrl("https://pl.aliexpress.com/item/1.html")).toBe("aliexpress");
    expect(shopKeyOfUrl("https://www.allegro.pl/oferta/x")).toBe("allegro");
    expect(shopKeyOfUrl("https://www.amazon.co.uk/dp/1")).toBe("amazon");
    expect(shopKeyOfUrl("https://sklep.com.pl/x")).toBe("sklep");
    expect(shopKeyOfUrl("nie adres")).toBe("sklep");
  });

  it("refuse an unknown shop, a forged id, a draft, and send nobody to buy from a scam alert", async () => {
    expect(await recordPostClick(ids["wpis-bez-produktu"]!, click("amazon"))).toEqual({ kind: "none" });
    // Review (session 24): inherited keys and links the page does not show counted clicks and then answered 404.
    for (const key of ["constructor", "tostring", "zly"]) expect(await recordPostClick(ids["wpis-bez-produktu"]!, click(key, `v-${key}`))).toEqual({ kind: "none" });
    expect(await db.select().from(outboundClicks).where(eq(outboundClicks.platform, "constructor"))).toEqual([]);
    expect(await recordPostClick("1; DROP TABLE", click("allegro"))).toEqual({ kind: "none" });
    expect(await recordPostClick(ids["wpis-bez-produktu"]!, click("../../etc"))).toEqual({ kind: "none" });
    expect(await recordPostClick(ids["szkic-z-linkiem"]!, click("allegro"))).toEqual({ kind: "none" });
    expect(await recordPostClick(ids["ostrzezenie-z-linkiem"]!, click("allegro"))).toEqual({ kind: "scam" });
    expect(await recordPostClick(ids["o-podrobce"]!, click("allegro"))).toEqual({ kind: "scam" }); // its product is flagged
    // …while the alert's own list of what to buy instead still leads there.
    expect(await recordPostClick(ids["ostrzezenie-z-linkiem"]!, click("pozycja-1", "visitor-c"))).toEqual({ kind: "shop", url: "https://oryginal.example/" });
    expect((await db.select().from(outboundClicks).where(eq(outboundClicks.postId, ids["ostrzezenie-z-linkiem"]!))).map((r) => r.platform)).toEqual(["oryginal"]);
  });
});
