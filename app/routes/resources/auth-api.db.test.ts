import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { session } from "~/db/schema";
import { createVerifiedUser, mailSinkForFile, signedInJar } from "~/features/accounts/test-utils.server";
import { action, loader } from "./auth-api";

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

  it("answer errors in Polish and keep Better Auth's code (hostile review, session 49)", async () => {
    const get = (path: string) => loader({ request: new Request(`http://localhost${path}`) } as never);
    const post = (init: RequestInit) => action({ request: new Request("http://localhost/api/auth/sign-out", { method: "POST", ...init }) } as never);
    const answers = [
      await get("/api/auth/token"),
      await post({ headers: { "content-type": "application/json" }, body: "{" }),
      await post({ headers: { "content-type": "text/plain" }, body: "{}" }),
      await post({}),
    ];
    expect(await Promise.all(answers.map(async (r) => [r.status, r.headers.get("Cache-Control"), await r.json()]))).toEqual([
      [401, "no-store", { message: "Brak ważnej sesji: zaloguj się.", code: "UNAUTHORIZED" }],
      [400, "no-store", { message: "Nieprawidłowe żądanie.", code: "BAD_REQUEST" }],
      [415, "no-store", { message: "Nieprawidłowy typ danych: wyślij JSON (application/json).", code: "UNSUPPORTED_MEDIA_TYPE" }],
      [415, "no-store", { message: "Nieprawidłowy typ danych: wyślij JSON (application/json).", code: "UNSUPPORTED_MEDIA_TYPE" }],
    ]);
    // A JSON body that is not what the endpoint takes: Better Auth's validation, its text replaced.
    const array = await post({ headers: { "content-type": "application/json" }, body: "[]" });
    expect([array.status, await array.json()]).toEqual([400, { message: "Nieprawidłowe żądanie.", code: "VALIDATION_ERROR" }]);
  });
});
