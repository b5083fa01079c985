import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/resources/auth-api";
import { isOpenAuthEndpoint } from "./auth-api-allowlist";

describe("Better Auth HTTP allowlist (deny by default)", () => {
  it.each([
    ["GET", "/api/auth/token"],
    ["GET", "/api/auth/jwks"],
    ["GET", "/api/auth/get-session"],
    ["HEAD", "/api/auth/get-session"],
    ["POST", "/api/auth/sign-out"],
  ])("keeps %s %s open", (method, path) => {
    expect(isOpenAuthEndpoint(method, path)).toBe(true);
  });

  it.each([
    ["POST", "/api/auth/verify-password"],
    ["POST", "/api/auth/sign-in/email"],
    ["POST", "/api/auth/revoke-sessions"],
    ["POST", "/api/auth/revoke-session"],
    ["POST", "/api/auth/revoke-other-sessions"],
    ["GET", "/api/auth/list-sessions"],
    ["POST", "/api/auth/two-factor/verify-totp"],
    ["POST", "/api/auth/token"],
    ["GET", "/api/auth/sign-out"],
    ["GET", "/api/auth/constructor"],
    ["GET", "/api/auth/__proto__"],
    ["GET", "/api/auth/some-future-plugin"],
    ["GET", "/api/authx/token"],
  ])("denies %s %s", (method, path) => {
    expect(isOpenAuthEndpoint(method, path)).toBe(false);
  });

  // The route answers 404 before Better Auth (and the database) is ever touched.
  it("the route refuses verify-password with 404 without reaching Better Auth", async () => {
    const request = new Request("http://localhost/api/auth/verify-password", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ password: "guess" }),
    });
    const response = (await action({ request } as never)) as Response;
    expect(response.status).toBe(404);
    const get = (await loader({ request: new Request("http://localhost/api/auth/list-sessions") } as never)) as Response;
    expect(get.status).toBe(404);
  });
});

// Issue #12 point 7: {"token":"a\u0000b"} to revoke-session gave a 500; the endpoint is not open.
it("refuses JSON with a NUL to revoke-session with 404, not 500", async () => {
  const request = new Request("http://localhost/api/auth/revoke-session", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: '{"token":"a\\u0000b"}',
  });
  expect(((await action({ request } as never)) as Response).status).toBe(404);
});
