import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { JsonLd } from "./json-ld";

describe("JsonLd", () => {
  it("renders one ld+json script that a title cannot close", () => {
    const html = renderToStaticMarkup(<JsonLd data={{ name: "Hit </script><img src=x onerror=alert(1)>" }} />);
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.slice(html.indexOf(">") + 1, html.lastIndexOf("</script>"));
    expect(JSON.parse(json)).toEqual({ name: "Hit </script><img src=x onerror=alert(1)>" });
  });
});
