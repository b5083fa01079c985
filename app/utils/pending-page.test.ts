import { describe, expect, it } from "vitest";
import { pendingPageKind } from "./pending-page";

describe("pendingPageKind (issue #15 pt 11 skeletons)", () => {
  it("knows product and post pages", () => {
    expect(pendingPageKind("/produkt/0b7e", "/")).toBe("product");
    expect(pendingPageKind("/produkty/mata-do-jogi", "/produkty")).toBe("product");
    expect(pendingPageKind("/blog/recenzja-x", "/blog")).toBe("post");
  });
  it("shows nothing for other pages, the editor, the feed or the same page", () => {
    expect(pendingPageKind("/produkty", "/")).toBeNull();
    expect(pendingPageKind("/blog", "/")).toBeNull();
    expect(pendingPageKind("/blog/edytor/nowy", "/blog")).toBeNull();
    expect(pendingPageKind("/blog/rss.xml", "/blog")).toBeNull();
    expect(pendingPageKind("/produkt/1", "/produkt/1")).toBeNull();
  });
});
