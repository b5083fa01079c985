// Page weight (issue #14 goals): raw HTML bytes, and the gzip size of the JavaScript a page loads.
import { gzipSync } from "node:zlib";

/**
 * Every script a document loads at start: module scripts and modulepreload links (React Router's
 * chunks), and on the pages that start them after `load` (ADR 215) the preloads listed in
 * `data-preloads`.
 */
export function scriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/data-preloads="([^"]*)"/g)) for (const url of m[1].split(" ").filter(Boolean)) urls.add(url);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+href="([^"]+)"[^>]*rel="modulepreload"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) urls.add(m[1]);
  return [...urls];
}

export type Weight = { htmlBytes: number; jsGzipBytes: number; scripts: number };

export async function pageWeight(base: string, path: string): Promise<Weight> {
  const html = await (await fetch(base + path)).text();
  const urls = scriptUrls(html);
  let jsGzipBytes = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer());
    jsGzipBytes += gzipSync(body).length;
  }
  return { htmlBytes: Buffer.byteLength(html), jsGzipBytes, scripts: urls.length };
}
