import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PostMarkdown } from "./post-body";

const html = (content: string) => renderToStaticMarkup(<PostMarkdown content={content} />);

describe("post body links", () => {
  it("opens a link in a new tab", () => {
    expect(html("[sklep](https://example.com/a)")).toContain('<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">sklep</a>');
  });

  it("shows a link with a refused address as its text (it was an empty link to the post itself)", () => {
    for (const content of ["[kliknij](javascript:alert(4))", "[kliknij](vbscript:msgbox)", "[kliknij](data:text/html,x)"]) {
      const out = html(content);
      expect(out, content).toBe("<p>kliknij</p>");
    }
  });
});

// ADR 189: a stored image in the body lists its copies for the 48rem text column; others keep one size.
describe("post body images", () => {
  it("gives a stored image its copies and sizes", () => {
    const out = html("![Lampka](/uploads/blog/lampka-1700000000000-ab12cd34.webp)");
    expect(out).toContain('srcSet="/uploads/blog/lampka-1700000000000-ab12cd34.w320.webp 320w, /uploads/blog/lampka-1700000000000-ab12cd34.w640.webp 640w, /uploads/blog/lampka-1700000000000-ab12cd34.webp 1200w"');
    expect(out).toContain('sizes="(min-width: 1024px) 48rem, 100vw"');
    expect(out).toContain('loading="lazy"');
  });

  it("leaves another site's image at its one size", () => {
    expect(html("![x](https://cdn.example/x.jpg)")).not.toMatch(/srcset/i);
  });
});
