// ADR 187 (editor review, session 36): adding a product names what it still lacks — the gaps of the list's
// "Braki" filter — and says whether it is already on the site.
import { afterAll, describe, expect, it } from "vitest";
import * as adminLayout from "~/routes/admin/layout";
import * as productNew from "~/routes/admin/product-new";
import * as productsList from "~/routes/admin/products";
import { createUser, newProductForm, storedUploads } from "../../../tests/factories";
import { callAction, flashToastOf } from "../../../tests/route-harness";
import { closePageCacheListener } from "~/server/page-cache.server";

afterAll(() => closePageCacheListener());


describe("a new product's gaps", () => {
  it("names a new product's gaps (the braki filter's) in the answer, as visible or hidden; a complete one is just added (ADR 187)", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const add = async (form: Record<string, string | string[]>) => {
      const res = await callAction([adminLayout, productsList, productNew], { path: "/admin/produkty/nowy", form: { ...newProductForm(`Braki ${Math.random()}`), ...form }, user: editor });
      return flashToastOf(res);
    };
    const complete = { priceDiscounted: "9,99", images: await storedUploads("braki"), affiliateTemu: "https://www.temu.com/braki.html" };
    expect(await add(complete)).toMatchObject({ type: "success", message: "Dodano produkt." });
    expect(await add({ ...complete, images: [] })).toMatchObject({ type: "info", message: "Dodano produkt. Brakuje: zdjęcia – produkt jest już widoczny w serwisie." });
    expect(await add({ priceDiscounted: "9,99", isHidden: "on" })).toMatchObject({
      message: "Dodano produkt. Brakuje: zdjęcia, linku do sklepu – produkt jest ukryty, więc w serwisie go jeszcze nie widać.",
    });
  });

});
