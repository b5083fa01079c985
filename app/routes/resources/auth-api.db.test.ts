import { describe, expect, it } from "vitest";
import { createVerifiedUser, mailSinkForFile, signedInJar } from "~/features/accounts/test-utils.server";
import { loader } from "./auth-api";

mailSinkForFile(); // the sign-up sends its activation e-mail to the file's own SMTP sink

// Hostile review (session 28): GET /api/auth/token answered a signed-in user's token (name and
// e-mail inside) with no Cache-Control; /get-session had no-store. Every answer here is personal.
describe("Better Auth's open endpoints", () => {
  it("answer with no-store, the token and the session alike", async () => {
    await createVerifiedUser("token@example.com", "Bezpieczne1!");
    const jar = await signedInJar("token@example.com", "Bezpieczne1!");
    for (const path of ["/api/auth/token", "/api/auth/get-session"]) {
      const request = jar.request(path, { method: "GET" });
      const response = await loader({ request } as never);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Cache-Control"), path).toBe("no-store");
    }
  });
});
