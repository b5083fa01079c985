import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { CollectionItem } from "../types";
import { CollectionItems } from "./collection-items";

// ADR 189 (shopper review, session 36): a collection's 160 px item images loaded the 1200 px originals.
const stored = (name: string) => `/uploads/demo/${name}-1700000000000-ab12cd34.webp`;
const item = (name: string, image = stored(name)) => ({ id: name, title: name, image }) as CollectionItem;
const images = (items: CollectionItem[], atTop?: boolean) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <CollectionItems items={items} counted={{}} atTop={atTop} />
    </MemoryRouter>,
  ).match(/<img [^>]*>/g) ?? [];

describe("a collection's item images", () => {
  it("list the 320/640 px copies and the original, for a 10rem slot (the column's width on phones)", () => {
    const [img] = images([item("lampka")]);
    expect(img).toContain(
      'srcSet="/uploads/demo/lampka-1700000000000-ab12cd34.w320.webp 320w, /uploads/demo/lampka-1700000000000-ab12cd34.w640.webp 640w, /uploads/demo/lampka-1700000000000-ab12cd34.webp 1200w"',
    );
    expect(img).toContain('sizes="(min-width: 640px) 10rem, 100vw"');
    expect(img).toMatch(/width="640" height="640"/);
  });

  it("load the first lazily only when the list is not at the top of the post", () => {
    const top = images([item("lampka"), item("kubek")], true);
    expect(top.map((img) => /loading="(\w+)"/.exec(img)?.[1])).toEqual(["eager", "lazy"]);
    const after = images([item("lampka"), item("kubek")]);
    expect(after.map((img) => /loading="(\w+)"/.exec(img)?.[1])).toEqual(["lazy", "lazy"]);
  });

  it("leave an image from elsewhere at its one size", () => {
    const [img] = images([item("lampka", "https://cdn.example/lampka.jpg")]);
    expect(img).toContain('src="https://cdn.example/lampka.jpg"');
    expect(img).not.toMatch(/srcset/i);
  });
});
