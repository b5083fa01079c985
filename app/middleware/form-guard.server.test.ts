import { isRouteErrorResponse, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { formGuardMiddleware } from "./form-guard.server";

async function run(request: Request): Promise<number> {
  const next = async () => new Response("ok", { status: 200 });
  try {
    const args = { request, context: new RouterContextProvider(), params: {}, pattern: "/" } as never;
    const response = (await formGuardMiddleware(args, next)) as Response;
    return response.status;
  } catch (error) {
    if (isRouteErrorResponse(error)) return error.status;
    if (error && typeof error === "object" && "init" in error) return (error as { init: { status: number } }).init.status;
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

  it("answers 415 to a body that is not a form, except on Better Auth's JSON API", async () => {
    expect(await run(post('{"a":', "application/json"))).toBe(415);
    expect(await run(post("x", "text/plain"))).toBe(415);
    expect(await run(post('{"a":1}', "application/json", "/api/auth/sign-out"))).toBe(200);
  });

  it("answers 400 to a form carrying a NUL character", async () => {
    expect(await run(post("comment=a%00b&rating=5", "application/x-www-form-urlencoded", "/akcje/opinia"))).toBe(400);
  });
});
