import { describe, expect, it } from "vitest";
import { normalizedHttpUrl, withAssumedScheme } from "./http-url";

describe("withAssumedScheme", () => {
  it("puts https:// in front of a shop address copied without its scheme", () => {
    expect(withAssumedScheme("aliexpress.com/item/1005.html?x=1")).toBe("https://aliexpress.com/item/1005.html?x=1");
    expect(withAssumedScheme("www.temu.com")).toBe("https://www.temu.com");
    expect(withAssumedScheme("sklep.pl:8080/łódka")).toBe("https://sklep.pl:8080/łódka");
    expect(normalizedHttpUrl(withAssumedScheme("sklep.pl/łódka"))).toBe("https://sklep.pl/%C5%82%C3%B3dka");
  });

  it("leaves anything else for the URL check to accept or refuse", () => {
    for (const text of [
      "https://temu.com/a",
      "http://x.pl",
      "javascript:alert(1)",
      "data:text/html,x",
      "lampka",
      "temu",
      "//temu.com/a",
      "a b.pl",
      "mailto:a@b.pl",
    ]) {
      expect(withAssumedScheme(text), text).toBe(text);
    }
    expect(normalizedHttpUrl(withAssumedScheme("javascript:alert(1)"))).toBeNull();
  });
});
