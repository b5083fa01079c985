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
