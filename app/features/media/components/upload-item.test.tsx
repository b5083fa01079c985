import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { rowThumbnail, UploadItemRow, type Item } from "./upload-item";

// ADR 192: the upload list's 56 px thumbnails loaded the 1200 px originals.
const stored = "/uploads/products/lampka-1700000000000-ab12cd34.webp";
const copy = "/uploads/products/lampka-1700000000000-ab12cd34.w320.webp";
const external = "https://cdn.example.com/lampka.webp";

const row = (url: string) => {
  const item: Item = { id: "1", fileName: "lampka.jpg", state: "completed", progress: 100, url };
  const noop = () => {};
  return renderToStaticMarkup(<UploadItemRow item={item} isMain first last onMove={noop} onRemove={noop} onBroken={noop} />).match(/<img [^>]*>/)?.[0] ?? "";
};

describe("upload row thumbnail", () => {
  it("shows a stored image's 320 px copy in a 56 px box", () => {
    const img = row(stored);
    expect(img).toContain(`src="${copy}"`);
    expect(img).toMatch(/width="56" height="56"/);
  });

  it("keeps an external address as it is", () => {
    expect(row(external)).toContain(`src="${external}"`);
  });

  it("falls back to the original when the copy fails, and only then lets a failure mark the row broken", () => {
    expect(rowThumbnail(stored, false)).toEqual({ src: copy, onErrorShowsOriginal: true });
    expect(rowThumbnail(stored, true)).toEqual({ src: stored, onErrorShowsOriginal: false });
    expect(rowThumbnail(external, false)).toEqual({ src: external, onErrorShowsOriginal: false });
  });
});
