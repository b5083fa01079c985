import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import express from "express";
import type { Plugin } from "vite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { precompressAssets } from "../../server/precompress-assets.vite";
import { precompressedAssets } from "../../server/precompressed-assets";

// ADR 216: the build writes each asset's brotli and gzip forms beside it; the server sends those, and
// compresses (off the event loop) only what a build left without them.

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "vp-assets-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

type Answer = { status: number; encoding?: string; type?: string; body: Buffer };

async function get(assetsDir: string, name: string, acceptEncoding: string): Promise<Answer> {
  const app = express();
  app.use("/assets", precompressedAssets(assetsDir));
  app.use((_req, res) => res.status(404).end());
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<Answer>((resolve, reject) => {
      http
        .get({ port, host: "127.0.0.1", path: `/assets/${name}`, headers: { "accept-encoding": acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (c: Buffer) => chunks.push(c));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              encoding: response.headers["content-encoding"],
              type: response.headers["content-type"],
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on("error", reject);
    });
  } finally {
    server.close();
  }
}

const script = Buffer.from(`export const x = ${JSON.stringify("viralne ".repeat(500))};\n`);

describe("precompressedAssets", () => {
  it("sends the build's own brotli and gzip forms of an asset", async () => {
    // Forms that do not match the file: only a server that reads them sends these bytes.
    await writeFile(path.join(dir, "app-1.js"), script);
    await writeFile(path.join(dir, "app-1.js.br"), brotliCompressSync("from the build, brotli"));
    await writeFile(path.join(dir, "app-1.js.gz"), gzipSync("from the build, gzip"));
    const br = await get(dir, "app-1.js", "gzip, deflate, br");
    expect(br).toMatchObject({ status: 200, encoding: "br", type: "text/javascript; charset=utf-8" });
    expect(brotliDecompressSync(br.body).toString()).toBe("from the build, brotli");
    const gz = await get(dir, "app-1.js", "gzip");
    expect(gz.encoding).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe("from the build, gzip");
    const raw = await get(dir, "app-1.js", "identity");
    expect(raw.encoding).toBeUndefined();
    expect(raw.body.equals(script)).toBe(true);
    // A coding refused with q=0 is never sent (hostile review, session 49).
    expect((await get(dir, "app-1.js", "br;q=0, gzip")).encoding).toBe("gzip");
    const refused = await get(dir, "app-1.js", "br;q=0, gzip;q=0, identity");
    expect(refused.encoding).toBeUndefined();
    expect(refused.body.equals(script)).toBe(true);
  });

  it("compresses an asset the build left without its forms", async () => {
    await writeFile(path.join(dir, "app-2.js"), script);
    const br = await get(dir, "app-2.js", "br");
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.body).equals(script)).toBe(true);
    expect(br.body.length).toBeLessThan(script.length / 10);
    const gz = await get(dir, "app-2.js", "gzip");
    expect(gunzipSync(gz.body).equals(script)).toBe(true);
  });

  it("leaves a missing file and other kinds of file to the next handler", async () => {
    await writeFile(path.join(dir, "photo.webp"), Buffer.from([1, 2, 3]));
    expect((await get(dir, "missing.js", "br")).status).toBe(404);
    expect((await get(dir, "photo.webp", "br")).status).toBe(404);
  });
});

describe("precompressAssets (the build's plugin)", () => {
  it("writes brotli and gzip beside every script, stylesheet, SVG and JSON of assets/, and nothing else", async () => {
    await mkdir(path.join(dir, "assets"));
    const css = Buffer.from("body{color:red}".repeat(100));
    await writeFile(path.join(dir, "assets/entry-3.js"), script);
    await writeFile(path.join(dir, "assets/app-3.css"), css);
    await writeFile(path.join(dir, "assets/photo-3.webp"), Buffer.from([1, 2, 3]));
    await writeFile(path.join(dir, "robots.js"), script); // outside assets/: not served by that handler
    const plugin = precompressAssets() as Plugin & { writeBundle: (options: { dir?: string }, bundle: Record<string, unknown>) => Promise<void> };
    await plugin.writeBundle({ dir }, { "assets/entry-3.js": {}, "assets/app-3.css": {}, "assets/photo-3.webp": {}, "robots.js": {} });
    for (const [name, raw] of [["assets/entry-3.js", script], ["assets/app-3.css", css]] as const) {
      expect(brotliDecompressSync(await readFile(path.join(dir, `${name}.br`))).equals(raw)).toBe(true);
      expect(gunzipSync(await readFile(path.join(dir, `${name}.gz`))).equals(raw)).toBe(true);
    }
    expect(existsSync(path.join(dir, "assets/photo-3.webp.br"))).toBe(false);
    expect(existsSync(path.join(dir, "robots.js.br"))).toBe(false);
  });
});
