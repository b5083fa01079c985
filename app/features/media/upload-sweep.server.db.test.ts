import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPostRevisions, uploads } from "~/db/schema";
import { deleteProduct, saveProduct } from "~/features/catalog/admin-product-write.server";
import { restoreDeletedProduct } from "~/features/catalog/product-restore.server";
import { pruneDeletedProductSnapshots } from "~/features/catalog/product-snapshots.server";
import { createPost, productSaveInput } from "../../../tests/factories";
import { saveImage, type SavedImage } from "./images.server";
import { createLocalStorage, setStorage } from "./storage.server";
import { sweepUnusedUploads } from "./upload-sweep.server";
import { markUploadsAttached } from "./uploads.server";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "vp-sweep-"));
  setStorage(createLocalStorage(root));
});
afterEach(async () => {
  setStorage(undefined);
  await rm(root, { recursive: true, force: true });
});

const png = () => sharp({ create: { width: 64, height: 48, channels: 3, background: "#3a6" } }).png().toBuffer();
const upload = async (name: string, folder: "products" | "blog" = "products") => saveImage({ folder, name, input: await png() });
const attached = async (...images: SavedImage[]) => markUploadsAttached(images.map((image) => image.url));

async function state(...images: SavedImage[]) {
  const rows = await db.select({ key: uploads.key, unusedSince: uploads.unusedSince }).from(uploads).where(inArray(uploads.key, images.map((i) => i.key)));
  return Object.fromEntries(images.map((image) => [image.key, rows.find((row) => row.key === image.key) ? (rows.find((row) => row.key === image.key)!.unusedSince ? "unused" : "used") : "gone"]));
}
const files = async (folder: string) => (await readdir(path.join(root, folder)).catch(() => [] as string[])).sort();
/** As if the product had been deleted over 30 days ago and the hourly job had pruned its snapshot. */
async function pruneSnapshotOf(productId: string) {
  await db.execute(sql`UPDATE deleted_product_snapshots SET deleted_at = now() - interval '31 days' WHERE product_id = ${productId}`);
  await pruneDeletedProductSnapshots();
}
/** As if the sweep had found them unused `days` ago. */
const unusedFor = (days: number, ...images: SavedImage[]) =>
  db.execute(sql`UPDATE uploads SET unused_since = now() - make_interval(days => ${days}) WHERE key IN ${sql.raw(`(${images.map((i) => `'${i.key}'`).join(", ")})`)}`);

describe("the daily sweep of images no content shows any more (ADR 180)", () => {
  it("keeps a product's image, marks a removed one, and deletes it with its copies only after 30 days", async () => {
    const [shown, removed] = [await upload("Pokazane"), await upload("Usuniete")];
    const product = await saveProduct(productSaveInput([shown.url, removed.url]));
    await saveProduct(productSaveInput([shown.url]), { id: product.id });
    expect(await state(shown, removed)).toEqual({ [shown.key]: "used", [removed.key]: "used" });
    await sweepUnusedUploads();
    expect(await state(shown, removed)).toEqual({ [shown.key]: "used", [removed.key]: "unused" });
    expect(await files("products")).toHaveLength(6); // two images, each with its 320/640 px copies
    await unusedFor(29, removed);
    await sweepUnusedUploads();
    expect((await state(removed))[removed.key]).toBe("unused");
    await unusedFor(31, removed);
    expect((await sweepUnusedUploads()).removed).toBeGreaterThanOrEqual(1);
    expect(await state(shown, removed)).toEqual({ [shown.key]: "used", [removed.key]: "gone" });
    const stem = path.basename(shown.key, ".webp");
    expect((await files("products")).filter((f) => !f.startsWith(stem))).toEqual([]);
  });

  it("lets a deleted product's images go, unless another product or a post still shows them", async () => {
    const [own, shared, inPost] = [await upload("Wlasne"), await upload("Wspolne"), await upload("W-zestawieniu")];
    const doomed = await saveProduct(productSaveInput([own.url, shared.url, inPost.url]));
    await saveProduct(productSaveInput([shared.url]));
    // A collection post shows the product's image through its 640 px copy.
    await createPost({ content: `Zestawienie\n\n![Produkt](${inPost.url.replace(/\.webp$/, ".w640.webp")})` });
    await deleteProduct(doomed.id);
    await pruneSnapshotOf(doomed.id); // ADR 209: its 30 days to be restored are over
    await sweepUnusedUploads();
    await unusedFor(31, own, shared, inPost);
    await sweepUnusedUploads();
    expect(await state(own, shared, inPost)).toEqual({ [own.key]: "gone", [shared.key]: "used", [inPost.key]: "used" });
  });

  it("keeps a deleted product's images while it can be restored, and lets them go after the snapshot's prune (ADR 209)", async () => {
    const [first, second] = [await upload("Pierwsze"), await upload("Drugie")];
    const doomed = await saveProduct(productSaveInput([first.url, second.url]));
    await deleteProduct(doomed.id);
    await sweepUnusedUploads();
    // However long the sweep had it marked, the snapshot keeps it (the mark is even cleared).
    await unusedFor(45, first, second);
    await sweepUnusedUploads();
    expect(await state(first, second)).toEqual({ [first.key]: "used", [second.key]: "used" });
    // The restore brings it back attached; a second delete and the end of the 30 days let it go.
    await restoreDeletedProduct(doomed.id, null);
    await deleteProduct(doomed.id);
    await pruneSnapshotOf(doomed.id);
    await sweepUnusedUploads();
    await unusedFor(31, first, second);
    await sweepUnusedUploads();
    expect(await state(first, second)).toEqual({ [first.key]: "gone", [second.key]: "gone" });
  });

  it("keeps an image only a post revision shows (a restore brings it back), and a featured image", async () => {
    const [oldCover, cover] = [await upload("Stara okladka", "blog"), await upload("Okladka", "blog")];
    await attached(oldCover, cover);
    const post = await createPost({});
    await db.execute(sql`UPDATE blog_posts SET featured_image = ${cover.url} WHERE id = ${post.id}`);
    await db.insert(blogPostRevisions).values({ postId: post.id, snapshot: { featuredImage: oldCover.url } as never });
    await unusedFor(40, oldCover, cover);
    await sweepUnusedUploads();
    expect(await state(oldCover, cover)).toEqual({ [oldCover.key]: "used", [cover.key]: "used" });
  });

  it("keeps an image only a legal document's version shows (review, session 34)", async () => {
    const logo = await upload("Logo w regulaminie", "blog");
    await attached(logo);
    await db.execute(sql`INSERT INTO legal_document_versions (document, status, body, intro_html, body_html, toc, based_on)
      VALUES ('terms', 'draft', ${`Regulamin.\n\n![Logo](${logo.url})`}, '', '', '[]'::jsonb, 0)`);
    await unusedFor(40, logo);
    await sweepUnusedUploads();
    expect((await state(logo))[logo.key]).toBe("used");
  });

  it("forgets the mark when an image is used again, and when a save attaches it again", async () => {
    const [back, resaved] = [await upload("Wraca"), await upload("Zapisane ponownie")];
    await attached(back, resaved);
    await sweepUnusedUploads();
    expect(await state(back, resaved)).toEqual({ [back.key]: "unused", [resaved.key]: "unused" });
    await saveProduct(productSaveInput([back.url]));
    await attached(resaved);
    expect((await state(resaved))[resaved.key]).toBe("used");
    await sweepUnusedUploads();
    expect((await state(back))[back.key]).toBe("used");
  });

  it("never touches uploads not yet saved (ADR 027's cleanup) or demo files", async () => {
    const fresh = await upload("Nowe");
    const demo = await saveImage({ folder: "demo", name: "Demo", input: await png() });
    await attached(demo);
    await unusedFor(90, demo);
    await sweepUnusedUploads();
    expect(await state(fresh, demo)).toEqual({ [fresh.key]: "used", [demo.key]: "unused" });
    const [freshRow] = await db.select().from(uploads).where(eq(uploads.key, fresh.key));
    expect(freshRow).toMatchObject({ attachedAt: null, unusedSince: null });
  });

  it("recognises a reference to a file named in an older way, through another address", async () => {
    const keys = ["products/Stary_Format.webp", "products/Inny_Stary.webp"];
    await db.insert(uploads).values(keys.map((key) => ({ key, folder: "products", sizeBytes: 10, width: 1, height: 1, attachedAt: new Date(0) })));
    await createPost({ content: `![Stary](https://cdn.example.com/media/products/Stary_Format.webp)` });
    await db.execute(sql`UPDATE uploads SET unused_since = now() - interval '90 days' WHERE key IN (${keys[0]}, ${keys[1]})`);
    await sweepUnusedUploads();
    const rows = await db.select({ key: uploads.key, unusedSince: uploads.unusedSince }).from(uploads).where(inArray(uploads.key, keys));
    expect(rows).toEqual([{ key: keys[0], unusedSince: null }]);
  });

  it("removes no more than what is due, and reports what it did", async () => {
    const [a, b] = [await upload("A"), await upload("B")];
    await attached(a, b);
    const first = await sweepUnusedUploads();
    expect(first.markedUnused).toBeGreaterThanOrEqual(2);
    await unusedFor(31, a);
    const second = await sweepUnusedUploads();
    expect(second.removed).toBe(1);
    expect(await state(a, b)).toEqual({ [a.key]: "gone", [b.key]: "unused" });
  });
});
