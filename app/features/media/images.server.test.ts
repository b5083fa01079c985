import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, setDatabase, type DatabaseHandle } from "../../db/client.server";
import { uploads } from "../../db/schema";
import { InvalidImageError, INVALID_IMAGE_MESSAGE, MAX_IMAGE_BYTES, processImage, saveImage } from "./images.server";
import { createLocalStorage, makeStorageKey, setStorage } from "./storage.server";

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 220, g: 60, b: 120 } } });
}

async function expectRejected(input: Buffer, reason?: string) {
  const error = await processImage(input).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(InvalidImageError);
  expect((error as Error).message).toBe(INVALID_IMAGE_MESSAGE);
  if (reason) expect((error as InvalidImageError).reason).toBe(reason);
}

describe("processImage", () => {
  it("turns a PNG into webp of the same size", async () => {
    const png = await solid(320, 200).png().toBuffer();
    const out = await processImage(png);
    expect((await sharp(out.bytes).metadata()).format).toBe("webp");
    expect([out.width, out.height]).toEqual([320, 200]);
  });

  it("accepts JPEG and WebP", async () => {
    await expect(processImage(await solid(50, 40).jpeg().toBuffer())).resolves.toMatchObject({ width: 50, height: 40 });
    await expect(processImage(await solid(50, 40).webp().toBuffer())).resolves.toMatchObject({ width: 50, height: 40 });
  });

  it("fits a 4000x3000 photo inside 1920x1080 keeping the ratio", async () => {
    const big = await solid(4000, 3000).jpeg().toBuffer();
    const out = await processImage(big);
    expect([out.width, out.height]).toEqual([1440, 1080]);
    expect(out.bytes.length).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
  });

  it("applies EXIF orientation and strips metadata", async () => {
    const tagged = await solid(200, 100)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "sekret" } } })
      .toBuffer();
    const out = await processImage(tagged);
    expect([out.width, out.height]).toEqual([100, 200]);
    const meta = await sharp(out.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it("steps quality down until noisy content fits under 2 MB", async () => {
    const noise = await sharp(Buffer.from(Array.from({ length: 1920 * 1080 * 3 }, () => Math.floor(Math.random() * 256))), {
      raw: { width: 1920, height: 1080, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const out = await processImage(noise);
    expect(out.bytes.length).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
  });

  it("rejects a GIF, random bytes and an oversized pixel count", async () => {
    await expectRejected(await solid(40, 40).gif().toBuffer(), "unsupported-format");
    await expectRejected(Buffer.from(Array.from({ length: 2048 }, () => Math.floor(Math.random() * 256))), "unreadable");
    await expectRejected(await solid(8000, 6000).png({ compressionLevel: 9 }).toBuffer(), "too-many-pixels");
  });
});

describe("saveImage", () => {
  let handle: DatabaseHandle;
  let root: string;

  beforeAll(async () => {
    handle = await openDatabase({});
    await handle.migrate();
    setDatabase(handle);
    root = await mkdtemp(path.join(tmpdir(), "vp-uploads-"));
    setStorage(createLocalStorage(root));
  });

  afterAll(async () => {
    setStorage(undefined);
    await handle.close();
    await rm(root, { recursive: true, force: true });
  });

  it("stores the webp, records an uploads row and returns the public URL", async () => {
    const input = await solid(640, 480).png().toBuffer();
    const saved = await saveImage({ folder: "products", name: "Żółta Lampka.PNG", input });
    expect(saved.key).toMatch(/^products\/zolta-lampka-\d{13}-[0-9a-f]{8}\.webp$/);
    expect(saved.url).toBe(`/uploads/${saved.key}`);
    const stored = await sharp(path.join(root, saved.key)).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(["webp", 640, 480]);
    const [row] = await handle.db.select().from(uploads).where(eq(uploads.key, saved.key));
    expect(row).toMatchObject({ folder: "products", width: 640, height: 480, contentType: "image/webp" });
    // Issue #14 (ADR 086): the 320 and 640 px copies beside it (never enlarged).
    const copies = await Promise.all(["w320", "w640"].map((w) => sharp(path.join(root, saved.key.replace(/\.webp$/, `.${w}.webp`))).metadata()));
    expect(copies.map((m) => [m.format, m.width, m.height])).toEqual([["webp", 320, 240], ["webp", 640, 480]]);
  });

  it("stores nothing when the image is refused", async () => {
    await expect(saveImage({ folder: "blog", name: "x", input: Buffer.from("not an image") })).rejects.toBeInstanceOf(
      InvalidImageError,
    );
    expect(await handle.db.select().from(uploads).where(eq(uploads.folder, "blog"))).toHaveLength(0);
  });
});

describe("makeStorageKey", () => {
  it("falls back to a generic name when nothing readable is left", () => {
    expect(makeStorageKey("demo", "!!!")).toMatch(/^demo\/obraz-\d+-[0-9a-f]{8}\.webp$/);
  });
});
