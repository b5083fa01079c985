import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce, nonceOfPolicy } from "./headers.server";

describe("CSP nonces (ADR 022, ADR 106)", () => {
  it("are 128 bits in base64, never repeated, across many refills of the random pool", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const nonce = createNonce();
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      seen.add(nonce);
    }
    expect(seen.size).toBe(2000);
  });

  it("are read back from the policy they are put in", () => {
    const nonce = createNonce();
    expect(nonceOfPolicy(contentSecurityPolicy(nonce))).toBe(nonce);
  });
});
