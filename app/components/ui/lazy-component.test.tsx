import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lazyComponent } from "./lazy-component";

// ADR 095: a lazily loaded part of a public page is in the server HTML in full — never its fallback.
describe("lazyComponent on the server", () => {
  it("renders the component synchronously once its module has loaded (no Suspense fallback in the HTML)", async () => {
    let loads = 0;
    const Greeting = lazyComponent(async () => {
      loads++;
      return { default: ({ name }: { name: string }) => <p>Cześć, {name}</p> };
    });
    await new Promise((resolve) => setTimeout(resolve, 0)); // the server loads it at start-up
    const html = renderToString(
      <Suspense fallback={<span>ładowanie</span>}>
        <Greeting name="Ala" />
      </Suspense>,
    );
    expect(html).toContain("Cześć, <!-- -->Ala");
    expect(html).not.toContain("ładowanie");
    expect(loads).toBe(1); // loaded once, not again for the render
  });
});
