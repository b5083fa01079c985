import { describe, expect, it } from "vitest";
import { withoutEmptyParams } from "./get-form";

// ADR 188: links built from the current address leave its empty parameters out.
describe("withoutEmptyParams", () => {
  it("drops the empty parameters and keeps the others, repeated ones and their order included", () => {
    const params = new URLSearchParams("minPrice=100&maxPrice=&minRating=&shop=&etykieta=a&etykieta=b&q=+");
    expect(withoutEmptyParams(params).toString()).toBe("minPrice=100&etykieta=a&etykieta=b&q=+");
    expect(params.toString()).toBe("minPrice=100&maxPrice=&minRating=&shop=&etykieta=a&etykieta=b&q=+");
  });

  it("an address of empty parameters only becomes no query at all", () => {
    expect(withoutEmptyParams(new URLSearchParams("q=&kategoria=&typ=")).size).toBe(0);
  });
});
