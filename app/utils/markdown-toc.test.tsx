import { renderToStaticMarkup } from "react-dom/server";
import Markdown from "react-markdown";
import { describe, expect, it } from "vitest";
import { REHYPE_PLUGINS, REMARK_PLUGINS } from "./markdown-plugins";
import { buildToc } from "./markdown-toc";

const bodyIds = (md: string) =>
  [...renderToStaticMarkup(<Markdown skipHtml remarkPlugins={REMARK_PLUGINS} rehypePlugins={REHYPE_PLUGINS}>{md}</Markdown>).matchAll(/<h[1-6] id="([^"]*)"/g)].map(
    (m) => m[1],
  );

describe("buildToc", () => {
  it("lists headings 1–6 with their levels and skips 'Spis treści'", () => {
    const md = ["# Jeden", "## Spis treści", "## Dwa", "### Trzy", "#### Cztery", "##### Pięć", "###### Sześć", "Zwykły akapit"].join("\n\n");
    expect(buildToc(md)).toEqual([
      { id: "jeden", text: "Jeden", level: 1 },
      { id: "dwa", text: "Dwa", level: 2 },
      { id: "trzy", text: "Trzy", level: 3 },
      { id: "cztery", text: "Cztery", level: 4 },
      { id: "pięć", text: "Pięć", level: 5 },
      { id: "sześć", text: "Sześć", level: 6 },
    ]);
  });

  it("keeps Polish letters and numbers duplicates like rehype-slug, ids equal to the rendered body", () => {
    const md = [
      "## Jakość wykonania",
      "## Dla kogo NIE jest ten produkt",
      "## Cena",
      "---",
      "## Cena",
      "## Spis treści",
      "## spis-treści",
      "Setext heading\n---------",
      "## **Pogrubione** i _kursywa_ z `kodem`",
    ].join("\n\n");
    const toc = buildToc(md);
    expect(toc.map((e) => e.id)).toEqual([
      "jakość-wykonania",
      "dla-kogo-nie-jest-ten-produkt",
      "cena",
      "cena-1",
      "spis-treści-1",
      "setext-heading",
      "pogrubione-i-kursywa-z-kodem",
    ]);
    expect(toc.at(-1)?.text).toBe("Pogrubione i kursywa z kodem");
    const rendered = bodyIds(md);
    expect(rendered.filter((id) => id !== "spis-treści")).toEqual(toc.map((e) => e.id));
  });

  it("matches the body when a heading carries raw HTML (dropped from the text)", () => {
    const md = "## Uwaga <b>ważne</b>\n\n## Uwaga";
    const toc = buildToc(md);
    expect(toc.map((e) => e.text)).toEqual(["Uwaga ważne", "Uwaga"]);
    expect(bodyIds(md)).toEqual(toc.map((e) => e.id));
  });

  it("is empty without headings", () => {
    expect(buildToc("Tylko tekst.\n\n- lista")).toEqual([]);
  });
});
