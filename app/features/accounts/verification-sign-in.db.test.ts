import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { session, user } from "~/db/schema";
import { COOKIES } from "~/features/content/legal/retention";
import { auth } from "./auth.server";
import { headersNotRemembering } from "./auth-cookies.server";
import { verifyEmailLink } from "./email-verification.server";
import { registerUser } from "./registration.server";
import { CookieJar, mailSinkForFile } from "./test-utils.server";

const sink = mailSinkForFile();
const DAY_MS = 24 * 60 * 60 * 1000;

async function registeredLink(email: string): Promise<string> {
  expect(await registerUser(new CookieJar().request("/rejestracja"), { name: "Ola", email, password: "Bezpieczne1!", marketingConsent: false })).toEqual({ ok: true });
  return (await sink.linkTo(email, "/weryfikacja-email")).searchParams.get("token")!;
}

// ADR 201: /cookies says the session cookie lasts until the browser closes unless "Zapamiętaj mnie"
// was ticked; the activation link's sign-in (no such box) used to set a 30-day cookie.
describe("the sign-in that comes with an activation link", () => {
  it("is a browser-session one: no Max-Age, the signed don't-remember marker, a session of a day", async () => {
    const token = await registeredLink("przegladarka@example.com");
    const jar = new CookieJar();
    const outcome = await verifyEmailLink(jar.request("/weryfikacja-email", { method: "GET" }), token, null);
    expect(outcome.status).toBe("verified");
    if (outcome.status !== "verified") return;
    const lines = outcome.headers.getSetCookie();
    const sessionLine = lines.find((l) => l.startsWith("vp.session_token="));
    expect(sessionLine).toBeDefined();
    expect(sessionLine).not.toMatch(/max-age|expires/i);
    expect(lines.some((l) => l.startsWith("vp.dont_remember=true."))).toBe(true);

    const [u] = await db.select({ id: user.id }).from(user).where(eq(user.email, "przegladarka@example.com"));
    const rows = await db.select({ expiresAt: session.expiresAt }).from(session).where(eq(session.userId, u!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + DAY_MS + 60_000);

    // The cookies work: Better Auth accepts the session and keeps the cookie a browser-session one.
    jar.store(outcome.headers);
    const found = await auth().api.getSession({ headers: jar.request("/profil").headers });
    expect(found?.user.id).toBe(u!.id);
  });

  it("replaces a marker the browser sent instead of repeating it", async () => {
    const sent = new Headers({ cookie: "a=1; vp.dont_remember=stary; b=2" });
    const cookie = (await headersNotRemembering(sent)).get("cookie")!;
    expect(cookie.match(/vp\.dont_remember=/g)).toHaveLength(1);
    expect(cookie).toMatch(/^a=1; b=2; vp\.dont_remember=true\./);
  });

  it("the cookie policy says so", () => {
    const lifetime = COOKIES.find((c) => c.name === "vp.session_token")!.lifetime;
    expect(lifetime).toContain("linkiem z e-maila aktywacyjnego");
    expect(lifetime).toContain("do zamknięcia przeglądarki");
  });
});
