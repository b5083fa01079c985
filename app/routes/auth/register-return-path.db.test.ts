import { describe, expect, it } from "vitest";
import { mailSinkForFile } from "~/features/accounts/test-utils.server";
import { action as registerAction } from "./register";
import { action as verifyAction } from "./verify-email";

// ADR 210: a visitor sent to sign in from a product ("Lista życzeń") who registers instead comes back
// to that product, its wish still in the query, after confirming the e-mail; a hostile path is dropped.
const sink = mailSinkForFile();
const PRODUCT = "/produkt/lampa-ksiezycowa?po-zalogowaniu=wishlist";
const noSession = { get: () => undefined };

function post(path: string, fields: Record<string, string>): Request {
  const body = new URLSearchParams(fields);
  return new Request(`http://localhost:3000${path}`, { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } });
}

async function outcome(run: () => Promise<unknown>): Promise<Response> {
  try {
    const answer = await run();
    if (answer instanceof Response) return answer;
    throw new Error(`expected a redirect, got ${JSON.stringify(answer)}`);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const register = (email: string, redirectTo: string) =>
  outcome(() =>
    registerAction({
      request: post("/rejestracja", { name: "Ola Nowa", email, password: "Bezpieczne1!", confirmPassword: "Bezpieczne1!", acceptTerms: "on", redirectTo }),
      context: noSession,
    } as never),
  );

const confirm = (link: URL, redirectTo = link.searchParams.get("redirectTo") ?? "") =>
  outcome(() =>
    verifyAction({ request: post("/weryfikacja-email", { intent: "verify", token: link.searchParams.get("token") ?? "", redirectTo }), context: noSession } as never),
  );

describe("registration keeps the visitor's return path", () => {
  it("carries it to /verification-required, into the e-mail link, and lands there signed in", async () => {
    const registered = await register("ola@example.com", PRODUCT);
    expect(registered.headers.get("location")).toBe(`/verification-required?redirectTo=${encodeURIComponent(PRODUCT)}`);
    const link = await sink.linkTo("ola@example.com", "/weryfikacja-email");
    expect(link.searchParams.get("redirectTo")).toBe(PRODUCT);
    const confirmed = await confirm(link);
    expect(confirmed.headers.get("location")).toBe(PRODUCT);
    expect(confirmed.headers.getSetCookie().some((c) => c.includes("session_token"))).toBe(true);
    // The same link again, signed out: confirmed already, so to the sign-in, which comes back there.
    expect((await confirm(link)).headers.get("location")).toBe(`/logowanie?redirectTo=${encodeURIComponent(PRODUCT)}`);
  });

  it.each(["https://evil.com", "//evil.com", "/\\evil.com", "/%2F%2Fevil.com", "%2F%2Fevil.com", "/%5Cevil.com"])(
    "drops %j: no return path in the page or the e-mail, and the confirmation lands on /profil",
    async (hostile) => {
      const email = `zly${Buffer.from(hostile).toString("hex")}@example.com`;
      const registered = await register(email, hostile);
      expect(registered.headers.get("location")).toBe("/verification-required");
      const link = await sink.linkTo(email, "/weryfikacja-email");
      expect(link.searchParams.has("redirectTo")).toBe(false);
      // A link edited by hand to carry it is checked again when used.
      expect((await confirm(link, hostile)).headers.get("location")).toBe("/profil");
    },
  );

  it("without a return path, the confirmation lands on /profil as before", async () => {
    await register("bez@example.com", "");
    const link = await sink.linkTo("bez@example.com", "/weryfikacja-email");
    expect(link.searchParams.has("redirectTo")).toBe(false);
    expect((await confirm(link)).headers.get("location")).toBe("/profil");
  });

  it("a resent link carries the return path of the resend form", async () => {
    await register("ponownie@example.com", "");
    const resent = await verifyAction({ request: post("/weryfikacja-email", { intent: "resend", email: "ponownie@example.com", redirectTo: PRODUCT }), context: noSession } as never);
    expect(resent).toMatchObject({ data: { ok: true } });
    const mails = await sink.to("ponownie@example.com");
    expect(mails).toHaveLength(2);
    const link = await sink.linkTo("ponownie@example.com", "/weryfikacja-email");
    expect(link.searchParams.get("redirectTo")).toBe(PRODUCT);
    expect((await confirm(link)).headers.get("location")).toBe(PRODUCT);
  });
});
