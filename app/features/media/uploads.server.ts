// The image upload endpoint's logic (spec: admin §2 Image upload widget, §5 Images, §7 Storage).
// The browser pre-resizes, but nothing it sends is trusted: the bytes are sniffed and re-encoded by
// processImage (images.server.ts), and the request size is checked before the body is read.
import { and, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { uploads } from "~/db/schema";
import { can } from "~/features/access/permissions";
import { data } from "react-router";
import { FORBIDDEN_MESSAGE, requireUser, type SessionUser } from "~/features/access/session.server";
import { UserError } from "~/utils/action.server";
import { logger } from "~/utils/logger.server";
import { InvalidImageError, saveImage, type SavedImage } from "./images.server";
import { variantKeys } from "./image-variants.server";
import { storage } from "./storage.server";
import {
  INVALID_FILES_MESSAGE,
  isUploadFolder,
  MAX_UPLOAD_INPUT_BYTES,
  processingFailedMessage,
  TOO_LARGE_MESSAGE,
  type UploadFolder,
} from "./upload-rules";

// Multipart overhead (boundary, headers, the folder field) on top of the file itself.
const MULTIPART_SLACK_BYTES = 16 * 1024;

/** Who may upload into a folder: the permission of the screens that use it. */
export function canUploadTo(user: SessionUser, folder: UploadFolder): boolean {
  return folder === "products"
    ? can(user, "product:create") || can(user, "product:update")
    : can(user, "blog:create") || can(user, "blog:update");
}

/**
 * The top-of-action check of the upload endpoint (ADR 018): the session user, who must be allowed to
 * upload into at least one folder (403 otherwise, before the body is read). The folder itself is
 * checked again once the form names it.
 */
export function requireUploader(request: Request, context: Parameters<typeof requireUser>[1]): SessionUser {
  const user = requireUser(request, context);
  if (!canUploadTo(user, "products") && !canUploadTo(user, "blog")) throw data(FORBIDDEN_MESSAGE, { status: 403 });
  return user;
}

/**
 * Reads one `file` for `folder` from a multipart request, checks, processes and stores it.
 * Throws UserError: 413 (too large), 415 (not an image), 403 (folder not allowed), 400 (bad form).
 */
export async function uploadImageFromRequest(request: Request, user: SessionUser): Promise<SavedImage> {
  const length = Number(request.headers.get("content-length") ?? NaN);
  // The server refuses bodies without a length (server/index.ts), so this is checked before reading.
  if (!Number.isFinite(length) || length > MAX_UPLOAD_INPUT_BYTES + MULTIPART_SLACK_BYTES) {
    throw new UserError(TOO_LARGE_MESSAGE, 413);
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new UserError(INVALID_FILES_MESSAGE, 400);
  }
  const folder = form.get("folder");
  if (!isUploadFolder(folder)) throw new UserError("Nieznany folder obrazów.", 400);
  if (!canUploadTo(user, folder)) throw new UserError(FORBIDDEN_MESSAGE, 403);
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) throw new UserError(INVALID_FILES_MESSAGE, 415);
  if (file.size > MAX_UPLOAD_INPUT_BYTES) throw new UserError(TOO_LARGE_MESSAGE, 413);
  const input = Buffer.from(await file.arrayBuffer());
  try {
    return await saveImage({ folder, name: file.name, input, uploadedBy: user.id });
  } catch (error) {
    if (!(error instanceof InvalidImageError)) throw error;
    // The type is sniffed from the bytes: a text file named .jpg is refused here.
    if (error.reason === "too-large" || error.reason === "too-many-pixels") {
      throw new UserError(processingFailedMessage(file.name), 413);
    }
    throw new UserError(INVALID_FILES_MESSAGE, 415);
  }
}

/** The storage keys behind public image URLs of our own storage (other URLs are ignored). */
export function storageKeysOf(urls: readonly string[]): string[] {
  const prefix = storage().publicUrl("");
  return urls.filter((url) => url.startsWith(prefix)).map((url) => url.slice(prefix.length));
}

/**
 * Review (session 27): the product form's images come from the upload widget, but the save took any
 * https address, or a path of a file that does not exist (a hot-linked or broken image on the public
 * page, past the re-encoding of every upload). The images of `urls` that are neither already `kept`
 * (the product's images before this save: seeds, older data) nor files uploaded here.
 */
export async function unknownImages(urls: readonly string[], kept: readonly string[], executor: Executor = db): Promise<string[]> {
  const fresh = urls.filter((url) => !kept.includes(url));
  if (fresh.length === 0) return [];
  const prefix = storage().publicUrl("");
  const keyOf = (url: string) => (url.startsWith(prefix) ? url.slice(prefix.length) : null);
  const keys = fresh.map(keyOf).filter((key): key is string => key !== null);
  const stored = keys.length ? await executor.select({ key: uploads.key }).from(uploads).where(inArray(uploads.key, keys)) : [];
  const known = new Set(stored.map((row) => row.key));
  return fresh.filter((url) => !known.has(keyOf(url) ?? ""));
}

/** Marks the uploads behind `urls` as used by saved content, so neither cleanup removes them (ADR 027, 180). */
export async function markUploadsAttached(urls: readonly string[], executor: Executor = db): Promise<void> {
  const keys = storageKeysOf(urls);
  if (keys.length === 0) return;
  await executor
    .update(uploads)
    .set({ attachedAt: sql`coalesce(${uploads.attachedAt}, now())`, unusedSince: null })
    .where(and(inArray(uploads.key, keys), or(isNull(uploads.attachedAt), isNotNull(uploads.unusedSince))));
}

/**
 * Folders whose forgotten uploads are removed. Products: saveProduct marks what it stores. Blog: a
 * post holds its images anywhere in its row (featured image, body, collection items) and in its
 * revisions, so the cleanup asks those before removing (review, session 30: blog uploads were never
 * removed at all).
 */
export const CLEANED_FOLDERS: UploadFolder[] = ["products", "blog"];

/** Whether saved content still shows the file (then it is kept, and marked attached). */
function stillUsed(folder: string, url: string) {
  return folder === "blog"
    ? sql`SELECT 1 FROM blog_posts p WHERE strpos(p::text, ${url}) > 0
          UNION ALL SELECT 1 FROM blog_post_revisions r WHERE strpos(r.snapshot::text, ${url}) > 0 LIMIT 1`
    : sql`SELECT 1 FROM product_images WHERE url = ${url} LIMIT 1`;
}
export const UNATTACHED_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Removes uploads never attached to saved content and older than `olderThanMs` (ADR 027): the file
 * first, then its row. Still referenced by a product image (e.g. attached by an older version)? Kept.
 */
export async function cleanupUnattachedUploads(olderThanMs = UNATTACHED_TTL_MS, executor: Executor = db): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanMs);
  const stale = await executor
    .select({ id: uploads.id, key: uploads.key, folder: uploads.folder })
    .from(uploads)
    .where(and(isNull(uploads.attachedAt), lt(uploads.createdAt, cutoff), inArray(uploads.folder, CLEANED_FOLDERS)))
    .limit(500);
  let removed = 0;
  const store = storage();
  for (const row of stale) {
    const url = store.publicUrl(row.key);
    const used = await executor.execute(stillUsed(row.folder, url));
    if (used.rows.length > 0) {
      await executor.update(uploads).set({ attachedAt: sql`now()` }).where(inArray(uploads.id, [row.id]));
      continue;
    }
    try {
      for (const key of [row.key, ...variantKeys(row.key)]) await store.delete(key);
      await executor.delete(uploads).where(inArray(uploads.id, [row.id]));
      removed += 1;
    } catch (error) {
      logger.warn({ err: error, key: row.key }, "upload cleanup: could not remove a file");
    }
  }
  return removed;
}
