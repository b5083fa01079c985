import "~/i18n/admin-messages";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { PanelSearchResult } from "../panel-search";
import { PanelSearchResults } from "./panel-search-results";

// ADR 208: the results page's three states and what a row says of itself.
const html = (result: PanelSearchResult) => {
  const Stub = createRoutesStub([{ path: "/", Component: () => <PanelSearchResults result={result} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
};

describe("PanelSearchResults", () => {
  it("gives a hint for an empty or one-letter text and a clear message when nothing matched", () => {
    expect(html({ query: "", groups: [] })).toContain("Wpisz co najmniej 2 znaki");
    expect(html({ query: "k", groups: [] })).toContain("Wpisz co najmniej 2 znaki");
    const none = html({ query: "zzqx", groups: [{ key: "products", total: 0, items: [], allHref: "/admin/produkty?q=zzqx" }] });
    expect(none).toContain("Nic nie znaleziono dla „zzqx”.");
    expect(none).not.toContain("<h2");
  });

  it("shows each group that found something with its count, marks, rows and 'Pokaż wszystkie'", () => {
    const page = html({
      query: "lampa",
      groups: [
        { key: "products", total: 23, allHref: "/admin/produkty?q=lampa", items: [{ id: "p1", title: "Lampa", href: "/admin/produkty/p1", detail: null, marks: ["hidden"] }] },
        { key: "posts", total: 0, allHref: "/admin/blog?q=lampa", items: [] },
        { key: "tags", total: 1, allHref: "/admin/tagi?q=lampa", items: [{ id: "lampa", title: "lampa", href: "/admin/produkty?tag=lampa", detail: "5", marks: [] }] },
      ],
    });
    expect(page).toContain("23 wyniki");
    expect(page).toContain("Ukryty");
    expect(page).toContain("Brak kodu");
    expect(page).toContain("5 produktów");
    expect(page).toMatch(/aria-label="Pokaż wszystkie: Produkty"[^>]* href="\/admin\/produkty\?q=lampa"/);
    expect(page).not.toContain("Wpisy");
    expect(page).toContain("Pokazano 1 z 23.");
  });
});
