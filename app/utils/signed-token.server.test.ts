import { describe, expect, it } from "vitest";
import { readSignedToken, signedToken } from "./signed-token.server";

describe("signed tokens", () => {
  it("give back their fields for their own purpose only", () => {
    const token = signedToken("price-alert-unsubscribe", ["user-1", "0b8f7b52-6a2e-4d39-9d4e-2f1b7a3c9e10"]);
    expect(readSignedToken("price-alert-unsubscribe", token, 2)).toEqual(["user-1", "0b8f7b52-6a2e-4d39-9d4e-2f1b7a3c9e10"]);
    expect(readSignedToken("newsletter-unsubscribe", token, 2)).toBeNull();
    expect(readSignedToken("price-alert-unsubscribe", token, 1)).toBeNull();
  });

  it("refuse anything altered, forged or odd", () => {
    const token = signedToken("newsletter-unsubscribe", ["user-1"]);
    const [payload, signature] = token.split(".");
    const other = Buffer.from("user-2").toString("base64url");
    expect(readSignedToken("newsletter-unsubscribe", `${other}.${signature}`, 1)).toBeNull();
    expect(readSignedToken("newsletter-unsubscribe", `${payload}.${signature.slice(0, -2)}AA`, 1)).toBeNull();
    expect(readSignedToken("newsletter-unsubscribe", `${payload}.${signature}.x`, 1)).toBeNull();
    expect(readSignedToken("newsletter-unsubscribe", `${token}${"a".repeat(600)}`, 1)).toBeNull();
    expect(readSignedToken("newsletter-unsubscribe", 42, 1)).toBeNull();
    expect(readSignedToken("newsletter-unsubscribe", signedToken("newsletter-unsubscribe", ["a b"]), 1)).toBeNull();
    expect(readSignedToken("newsletter-unsubscribe", signedToken("newsletter-unsubscribe", [""]), 1)).toBeNull();
  });
});
