import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { AdminPostRow } from "../../post-admin.server";
import { ReadOnlyImage } from "../editor/read-only-image";
import { AdminPostTable } from "./admin-post-list";

// ADR 192: the panel's post thumbnails loaded the 1200 px originals into 48–96 px boxes.
const stored = "/uploads/blog/lampka-1700000000000-ab12cd34.webp";
const copy = "/uploads/blog/lampka-1700000000000-ab12cd34.w320.webp";
const external = "https://cdn.example.com/lampka.jpg";

const render = (element: React.ReactElement) => {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
};
const images = (html: string) => html.match(/<img [^>]*>/g) ?? [];

const row = (id: string, featuredImage: string | null): AdminPostRow => ({
  id, title: `Wpis ${id}`, slug: `wpis-${id}`, excerpt: "", featuredImage, type: "review", isPublished: true, isFeatured: false,
  isScheduled: false, date: "2026-11-20T10:00:00.000Z", authorName: "Redaktor", submission: null, clicks: 0,
});

describe("panel post thumbnails", () => {
  it("the post list shows a stored image's 320 px copy in its 48 px box, lazily; an external address as it is", () => {
    const [first, second] = images(render(<AdminPostTable rows={[row("a", stored), row("b", external)]} permissions={{ canPublish: true, canDelete: true }} />));
    expect(first).toContain(`src="${copy}"`);
    expect(first).toMatch(/width="48" height="48"/);
    expect(first).toContain('loading="lazy"');
    expect(second).toContain(`src="${external}"`);
  });

  it("a read-only image field (ADR 186) shows the copy with a box", () => {
    const [img] = images(render(<ReadOnlyImage label="Zdjęcie główne" url={stored} />));
    expect(img).toContain(`src="${copy}"`);
    expect(img).toMatch(/width="128" height="96"/);
    expect(img).toContain('alt="Zdjęcie główne"');
  });
});
