import { describe, expect, it } from "vitest";
import { imageSrcSet, isStoredImageUrl, variantUrl } from "./image-variants";

describe("image variants in pages (ADR 086)", () => {
  const local = "/uploads/products/lampka-1700000000000-ab12cd34.webp";
  const s3 = "https://cdn.example.com/bucket/demo/lampka-1700000000000-ab12cd34.webp";

  it("derives the copies from a stored image URL, on local and S3 storage alike", () => {
    expect(variantUrl(local, 320)).toBe("/uploads/products/lampka-1700000000000-ab12cd34.w320.webp");
    expect(imageSrcSet(s3)).toBe(
      "https://cdn.example.com/bucket/demo/lampka-1700000000000-ab12cd34.w320.webp 320w, https://cdn.example.com/bucket/demo/lampka-1700000000000-ab12cd34.w640.webp 640w",
    );
    expect(imageSrcSet(local, { withOriginal: true })).toMatch(/ 640w, \/uploads\/products\/lampka-1700000000000-ab12cd34\.webp 1200w$/);
  });

  it("leaves other images at their one size: foreign formats, copies, missing images", () => {
    for (const url of ["https://example.com/photo.jpg", "/uploads/products/x.w320.webp", "/uploads/other/x.webp", "/uploads/products/X.webp"]) {
      expect(isStoredImageUrl(url)).toBe(false);
      expect(imageSrcSet(url)).toBeUndefined();
      expect(variantUrl(url, 640)).toBe(url);
    }
    expect(imageSrcSet(null)).toBeUndefined();
  });
});
