import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productTags, products } from "~/db/schema";
import { listProducts, parseProductListParams } from "./listing.server";
import { wordsTsQuery } from "./search.server";

// ADR 122 (runs on PGlite and PostgreSQL): /szukaj finds a product by its tags and by other Polish
// forms of the words of its title and description.

async function product(title: string, description: string, tags: string[] = []) {
  const [row] = await db.insert(products).values({ title, description }).returning({ id: products.id });
  if (tags.length) await db.insert(productTags).values(tags.map((tag, position) => ({ productId: row!.id, tag, position })));
  return row!.id;
}

const tagsText = async (id: string) => (await db.select({ t: products.tagsText }).from(products).where(eq(products.id, id)))[0]!.t;

async function found(q: string, ids: string[]) {
  const result = await listProducts(parseProductListParams(new URLSearchParams({ q, limit: "60" })));
  return result.products.filter((p) => ids.includes(p.id)).map((p) => p.id);
}

describe("tags in search", () => {
  it("keeps the product's tags text through every way tags change", async () => {
    const id = await product(`Termos ${randomUUID().slice(0, 6)}`, "Stalowy.", ["kawa", "podróże"]);
    expect(await tagsText(id)).toBe("kawa podróże");
    await db.delete(productTags).where(eq(productTags.productId, id)); // the panel replaces: delete, then insert
    expect(await tagsText(id)).toBe("");
    await db.insert(productTags).values([{ productId: id, tag: "herbata", position: 0 }, { productId: id, tag: "biuro", position: 1 }]);
    expect(await tagsText(id)).toBe("herbata biuro");
    await db.update(productTags).set({ position: 5 }).where(sql`${productTags.productId} = ${id} AND ${productTags.tag} = 'herbata'`);
    expect(await tagsText(id)).toBe("biuro herbata");
  });

  it("finds a product by a tag that is not in its title or description, in another form too", async () => {
    const word = `zestaw${randomUUID().slice(0, 6)}`;
    const tagged = await product(`${word} kubków`, "Ceramiczne, cztery sztuki.", ["prezent", "kuchnia"]);
    const other = await product(`${word} talerzy`, "Porcelanowe.", ["jadalnia"]);
    expect(await found("prezent", [tagged, other])).toEqual([tagged]);
    expect(await found("prezenty", [tagged, other])).toEqual([tagged]);
    expect(await found("do kuchni", [tagged, other])).toEqual([tagged]); // 'do' is in neither, and need not be
    expect(await found("prezent kuchni", [tagged, other])).toEqual([tagged]);
  });
});

describe("Polish word forms", () => {
  it("finds a description's words in other forms, and every word must match", async () => {
    const a = await product(`Gadżet ${randomUUID().slice(0, 6)}`, "Ładowarka indukcyjna dla dzieci i dorosłych, do sypialni.");
    const b = await product(`Gadżet ${randomUUID().slice(0, 6)}`, "Lampka nocna do kuchni.");
    expect(await found("ładowarki", [a, b])).toEqual([a]);
    expect(await found("ładowarek indukcyjnych", [a, b])).toEqual([a]);
    expect(await found("dziecka", [a, b])).toEqual([a]);
    expect(await found("sypialnia", [a, b])).toEqual([a]);
    expect(await found("kuchnia", [a, b])).toEqual([b]);
    expect(await found("ładowarka kuchnia", [a, b])).toEqual([]);
    expect(await found("ładowarka do sypialni", [a, b])).toEqual([a]); // 'do' need not be there
  });
});

describe("counted products ('5 w 1')", () => {
  it("finds '5w1' by '5 w 1' and '2 w 1' by '2w1'", async () => {
    const tag = randomUUID().slice(0, 6);
    const brush = await product(`Szczotka suszarka do włosów 5w1 ${tag}`, "Pięć końcówek.");
    const dumbbells = await product(`Regulowane hantle 2 w 1 ${tag}`, "Hantle i sztanga.");
    // Each spelling finds the other; the title that is only similar ('2 w 1' for '5 w 1') comes after.
    const ranked = async (q: string) => (await listProducts(parseProductListParams(new URLSearchParams({ q, sort: "relevance", limit: "60" })))).products.map((p) => p.id);
    const five = await ranked("5 w 1");
    expect(five).toContain(brush);
    if (five.includes(dumbbells)) expect(five.indexOf(brush)).toBeLessThan(five.indexOf(dumbbells));
    const two = await ranked("2w1");
    expect(two).toContain(dumbbells);
    if (two.includes(brush)) expect(two.indexOf(dumbbells)).toBeLessThan(two.indexOf(brush));
  });
});

describe("short stems (three letters)", () => {
  it("finds other forms of 'kot', 'but', 'kubek' as whole words, and not words that merely start like them", async () => {
    const tag = randomUUID().slice(0, 6);
    const mug = await product(`Termiczny ${tag} A`, "Stalowy kubek na kawę.");
    const shoes = await product(`Sportowe ${tag} B`, "Wygodne buty do biegania.");
    const cat = await product(`Drapak ${tag} C`, "Zabawka dla kota.");
    const decoy = await product(`Patelnia ${tag} D`, "Do kotletów, z butelką oleju i kubełkiem.");
    const all = [mug, shoes, cat, decoy];
    expect(await found("kubki", all)).toEqual([mug]);
    expect(await found("kubków", all)).toEqual([mug]);
    expect(await found("butów", all)).toEqual([shoes]);
    expect(await found("butami", all)).toEqual([shoes]);
    expect(await found("koty", all)).toEqual([cat]);
    expect(await found("kot", all)).toEqual([cat]);
    expect(await found("kotki", all)).toEqual([cat]);
  });
});

describe("ranking a text of several words", () => {
  it("puts a product with every word before one whose title is only similar to the text", async () => {
    const tag = randomUUID().slice(0, 6);
    const vacuum = await product(`Odkurzacz samochodowy bezprzewodowy ${tag}`, "Mocny.");
    const headphones = await product(`Słuchawki douszne z etui ${tag}`, "Bezprzewodowe, z redukcją szumów.");
    const result = await listProducts(parseProductListParams(new URLSearchParams({ q: `słuchawki bezprzewodowe`, sort: "relevance", limit: "60" })));
    const ids = result.products.map((p) => p.id);
    expect(ids).toContain(vacuum); // still found (its title is similar), but after
    expect(ids.indexOf(headphones)).toBeLessThan(ids.indexOf(vacuum));
  });

  it("does so for one word too: the shoes tagged 'buty' come before a bottle whose title only looks like 'butów'", async () => {
    const tag = randomUUID().slice(0, 6);
    const shoes = await product(`Sneakersy na platformie ${tag}`, "Lekkie i wygodne.", ["buty", "moda"]);
    const bottle = await product(`Butelka z motywacyjną skalą ${tag}`, "Na wodę.");
    const result = await listProducts(parseProductListParams(new URLSearchParams({ q: "butów", sort: "relevance", limit: "60" })));
    const ids = result.products.map((p) => p.id);
    expect(ids).toContain(shoes);
    if (ids.includes(bottle)) expect(ids.indexOf(shoes)).toBeLessThan(ids.indexOf(bottle));
  });
});

describe("characters unaccent turns into punctuation", () => {
  it("never reach the tsquery: every letter or number the database maps is searched without an error", async () => {
    const mapped = await db.execute<{ c: string; u: string }>(
      sql`SELECT chr(i) AS c, f_unaccent(chr(i)) AS u FROM generate_series(160, 131071) AS i WHERE i NOT BETWEEN 55296 AND 57343 AND f_unaccent(chr(i)) <> chr(i)`,
    );
    const letters = mapped.rows.filter(({ c }) => /^[\p{L}\p{N}]$/u.test(c));
    const risky = letters.filter(({ u }) => !/^[\p{L}\p{N}]*$/u.test(u));
    expect(risky.length).toBeGreaterThan(10); // 'ʼ', '½', '⑴', …: the test checks something
    for (const { c } of letters) {
      const source = wordsTsQuery(`lampa${c}sypialnia ${c}`);
      if (source) await db.execute(sql`SELECT to_tsquery('simple', f_unaccent(${source}))`);
    }
    for (const q of ["ʼ", "½", "dziecka ʼ"]) await listProducts(parseProductListParams(new URLSearchParams({ q })));
  });
});

describe("migration 0020 (backfill)", () => {
  it("gives today's products their tags text", async () => {
    const id = await product(`Plecak ${randomUUID().slice(0, 6)}`, "", ["szkoła", "góry"]);
    await db.update(products).set({ tagsText: "" }).where(eq(products.id, id));
    const fs = await import("node:fs/promises");
    const file = await fs.readFile(new URL("../../../drizzle/0020_search_tags_text.sql", import.meta.url), "utf8");
    await db.execute(sql.raw(file.split("--> statement-breakpoint")[1]!));
    expect(await tagsText(id)).toBe("szkoła góry");
  });
});
