import { isRouteErrorResponse, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { countFormFields, formGuardMiddleware, MAX_FORM_FIELDS } from "./form-guard.server";
import { UserError } from "~/utils/action.server";
import { NUL_IN_FORM_MESSAGE } from "~/utils/form-refusal.server";

async function run(request: Request): Promise<number> {
  const next = async () => new Response("ok", { status: 200 });
  try {
    const args = { request, context: new RouterContextProvider(), params: {}, pattern: "/" } as never;
    const response = (await formGuardMiddleware(args, next)) as Response;
    // ADR 194: a NUL is refused through the request's own formData(), which the action reads.
    const refused: unknown = await request.formData().then(
      () => null,
      (error: unknown) => error,
    );
    return refused instanceof UserError ? refused.status : response.status;
  } catch (error) {
    if (isRouteErrorResponse(error)) return error.status;
    if (error && typeof error === "object" && "init" in error)
      return (error as { init: { status: number } }).init.status;
    throw error;
  }
}

// The Express adapter passes the client's Content-Length on; a constructed Request has none.
const post = (body: string, type: string, path = "/logowanie") =>
  new Request(`http://localhost${path}`, {
    method: "POST",
    body,
    headers: { "content-type": type, "content-length": String(Buffer.byteLength(body)) },
  });

describe("formGuardMiddleware", () => {
  it("lets reads and well-formed forms through", async () => {
    expect(await run(new Request("http://localhost/produkty"))).toBe(200);
    expect(await run(post("email=a%40b.pl&password=x", "application/x-www-form-urlencoded"))).toBe(200);
    const form = new FormData();
    form.set("comment", "Świetny produkt");
    expect(await run(new Request("http://localhost/akcje/opinia", { method: "POST", body: form }))).toBe(200);
    expect(await run(new Request("http://localhost/produkt/x/wyswietlenie", { method: "POST" }))).toBe(200);
  });

  it("answers 415 to an empty post without a form type, except from the view beacon (it was a 500)", async () => {
    for (const path of ["/logowanie", "/cofnij-zmiane-email", "/rejestracja"]) {
      expect(await run(new Request(`http://localhost${path}`, { method: "POST" })), path).toBe(415);
    }
    const emptyForm = new Request("http://localhost/wyloguj", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(await run(emptyForm)).toBe(200);
  });

  it("answers 415 to a body that is not a form, except on Better Auth's JSON API", async () => {
    expect(await run(post('{"a":', "application/json"))).toBe(415);
    expect(await run(post("x", "text/plain"))).toBe(415);
    expect(await run(post('{"a":1}', "application/json", "/api/auth/sign-out"))).toBe(200);
  });

  it("answers 400 to a form carrying a NUL character", async () => {
    expect(await run(post("comment=a%00b&rating=5", "application/x-www-form-urlencoded", "/akcje/opinia"))).toBe(400);
  });

  it("refuses a NUL through formData() with the field and the intent kept, clones included (ADR 194)", async () => {
    const request = post("intent=save&comment=a%00b", "application/x-www-form-urlencoded", "/akcje/opinia");
    const args = { request, context: new RouterContextProvider(), params: {}, pattern: "/" } as never;
    await formGuardMiddleware(args, async () => new Response("ok"));
    for (const read of [() => request.formData(), () => request.clone().formData()]) {
      const error: unknown = await read().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UserError);
      expect((error as UserError).message).toBe(NUL_IN_FORM_MESSAGE);
      expect((error as UserError).fieldErrors).toEqual({ comment: NUL_IN_FORM_MESSAGE });
    }
    const { postedIntent } = await import("~/utils/form-intent.server");
    expect(await postedIntent(request)).toBe("save");
  });
});

// Issue #12 point 7: the guard used to scan only the first MB, so a NUL further on gave a 500.
describe("formGuardMiddleware on bodies over 1 MB", () => {
  const padding = "x".repeat(1024 * 1024 + 10);

  it.each(["/update-password", "/profil", "/profil/bezpieczenstwo", "/akcje/opinia.data"])(
    "answers 400 to a NUL after the first MB on %s",
    async (path) => {
      expect(
        await run(post(`intent=revoke-session&pad=${padding}&token=a%00b`, "application/x-www-form-urlencoded", path)),
      ).toBe(400);
    },
  );

  it("answers 400 to a NUL in a field name and in a large multipart text field", async () => {
    expect(await run(post(`pad=${padding}&a%00b=1`, "application/x-www-form-urlencoded"))).toBe(400);
    const boundary = "----vp";
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="pad"',
      "",
      padding,
      `--${boundary}`,
      'Content-Disposition: form-data; name="comment"',
      "",
      "a\u0000b",
      `--${boundary}--`,
      "",
    ].join("\r\n");
    expect(await run(post(body, `multipart/form-data; boundary=${boundary}`, "/akcje/opinia"))).toBe(400);
  });

  it("still lets a large clean form through", async () => {
    expect(await run(post(`pad=${padding}&comment=ok`, "application/x-www-form-urlencoded"))).toBe(200);
  });
});

// Hostile review (session 28): 10 MB of 'a&a&…' (5 million fields) held the one Node thread for 3.5 s.
describe("formGuardMiddleware and the number of fields", () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => `f${i}=1`).join("&");

  it("counts fields in the raw body, urlencoded and multipart", () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(countFormFields(bytes("a=1&b=2&c=3"), "application/x-www-form-urlencoded", "")).toBe(3);
    const boundary = "----vp";
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="a"',
      "",
      "1",
      `--${boundary}`,
      'Content-Disposition: form-data; name="b"',
      "",
      "2",
      `--${boundary}--`,
      "",
    ].join("\r\n");
    expect(countFormFields(bytes(body), "multipart/form-data", `multipart/form-data; boundary=${boundary}`)).toBe(2);
  });

  it("answers 413 with the Polish message past the limit, before parsing; a form at the limit passes", async () => {
    expect(await run(post(many(MAX_FORM_FIELDS), "application/x-www-form-urlencoded"))).toBe(200);
    expect(await run(post(many(MAX_FORM_FIELDS + 1), "application/x-www-form-urlencoded"))).toBe(413);
    const flood = "a&".repeat(5_000_000);
    expect(await run(post(flood, "application/x-www-form-urlencoded", "/motyw"))).toBe(413);
    const boundary = "----vp";
    const parts = Array.from({ length: MAX_FORM_FIELDS + 1 }, (_, i) =>
      [`--${boundary}`, `Content-Disposition: form-data; name="f${i}"`, "", "1"].join("\r\n"),
    );
    expect(
      await run(post([...parts, `--${boundary}--`, ""].join("\r\n"), `multipart/form-data; boundary=${boundary}`)),
    ).toBe(413);
  });
});
