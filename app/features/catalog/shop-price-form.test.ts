import { describe, expect, it } from "vitest";
import { ProductFormSchema, SHOP_PRICE_WITHOUT_LINK_MESSAGE } from "./product-form-schema";

const base = { id: "", expectedUpdatedAt: "", title: "Lampka", description: "Opis", categoryCode: "EL", priceOriginal: "100", priceDiscounted: "80" };

// Issue #13 point 4: the product form's price per shop link.
describe("product form: price per shop link", () => {
  it("puts each shop's price on its link", () => {
    const parsed = ProductFormSchema.safeParse({ ...base, affiliateTemu: "https://temu.com/x", priceTemu: "49,90", affiliateAmazon: "https://amazon.pl/x" });
    expect(parsed.success && parsed.data.affiliateLinks).toEqual([
      { platform: "temu", url: "https://temu.com/x", price: 49.9 },
      { platform: "amazon", url: "https://amazon.pl/x", price: null },
    ]);
  });

  it("refuses a shop price without the shop's link, and a negative price", () => {
    const parsed = ProductFormSchema.safeParse({ ...base, priceAliexpress: "10", affiliateTemu: "https://temu.com/x", priceTemu: "-1" });
    expect(parsed.success).toBe(false);
    const issues = parsed.error!.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues).toContainEqual(["priceAliexpress", SHOP_PRICE_WITHOUT_LINK_MESSAGE]);
    expect(issues.some(([path]) => path === "priceTemu")).toBe(true);
  });
});
