import { describe, expect, it } from "vitest";
import "./admin-messages";
import { loadCatalogue, translateMessage, translator } from "./i18n";

import { importFailedMessage } from "~/features/catalog/csv-import";
import { priceMessage, yesNoMessage } from "~/features/catalog/products-csv-rows";
import { limitReachedMessage, remainingMessage } from "~/features/media/upload-rules";
import * as productSchema from "~/features/catalog/product-form-schema";
import * as productCode from "~/features/catalog/product-code";
import { addedWithGapsMessage } from "~/features/catalog/admin-product-actions.server";
import * as productWrite from "~/features/catalog/admin-product-write.server";
import * as csvImport from "~/features/catalog/csv-import";
import * as bulk from "~/features/catalog/product-bulk.server";
import * as uploadRules from "~/features/media/upload-rules";
import * as postInput from "~/features/blog/post-input";
import * as postFields from "~/features/blog/post-fields";
import { BLOG_ERRORS, failedBecause } from "~/features/blog/post-messages";
import { UNDESCRIBED_IMAGES } from "~/features/blog/image-descriptions";
import { slugReservedMessage } from "~/features/blog/slug";
import { plural } from "~/utils/format";
import { FIELD_NAMES } from "~/features/blog/revision-diff";
import { plEditor } from "./messages/pl-editor";

// ADR 090: the editor screens' action messages in English; Polish untouched.
describe("editor messages", () => {
  it("translates the fixed wordings and the ones with a value, and leaves Polish and unknown texts alone", async () => {
    await loadCatalogue("en");
    expect(translateMessage("en", productSchema.REQUIRED_FIELDS_MESSAGE)).toBe("Fill in all required fields");
    expect(translateMessage("en", BLOG_ERRORS.notFound)).toBe("Post not found. It may have been deleted.");
    expect(translateMessage("en", priceMessage("12x"))).toBe("Invalid price: 12x");
    expect(translateMessage("en", yesNoMessage("trending", "może"))).toBe("Invalid value in the column trending: może");
    expect(translateMessage("en", importFailedMessage(3))).toBe("Nothing was imported: 3 rows contain errors.");
    // ADR 187: a new product's gaps, a list translated word by word; Polish is the text itself.
    expect(translateMessage("en", addedWithGapsMessage(["bez-zdjec", "bez-ceny", "bez-linku"], false))).toBe("Product added. Missing: an image, a price, a shop link – the product is already visible on the site.");
    expect(translateMessage("en", addedWithGapsMessage(["bez-opisu"], true))).toBe("Product added. Missing: a description – the product is hidden, so it is not on the site yet.");
    expect(translator("pl")("msg.admin.234", { first: "ceny", rest: "opisu" })).toBe("ceny, opisu");
    expect(translateMessage("en", importFailedMessage(1))).toBe("Nothing was imported: 1 row contains errors.");
    expect(translateMessage("en", "Usunięto 2 produkty.")).toBe("Deleted 2 products.");
    expect(translateMessage("en", "Wystąpił błąd podczas zapisywania produktu: Kod już istnieje dla innego produktu")).toBe(
      "An error occurred while saving the product: The code already exists for another product",
    );
    expect(translateMessage("pl", priceMessage("12x"))).toBe(priceMessage("12x"));
    expect(translateMessage("en", "Coś innego")).toBe("Coś innego");
  });

  it("knows every fixed message of the product, CSV, upload and post writes (the wording is the key)", async () => {
    await loadCatalogue("en");
    const fixed = [
      ...[productSchema.REQUIRED_FIELDS_MESSAGE, productSchema.ALIAS_FORMAT_MESSAGE, productSchema.URL_MESSAGE, productSchema.PRICE_MESSAGE, productSchema.PRICE_DECIMALS_MESSAGE, productSchema.PRICE_POSITIVE_MESSAGE, productSchema.PRICE_CURRENCY_MESSAGE, productSchema.SHOP_PRICE_WITHOUT_LINK_MESSAGE, productSchema.DISCOUNT_ABOVE_ORIGINAL_MESSAGE, productSchema.PRICE_TOO_HIGH_MESSAGE, productSchema.IMAGE_ALT_TOO_LONG_MESSAGE, productCode.ALIAS_RESERVED_MESSAGE],
      ...[productWrite.DELETE_ERROR_MESSAGE, productWrite.CODE_TAKEN_MESSAGE, productWrite.ALIAS_TAKEN_MESSAGE, productWrite.STALE_MESSAGE, productWrite.NOT_FOUND_MESSAGE],
      ...[csvImport.IMPORT_TOO_LARGE_MESSAGE, csvImport.IMPORT_TOO_MANY_ROWS_MESSAGE, csvImport.IMPORT_NO_FILE_MESSAGE, csvImport.IMPORT_EMPTY_MESSAGE],
      ...[bulk.NOTHING_SELECTED, bulk.CHOOSE_OPERATION, bulk.CONFIRM_DELETE],
      ...[uploadRules.INVALID_FILES_MESSAGE, uploadRules.SOME_FAILED_MESSAGE, uploadRules.TOO_LARGE_MESSAGE, uploadRules.UNKNOWN_ERROR, uploadRules.IMAGE_LOAD_FAILED],
      ...[postInput.TITLE_REQUIRED, postInput.BAD_URL, postInput.BAD_DATE, postInput.BAD_PRODUCT, postFields.LINK_NEEDS_BOTH, postFields.LINK_INVALID_URL],
      ...Object.values(BLOG_ERRORS),
      slugReservedMessage("nowy"),
      `Najwyżej ${productSchema.MAX_TAGS} tagów`,
      `Najwyżej ${productSchema.MAX_PRODUCT_IMAGES} obrazów`,
    ];
    for (const text of fixed) expect(translateMessage("en", text), text).not.toBe(text);
  });

  // Session 37: a refused list toggle said "Nie udało się zaktualizować wpisu. <why>" in Polish in the English panel.
  it("translates a post's failure together with its reason, and the catalogue's Polish is the code's", async () => {
    await loadCatalogue("en");
    expect(translateMessage("en", failedBecause("update", UNDESCRIBED_IMAGES))).toBe(
      "Could not update the post. The post has an image without a description (“Image description” or empty). Describe the images in the editor before publishing — that is how blind readers will hear them.",
    );
    expect(translateMessage("en", failedBecause("delete", BLOG_ERRORS.notFound))).toBe("Could not delete the post. Post not found. It may have been deleted.");
    expect(translateMessage("en", failedBecause("create", BLOG_ERRORS.foreignImage))).toMatch(/^Could not create the post\. [A-Z]/);
    expect(translateMessage("en", failedBecause("create", BLOG_ERRORS.foreignImage))).not.toMatch(/Obraz/);
    expect(translateMessage("pl", failedBecause("update", BLOG_ERRORS.stale))).toBe(failedBecause("update", BLOG_ERRORS.stale));
    const t = translator("pl");
    for (const [key, failure] of [["msg.111", "create"], ["msg.112", "update"], ["msg.113", "delete"]] as const) {
      expect(t(key, { reason: BLOG_ERRORS.notFound })).toBe(failedBecause(failure, BLOG_ERRORS.notFound));
    }
  });

  it("names the revision diff's fields as revision-diff.ts does, in Polish", () => {
    for (const [field, name] of Object.entries(FIELD_NAMES)) expect(plEditor[`editor.rev.field.${field}` as keyof typeof plEditor], field).toBe(name);
  });

  it("gives the same Polish words as the code the ICU plurals replaced (0–250)", () => {
    const t = translator("pl");
    for (let n = 0; n <= 250; n++) {
      expect(t("editor.upload.remaining", { count: n })).toBe(remainingMessage(n));
      expect(t("editor.upload.limit", { count: n })).toBe(limitReachedMessage(n));
      expect(t("msg.editor.value.importFailed", { count: n })).toBe(importFailedMessage(n));
      expect(t("editor.products.clicks", { n: String(n), count: n })).toBe(`${n} ${plural(n, "kliknięcie", "kliknięcia", "kliknięć")}`);
      expect(t("msg.editor.value.deleted", { count: n })).toBe(`Usunięto ${n} ${plural(n, "produkt", "produkty", "produktów")}.`);
    }
  });
});
