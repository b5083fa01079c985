import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalStorage, createS3Storage } from "./storage.server";

describe("local storage", () => {
  const roots: string[] = [];
  afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

  it("puts, gets, serves under /uploads and deletes", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "vp-storage-"));
    roots.push(root);
    const store = createLocalStorage(root);
    await store.put("blog/a-1-ff.webp", Buffer.from("abc"), "image/webp");
    expect((await store.get("blog/a-1-ff.webp"))?.toString()).toBe("abc");
    expect(store.publicUrl("blog/a-1-ff.webp")).toBe("/uploads/blog/a-1-ff.webp");
    await store.delete("blog/a-1-ff.webp");
    expect(await store.get("blog/a-1-ff.webp")).toBeNull();
    await expect(store.delete("blog/a-1-ff.webp")).resolves.toBeUndefined();
  });

  it("refuses keys that leave the folder", async () => {
    const store = createLocalStorage("/nonexistent");
    await expect(store.get("../etc/passwd")).rejects.toThrow(/Invalid storage key/);
    await expect(store.get("/etc/passwd")).rejects.toThrow(/Invalid storage key/);
  });
});

describe("S3 storage", () => {
  it("sends signed path-style requests to a custom endpoint", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: URL, init: RequestInit) => {
      calls.push({ url: String(url), init });
      if (init.method === "GET") return new Response("nope", { status: 404 });
      return new Response(null, { status: 200 });
    }) as unknown as typeof fetch;
    const store = createS3Storage(
      { endpoint: "http://127.0.0.1:9000/", bucket: "images", region: "auto", accessKeyId: "AK", secretAccessKey: "SK", publicUrl: "https://cdn.example.pl" },
      fakeFetch,
    );
    await store.put("products/x-1-ab.webp", Buffer.from("img"), "image/webp");
    expect(await store.get("products/x-1-ab.webp")).toBeNull();
    expect(calls[0].url).toBe("http://127.0.0.1:9000/images/products/x-1-ab.webp");
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AK\/\d{8}\/auto\/s3\/aws4_request, SignedHeaders=cache-control;content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/);
    expect(headers["content-type"]).toBe("image/webp");
    expect(store.publicUrl("products/x-1-ab.webp")).toBe("https://cdn.example.pl/products/x-1-ab.webp");
  });
});
