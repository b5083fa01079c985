import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPostRevisions, uploads } from "~/db/schema";
import { UserError } from "~/utils/action.server";
import { action as uploadAction } from "~/routes/resources/image-upload";
import { createPost, createUser, sessionUserFor } from "../../../tests/factories";
import { createLocalStorage, setStorage } from "./storage.server";
import { INVALID_FILES_MESSAGE, TOO_LARGE_MESSAGE } from "./upload-rules";
import { cleanupUnattachedUploads, markUploadsAttached, uploadImageFromRequest } from "./uploads.server";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "vp-uploads-"));
  setStorage(createLocalStorage(root));
});
afterEach(async () => {
  setStorage(undefined);
  await rm(root, { recursive: true, force: true });
});

function uploadRequest(file: Blob, fileName: string, folder = "products", extraHeaders: Record<string, string> = {}) {
  const form = new FormData();
  form.set("folder", folder);
  form.set("file", file, fileName);
  const body = new Response(form);
  return body.arrayBuffer().then(
    (bytes) =>
      new Request("http://localhost/api/obrazy", {
        method: "POST",
        body: bytes,
        headers: { "content-type": body.headers.get("content-type")!, "content-length": String(bytes.byteLength), ...extraHeaders },
      }),
  );
}

const png = () => sharp({ create: { width: 64, height: 48, channels: 3, background: "#c33" } }).png().toBuffer();

async function rejection(promise: Promise<unknown>): Promise<UserError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(UserError);
  return error as UserError;
}

describe("image upload endpoint logic", () => {
  it("stores an editor's image as products/{name}-{timestamp}-{random}.webp, unattached", async () => {
    const editor = await sessionUserFor(await createUser({ traits: ["editor"] }));
    const saved = await uploadImageFromRequest(await uploadRequest(new Blob([new Uint8Array(await png())]), "Moje Zdjęcie.PNG"), editor);
    expect(saved.key).toMatch(/^products\/moje-zdjecie-\d{13}-[0-9a-f]{8}\.webp$/);
    const [row] = await db.select().from(uploads).where(eq(uploads.key, saved.key));
    expect(row).toMatchObject({ folder: "products", uploadedBy: editor.id, attachedAt: null });
    // The image and its 320/640 px copies (ADR 086).
    const stem = path.basename(saved.key, ".webp");
    expect((await readdir(path.join(root, "products"))).sort()).toEqual([`${stem}.w320.webp`, `${stem}.w640.webp`, `${stem}.webp`]);
  });

  it("answers another method than POST with 405, not a size refusal", async () => {
    const request = new Request("http://localhost/api/obrazy", { method: "PUT" });
    const refusal = (await uploadAction({ request, context: { get: () => null }, params: {} } as unknown as Parameters<typeof uploadAction>[0])) as Response;
    expect(refusal.status).toBe(405);
    expect(refusal.headers.get("allow")).toBe("POST");
    expect(await refusal.text()).toBe("Metoda niedozwolona.");
  });

  it("refuses a 50 MB upload with 413 before reading it, storing nothing", async () => {
    const editor = await sessionUserFor(await createUser({ traits: ["editor"] }));
    const request = new Request("http://localhost/api/obrazy", {
      method: "POST",
      body: "x",
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(50 * 1024 * 1024) },
    });
    const error = await rejection(uploadImageFromRequest(request, editor));
    expect(error.status).toBe(413);
    expect(error.message).toBe(TOO_LARGE_MESSAGE);
    const [{ n }] = (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM uploads WHERE uploaded_by = ${editor.id}`)).rows;
    expect(n).toBe(0);
  });

  it("refuses a text file named .jpg with 415 and the Polish message (the type is sniffed)", async () => {
    const editor = await sessionUserFor(await createUser({ traits: ["editor"] }));
    const fake = new Blob(["<script>alert(1)</script>".repeat(40)], { type: "image/jpeg" });
    const error = await rejection(uploadImageFromRequest(await uploadRequest(fake, "zdjecie.jpg"), editor));
    expect(error.status).toBe(415);
    expect(error.message).toBe(INVALID_FILES_MESSAGE);
  });

  it("refuses a moderator (no product permission) and a folder outside products|blog", async () => {
    const moderator = await sessionUserFor(await createUser({ traits: ["moderator"] }));
    const file = new Blob([new Uint8Array(await png())]);
    expect((await rejection(uploadImageFromRequest(await uploadRequest(file, "a.png"), moderator))).status).toBe(403);
    const editor = await sessionUserFor(await createUser({ traits: ["editor"] }));
    expect((await rejection(uploadImageFromRequest(await uploadRequest(file, "a.png", "../etc"), editor))).status).toBe(400);
  });

  it("cleans up old unattached uploads and keeps attached ones", async () => {
    const editor = await sessionUserFor(await createUser({ traits: ["editor"] }));
    const file = new Blob([new Uint8Array(await png())]);
    const kept = await uploadImageFromRequest(await uploadRequest(file, "kept.png"), editor);
    const dropped = await uploadImageFromRequest(await uploadRequest(file, "dropped.png"), editor);
    await markUploadsAttached([kept.url]);
    await db.execute(sql`UPDATE uploads SET created_at = now() - interval '2 days' WHERE key IN (${kept.key}, ${dropped.key})`);
    expect(await cleanupUnattachedUploads()).toBeGreaterThanOrEqual(1);
    const keys = (await db.select({ key: uploads.key }).from(uploads)).map((r) => r.key);
    expect(keys).toContain(kept.key);
    expect(keys).not.toContain(dropped.key);
    // The dropped image's copies go with it (ADR 086).
    const stem = path.basename(kept.key, ".webp");
    expect((await readdir(path.join(root, "products"))).sort()).toEqual([`${stem}.w320.webp`, `${stem}.w640.webp`, `${stem}.webp`]);
  });

  it("removes a forgotten blog upload, and keeps one a post or a revision still shows (review, session 30)", async () => {
    const editor = await sessionUserFor(await createUser({ traits: ["editor"] }));
    const file = new Blob([new Uint8Array(await png())]);
    const send = async (name: string) => uploadImageFromRequest(await uploadRequest(file, name, "blog"), editor);
    const [inBody, inRevision, forgotten] = [await send("body.png"), await send("old.png"), await send("forgotten.png")];
    const post = await createPost({ content: `## Wstęp\n\n![Zdjęcie](${inBody.url})` });
    await db.insert(blogPostRevisions).values({ postId: post.id, snapshot: { content: `![Stare](${inRevision.url})` } as never });
    await db.execute(sql`UPDATE uploads SET created_at = now() - interval '2 days' WHERE folder = 'blog'`);
    await cleanupUnattachedUploads();
    const keys = (await db.select({ key: uploads.key }).from(uploads)).map((r) => r.key);
    expect(keys).toEqual(expect.arrayContaining([inBody.key, inRevision.key]));
    expect(keys).not.toContain(forgotten.key);
  });
});
