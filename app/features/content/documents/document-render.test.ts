import { describe, expect, it } from "vitest";
import { RETENTION } from "../legal/retention";
import { factsFor, refreshFacts } from "./document-facts";
import { documentToc, tocWithFacts } from "./document-markdown";
import { renderDocument } from "./document-render.server";
import { FIRST_VERSIONS } from "./seed-texts";

describe("a document rendered at save (ADR 172, the blog's renderer)", () => {
  it("never carries raw HTML or a script address to the page", () => {
    const body = [
      "Wstęp <script>alert(1)</script> i <img src=x onerror=alert(2)>.",
      "",
      "## Sekcja",
      "",
      "<script>document.cookie</script>",
      "",
      "[kliknij](javascript:alert(3)) [dane](data:text/html,x) ![obraz](javascript:alert(4))",
    ].join("\n");
    const { introHtml, bodyHtml } = renderDocument(body, "2026-12-01");
    const html = introHtml + bodyHtml;
    expect(html).not.toMatch(/<script|onerror|javascript:|data:text/i);
    expect(bodyHtml).toContain("<p>kliknij dane </p>"); // the image with a refused address is left out
  });

  it("keeps the lead apart, one labelled section per h2, explicit anchors, links in the same tab", () => {
    const { introHtml, bodyHtml, toc } = renderDocument(FIRST_VERSIONS.terms, "2025-07-13");
    expect(introHtml).toMatch(/^<p>Zasady korzystania z serwisu Viralne Produkty/);
    expect(introHtml).not.toContain("<h2");
    expect(bodyHtml.match(/<section aria-labelledby="[a-z-]+"><h2 id="[a-z-]+">§\d\./g)).toHaveLength(8);
    expect(bodyHtml).toContain('<h2 id="linki-afiliacyjne">§5. Linki afiliacyjne</h2>');
    expect(bodyHtml).toContain('<a href="/polityka-prywatnosci">Politykę prywatności</a>');
    expect(bodyHtml).toContain('<a href="mailto:kontakt@viralneprodukty.pl">kontakt@viralneprodukty.pl</a>');
    expect(bodyHtml).not.toContain("target=");
    expect(bodyHtml).toContain('Regulamin obowiązuje od <span data-fakt="obowiazuje-od">13 lipca 2025 r.</span>');
    expect(toc.map((e) => e.id)).toEqual([
      "postanowienia-ogolne",
      "definicje",
      "zasady-korzystania",
      "rejestracja-i-konto",
      "linki-afiliacyjne",
      "odpowiedzialnosc",
      "prawa-autorskie",
      "postanowienia-koncowe",
    ]);
  });

  it("gives tables row headers and a named, focusable scrolling frame", () => {
    const { bodyHtml } = renderDocument(FIRST_VERSIONS.affiliate, "2025-07-13");
    expect(bodyHtml).toContain('<div class="vp-document-table vp-scroll-cue" role="region" tabindex="0" aria-label="Tabela: 3. Sklepy partnerskie i prowizje"><table>');
    expect(bodyHtml).toContain('<th scope="row">Temu</th><td>globalny marketplace</td>');
  });

  it("fills the code's facts in and refreshes them from the code when shown", () => {
    const { bodyHtml } = renderDocument(FIRST_VERSIONS.privacy, "2025-07-13");
    expect(bodyHtml).toContain(`<span data-fakt="okres-dane-techniczne">${RETENTION.technical}</span>`);
    const stale = bodyHtml.replace(`<span data-fakt="okres-dane-techniczne">${RETENTION.technical}</span>`, '<span data-fakt="okres-dane-techniczne">do 99 lat</span>');
    expect(refreshFacts(stale, factsFor("2025-07-13"))).toBe(bodyHtml);
    expect(refreshFacts('<span data-fakt="obowiazuje-od">x</span> <span data-fakt="nieznany">y</span>', factsFor("2026-12-15"))).toBe(
      '<span data-fakt="obowiazuje-od">15 grudnia 2026 r.</span> <span data-fakt="nieznany">y</span>',
    );
  });

  it("lists the sections (h2) in the table of contents, with their anchors", () => {
    expect(documentToc("Wstęp\n\n## Pierwsza {#pierwsza}\n\n### Pod\n\n## Druga")).toEqual([
      { id: "pierwsza", title: "Pierwsza" },
      { id: "druga", title: "Druga" },
    ]);
  });

  it("lists a heading's fact as the heading shows it, not as typed", () => {
    const toc = documentToc("## Sekcja {{obowiazuje-od}} {#sekcja}\n\ntekst");
    expect(tocWithFacts(toc, factsFor("2026-12-15"))).toEqual([{ id: "sekcja", title: "Sekcja 15 grudnia 2026 r." }]);
    expect(tocWithFacts([{ id: "x", title: "A {{nieznany}}" }], factsFor("2026-12-15"))).toEqual([{ id: "x", title: "A {{nieznany}}" }]);
  });
});
