import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lazyComponent } from "./lazy-component";

// How React Router renders a page for a browser: the stream starts once the shell is ready.
function render(node: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(node, {
      onShellReady() {
        let html = "";
        const out = new PassThrough();
        out.on("data", (chunk: Buffer) => (html += chunk.toString()));
        out.on("end", () => resolve(html));
        pipe(out);
      },
      onShellError: reject,
    });
  });
}

const greeting = () => lazyComponent(async () => ({ default: ({ name }: { name: string }) => <p>Cześć, {name}</p> }));

// Issue #14 (session 30), ADR 095 addendum: a lazily loaded part of a public page is in the server's
// HTML in place — never in a hidden block that only the streaming script reveals (no JavaScript: no form).
describe("lazyComponent on the server", () => {
  it("renders in place once preload() has settled, loading the module once", async () => {
    let loads = 0;
    const Greeting = lazyComponent(async () => {
      loads++;
      return { default: ({ name }: { name: string }) => <p>Cześć, {name}</p> };
    });
    await Greeting.preload();
    const html = await render(<main><Greeting name="Ala" /></main>);
    expect(html).toContain("<main><p>Cześć, <!-- -->Ala</p></main>");
    expect(loads).toBe(1);
  });

  it("renders in place even when not preloaded: the shell waits for the module", async () => {
    const Greeting = greeting();
    const html = await render(<main><Greeting name="Ola" /></main>);
    expect(html).toContain("<main><p>Cześć, <!-- -->Ola</p></main>");
    expect(html).not.toContain("<template");
  });
});
