import { describe, expect, it } from "vitest";
import { isCrossSite } from "./same-origin.server";

const post = (headers: Record<string, string>) => new Request("http://localhost:3000/admin/produkty", { method: "POST", headers });

describe("isCrossSite", () => {
  it("believes Sec-Fetch-Site and Origin first", () => {
    expect(isCrossSite(post({ "sec-fetch-site": "same-origin", referer: "http://evil.example/" }))).toBe(false);
    expect(isCrossSite(post({ "sec-fetch-site": "cross-site" }))).toBe(true);
    expect(isCrossSite(post({ origin: "http://localhost:3000", referer: "http://evil.example/" }))).toBe(false);
    expect(isCrossSite(post({ origin: "http://evil.example" }))).toBe(true);
  });

  it("without both, a Referer from another site (or an unreadable one) is refused; none at all passes", () => {
    expect(isCrossSite(post({ referer: "http://evil.example/strona" }))).toBe(true);
    expect(isCrossSite(post({ referer: "nie-adres" }))).toBe(true);
    expect(isCrossSite(post({ referer: "http://localhost:3000/admin/produkty?strona=2" }))).toBe(false);
    expect(isCrossSite(post({}))).toBe(false);
  });
});
