import net from "node:net";
import pg from "pg";
import { RouterContextProvider, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { logger } from "~/utils/logger.server";
import { handleError } from "~/entry.server";
import { DATABASE_UNAVAILABLE_MESSAGE, databaseUnavailableMiddleware } from "./database-unavailable.server";

// Issue #12 point 1: the 503 mapping for every kind of request while the database is down, with the
// error a real PostgreSQL client gives when nothing listens (ECONNREFUSED).
async function connectionRefused(): Promise<Error> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  const client = new pg.Client({ host: "127.0.0.1", port, user: "x", database: "x", connectionTimeoutMillis: 2000 });
  return client.connect().then(
    () => new Error("expected the connection to fail"),
    (error: Error) => error,
  );
}

/** What React Router does with a loader's error: reports it to entry.server's handleError, then answers 500 itself. */
async function run(path: string, accept: string, error: unknown, body = "encoded") {
  const request = new Request(`http://localhost${path}`, { headers: { accept } });
  const context = new RouterContextProvider();
  const next = async () => {
    handleError(error, { request, context, params: {} } as never);
    return new Response(body, { status: 500, headers: { "Content-Type": "text/x-script" } });
  };
  return (await databaseUnavailableMiddleware({ request, context, params: {}, url: new URL(request.url), pattern: "/" } as never, next as never)) as Response;
}

describe("database unavailable → 503 for every kind of answer", () => {
  it("keeps a single-fetch (.data) answer's body but answers 503 with Retry-After", async () => {
    const res = await run("/produkty.data", "*/*", await connectionRefused());
    expect(res.status).toBe(503);
    expect(res.headers.get("Retry-After")).toBe("10");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Content-Type")).toBe("text/x-script");
    expect(await res.text()).toBe("encoded");
  });

  it("answers a JSON/resource request with a Polish JSON 503", async () => {
    const res = await run("/api/produkty", "application/json", await connectionRefused());
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE });
  });

  it("answers an HTML request with the Polish 503 page", async () => {
    const res = await run("/feed.xml", "text/html,application/xhtml+xml", await connectionRefused());
    expect(res.status).toBe(503);
    expect(await res.text()).toContain("Serwis chwilowo niedostępny");
  });

  it("maps a database error thrown through the middleware chain too", async () => {
    const error = await connectionRefused();
    const request = new Request("http://localhost/api/x", { headers: { accept: "application/json" } });
    const res = (await databaseUnavailableMiddleware({ request, context: new RouterContextProvider() } as never, (async () => {
      throw error;
    }) as never)) as Response;
    expect(res.status).toBe(503);
  });

  it("leaves other failures alone (a bug stays a 500)", async () => {
    const res = await run("/produkty.data", "*/*", new Error("boom"));
    expect(res.status).toBe(500);
  });
});

describe("handleError", () => {
  it("logs React Router's own refusal (405) as one warning, a real failure as an error", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const args = { request: new Request("http://localhost/produkty", { method: "POST" }), context: new RouterContextProvider(), params: {} } as never;
    handleError(new ErrorResponseImpl(405, "Method Not Allowed", new Error("no action"), true), args);
    expect(warn.mock.calls.map((call) => call[1])).toEqual(["request refused"]);
    expect(error).not.toHaveBeenCalled();
    handleError(new Error("boom"), args);
    expect(error.mock.calls.map((call) => call[1])).toEqual(["request failed"]);
    warn.mockRestore();
    error.mockRestore();
  });
});
