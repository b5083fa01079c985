import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backfillVariants, parseVariantKey, variantOnDemand } from "./image-variants.server";
import { createLocalStorage, type Storage } from "./storage.server";

describe("copies made on first request (images stored before ADR 086)", () => {
  let root: string;
  let store: Storage;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "vp-variants-"));
    store = createLocalStorage(root);
    const original = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#c0ffee" } }).webp().toBuffer();
    await store.put("demo/lampka-1-ab.webp", original, "image/webp");
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("makes the copy once from the original and stores it", async () => {
    const bytes = await variantOnDemand(store, "demo/lampka-1-ab.w320.webp");
    expect((await sharp(bytes!).metadata()).width).toBe(320);
    expect((await store.get("demo/lampka-1-ab.w320.webp"))?.equals(bytes!)).toBe(true);
  });

  it("answers nothing for a missing original, an unknown width or a key that is not a copy", async () => {
    expect(await variantOnDemand(store, "demo/nie-ma-1-ab.w320.webp")).toBeNull();
    expect(await variantOnDemand(store, "demo/lampka-1-ab.w1000.webp")).toBeNull();
    expect(await variantOnDemand(store, "demo/lampka-1-ab.webp")).toBeNull();
    expect(parseVariantKey("demo/lampka-1-ab.w640.webp")).toEqual({ original: "demo/lampka-1-ab.webp", width: 640 });
    await expect(variantOnDemand(store, "../etc/passwd.w320.webp")).rejects.toThrow(/Invalid storage key/);
  });
});

describe("back-fill of copies (S3 storage, ADR 086)", () => {
  it("makes only the missing copies of existing originals, and is a no-op the second time", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "vp-backfill-"));
    const store = createLocalStorage(root);
    const original = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#123456" } }).webp().toBuffer();
    await store.put("products/a-1-ab.webp", original, "image/webp");
    await store.put("products/a-1-ab.w320.webp", Buffer.from("kept"), "image/webp");
    expect(await backfillVariants(store, ["products/a-1-ab.webp", "products/brak-1-ab.webp"])).toBe(1);
    expect((await store.get("products/a-1-ab.w320.webp"))?.toString()).toBe("kept");
    expect((await sharp((await store.get("products/a-1-ab.w640.webp"))!).metadata()).width).toBe(640);
    expect(await backfillVariants(store, ["products/a-1-ab.webp"])).toBe(0);
    await rm(root, { recursive: true, force: true });
  });
});
