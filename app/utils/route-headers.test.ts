import { describe, expect, it } from "vitest";
import { passHeaders, retryAfterHeaders } from "./route-headers";

describe("passHeaders", () => {
  it("keeps the parent's headers and passes the action's Retry-After", () => {
    const headers = retryAfterHeaders({
      parentHeaders: new Headers({ "Cache-Control": "private, no-store" }),
      actionHeaders: new Headers({ "Retry-After": "873", "X-Other": "no" }),
      loaderHeaders: new Headers(),
    });
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(headers.get("Retry-After")).toBe("873");
    expect(headers.has("X-Other")).toBe(false);
  });

  it("falls back to the loader's value and adds nothing when neither set it", () => {
    const pass = passHeaders("Refresh", "Retry-After");
    expect(pass({ parentHeaders: new Headers(), actionHeaders: new Headers(), loaderHeaders: new Headers({ Refresh: "0; url=/" }) }).get("Refresh")).toBe("0; url=/");
    expect([...pass({ parentHeaders: new Headers(), actionHeaders: new Headers(), loaderHeaders: new Headers() })]).toEqual([]);
  });
});
