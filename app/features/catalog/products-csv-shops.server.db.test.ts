// Review (session 28): the products CSV carried no shop links or shop prices, so a file could not
// update them in bulk. Now each built-in shop has a link and a price column.
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productAffiliateLinks, productPriceHistory } from "~/db/schema";
import { createProduct } from "../../../tests/factories";
import { exportProductsCsv, importProductsCsv } from "./products-csv.server";

const sort = { key: "createdAt", dir: "desc" } as const;
const exportOf = (title: string) => exportProductsCsv({ q: title, categoryId: null, sort });
const links = async (productId: string) =>
  Object.fromEntries(
    (await db.select().from(productAffiliateLinks).where(eq(productAffiliateLinks.productId, productId))).map((l) => [
      l.platform,
      { url: l.url, price: l.price },
    ]),
  );

async function productWithShops() {
  const title = `Lampka sklepowa ${Math.random().toString(36).slice(2, 8)}`;
  const { id } = await createProduct({ title });
  await db.insert(productAffiliateLinks).values([
    {
      productId: id,
      platform: "temu",
      url: "https://temu.com/lampka",
      price: 39.99,
      currency: "PLN",
      checkedAt: new Date(),
    },
    { productId: id, platform: "amazon", url: "https://amazon.pl/lampka", price: null, currency: "PLN" },
    { productId: id, platform: "ebay", url: "https://ebay.pl/lampka", price: 45, currency: "PLN" },
  ]);
  return { id, title };
}

/** The export's data row of the product with `cell` set to `value` for the named columns. */
async function editedExport(title: string, changes: Record<string, string>, drop: string[] = []) {
  // The search may list this file's other products too: the row is the one with this title.
  const [header, ...rows] = (await exportOf(title))
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n") as [string, ...string[]];
  const row = rows.find((r) => r.includes(`"${title}"`))!;
  const columns = header.split(";").map((c) => c.replaceAll('"', "")); // the export quotes every cell; no ';' inside these
  const cells = row.split(";");
  for (const [column, value] of Object.entries(changes)) cells[columns.indexOf(column)] = `"${value}"`;
  const keep = columns.map((c, i) => (drop.includes(c) ? -1 : i)).filter((i) => i >= 0);
  return [keep.map((i) => `"${columns[i]}"`).join(";"), keep.map((i) => cells[i]).join(";")].join("\r\n");
}

describe("products CSV: shop links and prices", () => {
  it("exports each built-in shop's link and price; a round trip changes nothing", async () => {
    const { id, title } = await productWithShops();
    const csv = await exportOf(title);
    expect(csv.split("\r\n")[0]!.replaceAll('"', "")).toMatch(
      /;tagi;link_temu;cena_temu;link_aliexpress;cena_aliexpress;link_amazon;cena_amazon;zmieniono$/,
    );
    expect(csv).toMatch(/"https:\/\/temu\.com\/lampka";"39,99";"";"";"https:\/\/amazon\.pl\/lampka";"";"\d{4}-\d\d-\d\dT[\d:.]+Z"/);
    const result = await importProductsCsv(csv);
    expect(result.ok && result.summary).toMatchObject({ added: 0, updated: 0 });
    expect(await links(id)).toEqual({
      temu: { url: "https://temu.com/lampka", price: 39.99 },
      amazon: { url: "https://amazon.pl/lampka", price: null },
      ebay: { url: "https://ebay.pl/lampka", price: 45 }, // not a built-in shop: the file has no say
    });
  });

  it("updates, adds and removes links and prices (https:// assumed); the price change is in the history", async () => {
    const { id, title } = await productWithShops();
    const file = await editedExport(title, {
      cena_temu: "34,50",
      link_aliexpress: "aliexpress.com/item/1.html",
      cena_aliexpress: "29,99",
      link_amazon: "",
      cena_amazon: "",
    });
    expect(await importProductsCsv(file)).toEqual({ ok: true, summary: { added: 0, updated: 1, unchanged: 0 } });
    expect(await links(id)).toEqual({
      temu: { url: "https://temu.com/lampka", price: 34.5 },
      aliexpress: { url: "https://aliexpress.com/item/1.html", price: 29.99 },
      ebay: { url: "https://ebay.pl/lampka", price: 45 },
    });
    const history = await db
      .select()
      .from(productPriceHistory)
      .where(and(eq(productPriceHistory.productId, id), eq(productPriceHistory.platform, "temu")));
    expect(history.map((h) => Number(h.price))).toContain(34.5);
  });

  it("a file without the shop columns, or without a price column, keeps what it does not name", async () => {
    const { id, title } = await productWithShops();
    const noShops = await editedExport(title, { tytul: `${title} v2` }, [
      "link_temu",
      "cena_temu",
      "link_aliexpress",
      "cena_aliexpress",
      "link_amazon",
      "cena_amazon",
    ]);
    expect((await importProductsCsv(noShops)).ok).toBe(true);
    expect(Object.keys(await links(id)).sort()).toEqual(["amazon", "ebay", "temu"]);
    const linkOnly = await editedExport(`${title} v2`, { link_temu: "https://temu.com/lampka-2" }, ["cena_temu"]);
    expect((await importProductsCsv(linkOnly)).ok).toBe(true);
    expect((await links(id)).temu).toEqual({ url: "https://temu.com/lampka-2", price: 39.99 });
  });

  it("a price-only column prices the stored link, and refuses a shop the product has no link for", async () => {
    const { id, title } = await productWithShops();
    const shopColumns = ["link_temu", "link_aliexpress", "cena_aliexpress", "link_amazon", "cena_amazon"];
    expect((await importProductsCsv(await editedExport(title, { cena_temu: "30" }, shopColumns))).ok).toBe(true);
    expect((await links(id)).temu).toEqual({ url: "https://temu.com/lampka", price: 30 });
    const noLink = await importProductsCsv(
      await editedExport(title, { cena_aliexpress: "30" }, [
        "link_temu",
        "cena_temu",
        "link_aliexpress",
        "link_amazon",
        "cena_amazon",
      ]),
    );
    expect(!noLink.ok && noLink.errors).toEqual([
      { line: 2, message: "Cena w sklepie AliExpress bez linku do sklepu" },
    ]);
  });

  it("a currency change moves the shop offers to it, as a form save does (review, session 28)", async () => {
    const { id, title } = await productWithShops();
    expect((await importProductsCsv(await editedExport(title, { waluta: "EUR" }))).ok).toBe(true);
    const currencies = await db
      .select({ platform: productAffiliateLinks.platform, currency: productAffiliateLinks.currency })
      .from(productAffiliateLinks)
      .where(eq(productAffiliateLinks.productId, id));
    expect(new Set(currencies.map((c) => c.currency))).toEqual(new Set(["EUR"]));
    // Left behind by an older import: the next round trip sees the difference and mends it.
    await db.update(productAffiliateLinks).set({ currency: "PLN" }).where(eq(productAffiliateLinks.productId, id));
    const again = await importProductsCsv(await editedExport(title, {}));
    expect(again.ok && again.summary.updated).toBe(1);
    expect(
      (
        await db
          .select({ currency: productAffiliateLinks.currency })
          .from(productAffiliateLinks)
          .where(eq(productAffiliateLinks.productId, id))
      ).every((l) => l.currency === "EUR"),
    ).toBe(true);
  });

  it("refuses a bad link, a bad price and a price without a link, and then changes nothing", async () => {
    const { id, title } = await productWithShops();
    for (const [changes, message] of [
      [{ link_temu: "javascript:alert(1)" }, "Nieprawidłowy link do sklepu Temu: javascript:alert(1)"],
      [{ cena_temu: "dużo" }, "Nieprawidłowa cena: dużo"],
      [{ link_amazon: "", cena_amazon: "10" }, "Cena w sklepie Amazon bez linku do sklepu"],
    ] as const) {
      const result = await importProductsCsv(await editedExport(title, changes));
      expect(result.ok).toBe(false);
      expect(!result.ok && result.errors).toEqual([{ line: 2, message }]);
    }
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(productAffiliateLinks)
      .where(eq(productAffiliateLinks.productId, id));
    expect(n).toBe(3);
    expect((await links(id)).temu).toEqual({ url: "https://temu.com/lampka", price: 39.99 });
  });
});
