import { db } from "~/db/client.server";
import { uploads } from "~/db/schema";
import { storage } from "~/features/media/storage.server";

/**
 * Upload rows for `names` in the products folder (as the upload endpoint leaves them, without files),
 * returning their public URLs: a product save takes only images uploaded here (or already shown).
 */
export async function storedUploads(...names: string[]): Promise<string[]> {
  const keys = names.map((name) => `products/${name}-${Math.random().toString(36).slice(2, 10)}.webp`);
  await db.insert(uploads).values(keys.map((key) => ({ key, folder: "products", sizeBytes: 1000, width: 800, height: 600 })));
  return keys.map((key) => storage().publicUrl(key));
}
