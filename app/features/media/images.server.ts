import { eq } from "drizzle-orm";
import { db as defaultDb, type Executor } from "../../db/client.server";
import { uploads } from "../../db/schema";
import { storeVariants, variantKeys } from "./image-variants.server";
import { loadSharp } from "./sharp.server";
import { makeStorageKey, storage, type StorageFolder } from "./storage.server";

// spec: admin §5 Images and §9 limits. DESIGN §2: the browser pre-resizes, but the server never trusts it.
export const MAX_WIDTH = 1920;
export const MAX_HEIGHT = 1080;
export const MAX_IMAGE_BYTES = 2_097_152;
export const QUALITY_START = 85;
export const QUALITY_STEP = 20;
export const QUALITY_MIN = 50;
/** Decompression-bomb guard: a 40 MP photo is already far beyond anything a phone uploads. */
export const MAX_INPUT_PIXELS = 40_000_000;

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);
export const INVALID_IMAGE_MESSAGE = "Nie wybrano prawidłowych plików obrazów. Obsługiwane formaty: JPG, PNG, WebP";

export type InvalidImageReason = "unsupported-format" | "unreadable" | "too-many-pixels" | "too-large";

/** Thrown for input we refuse; `message` is the Polish text the user sees. */
export class InvalidImageError extends Error {
  readonly reason: InvalidImageReason;
  constructor(reason: InvalidImageReason) {
    super(INVALID_IMAGE_MESSAGE);
    this.name = "InvalidImageError";
    this.reason = reason;
  }
}

export type ProcessedImage = { bytes: Buffer; width: number; height: number };

export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const sharp = await loadSharp(); // outside the try: a missing library is a server fault, not a bad file
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" } as const;
  let format: string | undefined;
  let pixels: number;
  try {
    // Header only: safe without the pixel limit, and lets us tell "too big" from "not an image".
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw new InvalidImageError("unreadable");
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new InvalidImageError("unsupported-format");
  if (pixels > MAX_INPUT_PIXELS) throw new InvalidImageError("too-many-pixels");

  // Decode, orient and resize once; only the encoder runs again per quality step.
  let raw: { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };
  try {
    raw = await sharp(input, options)
      .rotate()
      .resize(MAX_WIDTH, MAX_HEIGHT, { fit: "inside", withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new InvalidImageError("unreadable");
  }
  const { width, height, channels } = raw.info;
  for (let quality = QUALITY_START; ; quality = Math.max(QUALITY_MIN, quality - QUALITY_STEP)) {
    // sharp writes no EXIF/ICC/XMP unless asked (withMetadata), so the output is stripped.
    const bytes = await sharp(raw.data, { raw: { width, height, channels } }).webp({ quality }).toBuffer();
    if (bytes.length <= MAX_IMAGE_BYTES) return { bytes, width, height };
    if (quality === QUALITY_MIN) throw new InvalidImageError("too-large");
  }
}

export type SavedImage = { url: string; key: string; width: number; height: number };

export type SaveImageInput = {
  folder: StorageFolder;
  /** Human name (file name or product title) that becomes the readable part of the key. */
  name: string;
  input: Buffer;
  uploadedBy?: string | null;
};

/** Processes, stores and records one image. `executor` lets seeding run inside its own handle. */
export async function saveImage(
  { folder, name, input, uploadedBy }: SaveImageInput,
  executor: Executor = defaultDb,
): Promise<SavedImage> {
  const image = await processImage(input);
  return storeProcessedImage({ folder, name, image, uploadedBy }, executor);
}

/** Stores an image that is already in the final format (seeding generates webp directly). */
export async function storeProcessedImage(
  { folder, name, image, uploadedBy }: { folder: StorageFolder; name: string; image: ProcessedImage; uploadedBy?: string | null },
  executor: Executor = defaultDb,
): Promise<SavedImage> {
  const key = makeStorageKey(folder, name);
  const store = storage();
  // The row first, then the files: a process killed in between leaves a row the day-old cleanup
  // (cleanupUnattachedUploads) removes with whatever files exist. Files first left files no row named,
  // served and kept for ever (operator review, session 31).
  await executor.insert(uploads).values({
    key,
    folder,
    contentType: "image/webp",
    sizeBytes: image.bytes.length,
    width: image.width,
    height: image.height,
    uploadedBy: uploadedBy ?? null,
  });
  try {
    await store.put(key, image.bytes, "image/webp");
    await storeVariants(store, key, image.bytes); // issue #14: 320/640 px copies for srcset (ADR 086)
  } catch (error) {
    for (const stored of [key, ...variantKeys(key)]) await store.delete(stored).catch(() => {});
    await executor.delete(uploads).where(eq(uploads.key, key)).catch(() => {});
    throw error;
  }
  return { url: store.publicUrl(key), key, width: image.width, height: image.height };
}
