// ADR 132: a switched-off category or type takes no new products — the server refuses them (400 on the
// field), not only the form's choice list; a product already there can still be saved. Both engines.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { closePageCacheListener } from "~/server/page-cache.server";
import { UserError } from "~/utils/action.server";
import { loadCatalogue, translateMessage } from "~/i18n/i18n";
import "~/i18n/admin-messages";
import * as adminLayout from "~/routes/admin/layout";
import * as productsList from "~/routes/admin/products";
import * as productNew from "~/routes/admin/product-new";
import { createUser } from "../../../tests/factories";
import { callAction } from "../../../tests/route-harness";
import { categoryClosedMessage, saveProduct, typeClosedMessage } from "./admin-product-write.server";
import { saveCategory, setCategoryActive } from "./category-write.server";
import { saveProductType, setProductTypeActive } from "./product-type-write.server";
import type { ProductSaveInput } from "./product-form-schema";

afterAll(() => closePageCacheListener());
beforeAll(() => loadCatalogue("en"));

let n = 0;
/** A category of its own (codes W…: used nowhere else) with an open default type AA and a type BB. */
async function categoryWithTypes() {
  n++;
  const code = `W${String.fromCharCode(65 + n)}`;
  const name = `Zamykana ${n} ${Math.random().toString(36).slice(2, 6)}`;
  const { id } = await saveCategory({ intent: "save-category", id: null, name, code, icon: "gift", description: "", isActive: true });
  await saveProductType({ intent: "save-type", id: null, categoryId: id, name: "Otwarty", code: "AA", isDefault: true, isActive: true });
  const closing = await saveProductType({ intent: "save-type", id: null, categoryId: id, name: "Zamykany", code: "BB", isDefault: false, isActive: true });
  return { id, code, name, closingType: closing.id };
}

const input = (over: Partial<ProductSaveInput>): ProductSaveInput => ({
  title: `Produkt ${Math.random().toString(36).slice(2, 8)}`, description: "Opis", categoryCode: "EL", productType: null, tags: [], images: [],
  priceOriginal: null, priceDiscounted: null, priceCurrency: "PLN", isVerified: false, isTrending: false, code: null, urlAlias: null,
  affiliateLinks: [], socialLinks: [], ...over,
});

async function refused(promise: Promise<unknown>, field: string, message: string) {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(UserError);
  expect(error).toMatchObject({ status: 400, message, fieldErrors: { [field]: message } });
}

describe("saveProduct and a switched-off category or type", () => {
  it("refuses a new product in a switched-off category, and one moved into it; saves the products already there", async () => {
    const c = await categoryWithTypes();
    const inside = await saveProduct(input({ categoryCode: c.code, productType: "AA" }));
    const outside = await saveProduct(input({ categoryCode: "EL" }));
    await setCategoryActive(c.id, false);
    const title = `Nowy w wyłączonej ${n}`;
    await refused(saveProduct(input({ title, categoryCode: c.code })), "categoryCode", categoryClosedMessage(c.name));
    expect(await db.select().from(products).where(eq(products.title, title))).toHaveLength(0);
    await refused(saveProduct(input({ categoryCode: c.code }), { id: outside.id }), "categoryCode", categoryClosedMessage(c.name));
    expect((await db.select().from(products).where(eq(products.id, outside.id)))[0]!.categoryId).not.toBe(c.id);
    // Already in it: an edit saves, type and all.
    await saveProduct(input({ title: "Zmieniony tytuł", categoryCode: c.code, productType: "AA" }), { id: inside.id });
    expect((await db.select().from(products).where(eq(products.id, inside.id)))[0]!.title).toBe("Zmieniony tytuł");
  });

  it("refuses a switched-off type for a new product and for a product moved to it; keeps it on the products that have it", async () => {
    const c = await categoryWithTypes();
    const hasIt = await saveProduct(input({ categoryCode: c.code, productType: "BB" }));
    const other = await saveProduct(input({ categoryCode: c.code, productType: "AA" }));
    await setProductTypeActive(c.closingType, false);
    await refused(saveProduct(input({ categoryCode: c.code, productType: "BB" })), "productType", typeClosedMessage("Zamykany"));
    await refused(saveProduct(input({ categoryCode: c.code, productType: "BB" }), { id: other.id }), "productType", typeClosedMessage("Zamykany"));
    expect((await db.select().from(products).where(eq(products.id, other.id)))[0]!.productType).toBe("AA");
    await saveProduct(input({ title: "Nadal typu BB", categoryCode: c.code, productType: "BB" }), { id: hasIt.id });
    expect((await db.select().from(products).where(eq(products.id, hasIt.id)))[0]).toMatchObject({ title: "Nadal typu BB", productType: "BB" });
  });

  it("answers the product form's post with a Polish 400 on the field, and has English twins", async () => {
    const c = await categoryWithTypes();
    await setCategoryActive(c.id, false);
    const res = await callAction<{ ok: boolean; message: string; fieldErrors: Record<string, string> }>([adminLayout, productsList, productNew], {
      path: "/admin/produkty/nowy",
      form: { intent: "save", title: "Przez formularz", description: "Opis", categoryCode: c.code },
      user: await createUser({ traits: ["editor"] }),
    });
    expect(res.status).toBe(400);
    expect(res.data.fieldErrors.categoryCode).toBe(categoryClosedMessage(c.name));
    expect(translateMessage("en", categoryClosedMessage(c.name))).toBe(`The category “${c.name}” is switched off and takes no new products. Choose another category.`);
    expect(translateMessage("en", typeClosedMessage("Zamykany"))).toBe("The type “Zamykany” is switched off and takes no new products. Choose another type.");
  });
});
