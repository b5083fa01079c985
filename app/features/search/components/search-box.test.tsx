import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { Hero } from "~/features/catalog/components/home/hero";
import { SearchBox } from "./search-box";

// Issue #15 point 2: the server HTML of both search boxes submits to /szukaj (no JavaScript yet).
function serverHtml(element: React.ReactElement) {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

describe("search boxes in the server HTML", () => {
  it("header box: a GET form to /szukaj, submit not disabled, combobox on a text input", () => {
    const html = serverHtml(<SearchBox />);
    const form = html.match(/<form[^>]*>/)?.[0] ?? "";
    expect(form).toContain('action="/szukaj"');
    expect(form).toContain('method="get"');
    const button = html.match(/<button[^>]*type="submit"[^>]*>/)?.[0] ?? "";
    expect(button).not.toBe("");
    expect(button).not.toMatch(/\sdisabled(=|\s|>)/);
    const input = html.match(/<input[^>]*name="q"[^>]*>/)?.[0] ?? "";
    expect(input).toContain('type="text"');
    expect(input).toContain('role="combobox"');
  });

  it("home hero: submit not disabled before hydration", () => {
    const html = serverHtml(<Hero productCount={3} />);
    const button = html.match(/<button[^>]*type="submit"[^>]*>/)?.[0] ?? "";
    expect(button).not.toBe("");
    expect(button).not.toMatch(/\sdisabled(=|\s|>)/);
  });
});
