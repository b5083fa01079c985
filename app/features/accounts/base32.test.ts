import { describe, expect, it } from "vitest";
import { base32 } from "./base32";

describe("base32 (RFC 4648 test vectors, no padding)", () => {
  it.each([
    ["", ""],
    ["f", "MY"],
    ["fo", "MZXQ"],
    ["foo", "MZXW6"],
    ["foob", "MZXW6YQ"],
    ["fooba", "MZXW6YTB"],
    ["foobar", "MZXW6YTBOI"],
  ])("%s → %s", (input, expected) => {
    expect(base32(input)).toBe(expected);
  });
});
