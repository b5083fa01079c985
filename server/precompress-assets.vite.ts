import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { COMPRESSED_SUFFIX, compressAsset, isCompressible } from "./precompressed-assets.ts";

/**
 * ADR 216: the client build writes each script, stylesheet, SVG and JSON of `assets/` beside itself in
 * brotli and gzip at their best levels (`x.js.br`, `x.js.gz`), which the server reads
 * (precompressed-assets.ts) instead of compressing them on a first request. ~190 files, ~2 s of CPU
 * spread over libuv's threads.
 */
export function precompressAssets(): Plugin {
  return {
    name: "vp-precompress-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const names = Object.keys(bundle).filter((name) => name.startsWith("assets/") && isCompressible(name));
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(dir, name);
          // The file as written (the bundle's copy may differ from it by what later plugins add).
          const forms = await compressAsset(await readFile(file));
          await Promise.all([writeFile(file + COMPRESSED_SUFFIX.br, forms.br), writeFile(file + COMPRESSED_SUFFIX.gzip, forms.gzip)]);
        }),
      );
    },
  };
}
