import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/features/accounts/redirect";
import { pageAddressOf } from "./page-address";

describe("the page a request belongs to (login redirects)", () => {
  it("names the page of React Router's data requests", () => {
    expect(pageAddressOf("http://x/admin/produkty.data?_routes=routes%2Fadmin%2Fproducts")).toBe("/admin/produkty");
    expect(pageAddressOf("http://x/_root.data")).toBe("/");
    expect(pageAddressOf("http://x/profil/ustawienia.data?index&_routes=a")).toBe("/profil/ustawienia");
    expect(pageAddressOf("http://x/produkty.data?sort=price-low&_routes=r")).toBe("/produkty?sort=price-low");
    expect(pageAddressOf("http://x/admin/produkty/abc.data")).toBe("/admin/produkty/abc");
  });

  it("leaves a document address as it is", () => {
    expect(pageAddressOf("http://x/admin/produkty?strona=2")).toBe("/admin/produkty?strona=2");
    expect(pageAddressOf("http://x/")).toBe("/");
  });

  it("is what a login link carrying a data address leads back to", () => {
    expect(safeRedirectPath("/admin/produkty.data?_routes=x")).toBe("/admin/produkty");
    expect(safeRedirectPath("/profil/wishlist.data")).toBe("/profil/wishlist");
  });
});
