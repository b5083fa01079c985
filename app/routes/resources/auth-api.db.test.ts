import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { session } from "~/db/schema";
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

  it("answer the session probe without the session cookie's token (hostile review, session 36)", async () => {
    await createVerifiedUser("probe@example.com", "Bezpieczne1!");
    const jar = await signedInJar("probe@example.com", "Bezpieczne1!");
    const response = await loader({ request: jar.request("/api/auth/get-session", { method: "GET" }) } as never);
    const body = (await response.json()) as { session: Record<string, unknown>; user: { email: string } };
    expect(body.user.email).toBe("probe@example.com");
    expect(body.session.userId).toBeTruthy();
    expect(body.session).not.toHaveProperty("token");
    const [stored] = await db.select({ token: session.token }).from(session).where(eq(session.userId, String(body.session.userId)));
    expect(JSON.stringify(body)).not.toContain(stored!.token);
  });
});
