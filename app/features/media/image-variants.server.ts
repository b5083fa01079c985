import type { Storage } from "./storage.server";
import { VARIANT_WIDTHS, type VariantWidth } from "./image-variants";
import { loadSharp } from "./sharp.server";

// Issue #14 (ADR 086): the copies are made where images are stored (storeProcessedImage: uploads and
// seeds) and, for images stored before, on first request (the /uploads fallback in server/index.ts).
const VARIANT_QUALITY = 75;
const VARIANT_KEY = /^(.+)\.w(\d+)\.webp$/;

export function variantKey(key: string, width: VariantWidth): string {
  return key.replace(/\.webp$/, `.w${width}.webp`);
}

export function variantKeys(key: string): string[] {
  return VARIANT_WIDTHS.map((w) => variantKey(key, w));
}

/** The original key and width behind a variant key; null for anything that is not one. */
export function parseVariantKey(key: string): { original: string; width: VariantWidth } | null {
  const match = VARIANT_KEY.exec(key);
  const width = Number(match?.[2]) as VariantWidth;
  return match && VARIANT_WIDTHS.includes(width) ? { original: `${match[1]}.webp`, width } : null;
}

export async function makeVariant(original: Buffer, width: VariantWidth): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(original).resize({ width, withoutEnlargement: true }).webp({ quality: VARIANT_QUALITY }).toBuffer();
}

/** Stores every copy of an image just stored under `key`. */
export async function storeVariants(store: Storage, key: string, original: Buffer): Promise<void> {
  await Promise.all(VARIANT_WIDTHS.map(async (w) => store.put(variantKey(key, w), await makeVariant(original, w), "image/webp")));
}

/** A copy asked for before it exists (an image stored before ADR 086): made once, stored, returned. */
export async function variantOnDemand(store: Storage, key: string): Promise<Buffer | null> {
  const parsed = parseVariantKey(key);
  if (!parsed) return null;
  const original = await store.get(parsed.original);
  if (!original) return null;
  const bytes = await makeVariant(original, parsed.width);
  await store.put(key, bytes, "image/webp");
  return bytes;
}

/**
 * Makes the missing copies of every recorded upload (`npm run images:variants`). Local storage does
 * not need it (copies are made on first request); on S3 the browser fetches copies from the bucket
 * itself, so images stored before ADR 086 need this once.
 */
export async function backfillVariants(store: Storage, keys: readonly string[]): Promise<number> {
  let made = 0;
  for (const key of keys) {
    const missing: VariantWidth[] = [];
    for (const width of VARIANT_WIDTHS) if (!(await store.get(variantKey(key, width)))) missing.push(width);
    if (!missing.length) continue;
    const original = await store.get(key);
    if (!original) continue;
    for (const width of missing) await store.put(variantKey(key, width), await makeVariant(original, width), "image/webp");
    made += missing.length;
  }
  return made;
}
