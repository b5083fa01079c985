import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productCategories, products } from "~/db/schema";
import { setLike } from "~/features/engagement/likes.server";
import { createProduct, createUser } from "~/features/engagement/test-support";
import { setWishlist } from "~/features/engagement/wishlist.server";
import { privacyForm } from "./privacy-test-support";
import { updateProfile } from "./profile.server";
import { RECOMMENDATIONS_SHOWN, recommendationsFor } from "./recommendations.server";

// ADR 202: "Polecane dla Ciebie" — shown products of the categories of the person's likes and
// wishlist, not already liked or listed, the most liked first; nothing while the switch is off.

let code = 0;
async function category(name: string) {
  const letters = String.fromCharCode(65 + (code % 26), 65 + Math.floor(code / 26) + 10);
  code++;
  const [row] = await db.insert(productCategories).values({ name: `${name} ${code}`, code: letters, slug: `kat-${code}-${Date.now()}` }).returning({ id: productCategories.id });
  return row.id;
}
async function productIn(categoryId: string, title: string, likes = 0) {
  const id = await createProduct({ title, likes });
  await db.update(products).set({ categoryId }).where(eq(products.id, id));
  return id;
}

describe("recommendations", () => {
  it("come from the categories of likes and wishlist, leave out what the person has and hidden products, most liked first", async () => {
    const [kitchen, garden, other] = [await category("Kuchnia"), await category("Ogród"), await category("Inne")];
    const liked = await productIn(kitchen, "Polubiony");
    const listed = await productIn(garden, "Na liście");
    await productIn(kitchen, "Popularny", 50);
    await productIn(garden, "Cichy", 1);
    const hidden = await productIn(kitchen, "Ukryty", 99);
    await db.update(products).set({ isHidden: true }).where(eq(products.id, hidden));
    await productIn(other, "Z innej kategorii", 1000);
    const person = await createUser();
    await setLike(person.id, liked, true);
    await setWishlist(person.id, listed, true);
    const titles = (await recommendationsFor(person.id))!.map((r) => r.title);
    expect(titles).toEqual(["Popularny", "Cichy"]);
    expect(titles).not.toContain("Polubiony");
  });

  it("are at most a few, and none for a person with no likes or wishlist", async () => {
    const cat = await category("Dużo");
    const seed = await productIn(cat, "Ziarno");
    for (let i = 0; i < RECOMMENDATIONS_SHOWN + 2; i++) await productIn(cat, `Produkt ${i}`, i);
    const person = await createUser();
    expect(await recommendationsFor(person.id)).toEqual([]);
    await setLike(person.id, seed, true);
    expect(await recommendationsFor(person.id)).toHaveLength(RECOMMENDATIONS_SHOWN);
  });

  it("are not computed at all while 'Zezwalaj na rekomendacje' is off", async () => {
    const cat = await category("Wyłączone");
    const seed = await productIn(cat, "Ziarno");
    await productIn(cat, "Kandydat", 5);
    const person = await createUser({ name: "Bez Poleceń" });
    await setWishlist(person.id, seed, true);
    expect(await recommendationsFor(person.id)).toHaveLength(1);
    await updateProfile(person.id, privacyForm("Bez Poleceń", ["show_reviews"]));
    expect(await recommendationsFor(person.id)).toBeNull();
  });

  it("are one person's own: another's likes change nothing", async () => {
    const cat = await category("Cudze");
    const theirs = await productIn(cat, "Cudzy");
    await productIn(cat, "Kandydat");
    const [a, b] = [await createUser(), await createUser()];
    await setLike(a.id, theirs, true);
    expect(await recommendationsFor(b.id)).toEqual([]);
  });
});
