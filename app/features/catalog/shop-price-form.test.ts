import { describe, expect, it } from "vitest";
import { PRICE_POSITIVE_MESSAGE, ProductFormSchema, SHOP_PRICE_WITHOUT_LINK_MESSAGE } from "./product-form-schema";

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
    const issuesOf = (input: Record<string, string>) => {
      const parsed = ProductFormSchema.safeParse({ ...base, ...input });
      expect(parsed.success).toBe(false);
      return parsed.error!.issues.map((i) => [i.path.join("."), i.message]);
    };
    expect(issuesOf({ priceAliexpress: "10", affiliateTemu: "https://temu.com/x", priceTemu: "5" })).toContainEqual(["priceAliexpress", SHOP_PRICE_WITHOUT_LINK_MESSAGE]);
    // '-1' is no plain amount (utils/amount.ts): refused with the price message, before the cross-field checks.
    expect(issuesOf({ affiliateTemu: "https://temu.com/x", priceTemu: "-1" })).toContainEqual(["priceTemu", PRICE_POSITIVE_MESSAGE]);
  });
});
