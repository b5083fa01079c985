import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { jwks } from "~/db/schema";
import { auth } from "./auth.server";
import { createVerifiedUser, signedInJar, mailSinkForFile } from "./test-utils.server";
import { clearJwksCache, TOKEN_ERRORS, verifyAccessToken } from "./token.server";

mailSinkForFile();
let token: string;
let userId: string;

beforeAll(async () => {
  userId = await createVerifiedUser("token@example.com", "Bezpieczne1!");
  const jar = await signedInJar("token@example.com", "Bezpieczne1!");
  ({ token } = await auth().api.getToken({ headers: jar.request("/", { method: "GET" }).headers }));
});
beforeEach(() => clearJwksCache());

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const [header, payload, signature] = [0, 1, 2].map((i) => () => token.split(".")[i]!);
const claims = () => JSON.parse(Buffer.from(payload(), "base64url").toString()) as Record<string, unknown>;

describe("verifyAccessToken (spec: public §8 Token claims)", () => {
  it("accepts a token Better Auth issued for the session", async () => {
    const verified = await verifyAccessToken(token);
    expect(verified.sub).toBe(userId);
    expect(verified.iss).toBe("http://localhost:3000");
  });

  it("rejects a changed payload: 'Invalid JWT signature'", async () => {
    const forged = `${header()}.${part({ ...claims(), sub: "someone-else" })}.${signature()}`;
    await expect(verifyAccessToken(forged)).rejects.toThrow(TOKEN_ERRORS.badSignature);
  });

  it("checks exp: 'Missing exp claim' and 'JWT has expired'", async () => {
    const { exp: _exp, ...noExp } = claims();
    await expect(verifyAccessToken(`${header()}.${part(noExp)}.${signature()}`)).rejects.toThrow(TOKEN_ERRORS.missingExp);
    await expect(verifyAccessToken(token, (claims().exp as number) * 1000 + 1)).rejects.toThrow(TOKEN_ERRORS.expired);
  });

  it("accepts only the signing algorithms of our keys: 'Invalid alg claim'", async () => {
    const kid = JSON.parse(Buffer.from(header(), "base64url").toString()).kid;
    await expect(verifyAccessToken(`${part({ alg: "none", kid })}.${payload()}.`)).rejects.toThrow(TOKEN_ERRORS.badAlg);
    await expect(verifyAccessToken(`${part({ alg: "HS256", kid })}.${payload()}.${signature()}`)).rejects.toThrow(TOKEN_ERRORS.badAlg);
  });

  it("needs a key from the JWKS: 'No matching signing key found in JWKS', 'JWKS is empty'", async () => {
    await expect(verifyAccessToken(`${part({ alg: "EdDSA", kid: "unknown" })}.${payload()}.${signature()}`)).rejects.toThrow(TOKEN_ERRORS.noKey);
    // Tests run shuffled: the keys get their expiry back so the other tests still find them.
    const before = await db.select({ id: jwks.id, expiresAt: jwks.expiresAt }).from(jwks);
    await db.update(jwks).set({ expiresAt: new Date("2000-01-01") });
    clearJwksCache();
    try {
      await expect(verifyAccessToken(token)).rejects.toThrow(TOKEN_ERRORS.emptyJwks);
    } finally {
      for (const key of before) await db.update(jwks).set({ expiresAt: key.expiresAt }).where(eq(jwks.id, key.id));
    }
  });
});
