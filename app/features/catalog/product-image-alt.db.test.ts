// ADR 127: image descriptions (alt text) through the product form's action, the save, the form's load
// and the public reads (product page, cards).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as adminLayout from "~/routes/admin/layout";
import * as productEdit from "~/routes/admin/product-edit";
import * as productsList from "~/routes/admin/products";
import { closePageCacheListener } from "~/server/page-cache.server";
import { createUser, productSaveInput, storedUploads } from "../../../tests/factories";
import { callAction } from "../../../tests/route-harness";
import { loadProductFormValues } from "./admin-product-form.server";
import { saveProduct } from "./admin-product-write.server";
import { loadProductCards } from "./cards.server";
import { getProductDetail } from "./product.server";
import { IMAGE_ALT_TOO_LONG_MESSAGE, type ProductSaveInput } from "./product-form-schema";

afterAll(() => closePageCacheListener());

// Images uploaded here (a save refuses any other address it did not already show).
let A = "";
let B = "";
let C = "";
beforeAll(async () => {
  [A, B, C] = await storedUploads("a", "b", "c");
});

const input = (overrides: Partial<ProductSaveInput> = {}) =>
  productSaveInput([A, B], { title: `Kubek ${Math.random().toString(36).slice(2, 8)}`, description: "Kubek z kotem", imageAlts: ["Biały kubek z uchem w kształcie kota", ""], ...overrides });

/** What the form posts for the stored product (as the browser sends it back unchanged), plus `changes`. */
type Posted = Record<string, string | string[]>;
async function postedForm(id: string, changes: Posted = {}): Promise<Posted> {
  const values = (await loadProductFormValues(id))!;
  return {
    intent: "save",
    id,
    expectedUpdatedAt: values.updatedAt,
    title: values.title,
    description: values.description,
    categoryCode: values.categoryCode,
    priceCurrency: values.priceCurrency,
    images: values.images,
    imageAlts: values.imageAlts,
    ...changes,
  };
}

describe("image descriptions (ADR 127)", () => {
  it("are stored per image in order, loaded back into the form, and shown publicly with the title as fallback", async () => {
    const { id } = await saveProduct(input({ title: "Kubek kot" }));
    expect(await loadProductFormValues(id)).toMatchObject({ images: [A, B], imageAlts: ["Biały kubek z uchem w kształcie kota", ""] });
    const detail = await getProductDetail(id);
    expect(detail?.images).toEqual([
      { url: A, alt: "Biały kubek z uchem w kształcie kota" },
      { url: B, alt: "Kubek kot" },
    ]);
    const [card] = await loadProductCards([id]);
    expect(card).toMatchObject({ imageUrl: A, imageAlt: "Biały kubek z uchem w kształcie kota" });
  });

  it("survive a round trip through the form's action, move with their image and change when edited", async () => {
    const { id } = await saveProduct(input());
    const editor = await createUser({ traits: ["editor"] });
    const post = async (form: Posted) => callAction([adminLayout, productsList, productEdit], { path: `/admin/produkty/${id}`, params: { id }, form, user: editor });

    expect((await post(await postedForm(id))).location).toBe("/admin/produkty");
    expect((await loadProductFormValues(id))?.imageAlts).toEqual(["Biały kubek z uchem w kształcie kota", ""]);

    // The editor swaps the images and describes the second one; `<`/`>` stay text, a line break a space.
    const edited = await post(await postedForm(id, { images: [B, A], imageAlts: ["Kubek <mały>\nna stole", "Biały kubek z uchem w kształcie kota"] }));
    expect(edited.location).toBe("/admin/produkty");
    expect(await loadProductFormValues(id)).toMatchObject({ images: [B, A], imageAlts: ["Kubek <mały> na stole", "Biały kubek z uchem w kształcie kota"] });
    const [card] = await loadProductCards([id]);
    expect(card.imageAlt).toBe("Kubek <mały> na stole");
  });

  it("refuse more than 200 characters with a 400 on that image's field, saving nothing", async () => {
    const { id } = await saveProduct(input());
    const editor = await createUser({ traits: ["editor"] });
    const res = await callAction<{ ok: boolean; fieldErrors: Record<string, string> }>([adminLayout, productsList, productEdit], {
      path: `/admin/produkty/${id}`,
      params: { id },
      form: (await postedForm(id, { title: "Nie zapisze się", imageAlts: ["ok", "x".repeat(201)] })),
      user: editor,
    });
    expect(res.status).toBe(400);
    expect(res.data.fieldErrors["imageAlts.1"]).toBe(IMAGE_ALT_TOO_LONG_MESSAGE);
    expect((await loadProductFormValues(id))?.imageAlts).toEqual(["Biały kubek z uchem w kształcie kota", ""]);
  });

  it("a save without descriptions (a caller that does not know them) keeps each image's own by URL", async () => {
    const { id, updatedAt } = await saveProduct(input({ imageAlts: ["Opis A", "Opis B"] }));
    await saveProduct(input({ images: [C, B, A], imageAlts: undefined }), { id, expectedUpdatedAt: updatedAt.toISOString() });
    expect(await loadProductFormValues(id)).toMatchObject({ images: [C, B, A], imageAlts: ["", "Opis B", "Opis A"] });
  });
});
