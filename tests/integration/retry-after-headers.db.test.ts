// ADR 014: a 429 carries the exact Retry-After of its window. React Router sends an action's headers
// only through the route's `headers` export, so every route whose code sets Retry-After must export one
// that passes it (hostile review, session 36: the login lock said 60 s while it lasted 15 minutes).
import { describe, expect, it } from "vitest";

type HeadersFn = (args: { parentHeaders: Headers; actionHeaders: Headers; loaderHeaders: Headers; errorHeaders: Headers | undefined }) => HeadersInit;
const modules = import.meta.glob<{ headers?: HeadersFn }>("../../app/routes/**/*.tsx");
const sources = import.meta.glob<string>("../../app/routes/**/*.tsx", { query: "?raw", import: "default", eager: true });
// Routes whose action hands on a feature's outcome that may carry Retry-After (the header is set there).
const VIA_FEATURE = ["../../app/routes/account/security.tsx"];

const setting = Object.entries(sources)
  .filter(([file, text]) => !file.includes(".test.") && (/Retry-After/.test(text) || VIA_FEATURE.includes(file)))
  .map(([file]) => file);

describe("Retry-After reaches the response", () => {
  it("finds the routes that set it (sanity)", () => {
    expect(setting).toEqual(expect.arrayContaining(["../../app/routes/auth/login.tsx", "../../app/routes/auth/reset-password.tsx", "../../app/routes/account/settings.tsx"]));
  });

  it.each(setting)("%s exports headers that pass the action's Retry-After and keep the parent's", async (file) => {
    const { headers } = await modules[file]!();
    expect(typeof headers).toBe("function");
    const out = new Headers(
      headers!({
        parentHeaders: new Headers({ "Cache-Control": "private, no-store" }),
        actionHeaders: new Headers({ "Retry-After": "873" }),
        loaderHeaders: new Headers(),
        errorHeaders: undefined,
      }),
    );
    expect(out.get("Retry-After")).toBe("873");
    expect(out.get("Cache-Control")).toBe("private, no-store");
  });
});
