import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RETRY_AFTER_SECONDS, ensureRetryAfter } from "./retry-after.server";

// Issue #12 point 9: every 429 carries Retry-After.
let server: http.Server;
let base = "";
beforeAll(async () => {
  server = http.createServer((req, res) =>
    ensureRetryAfter(req, res, () => {
      const url = new URL(req.url ?? "/", "http://x");
      if (url.pathname === "/plain") {
        res.statusCode = 429;
        res.end("Zbyt wiele prób.");
      } else if (url.pathname === "/own") {
        res.writeHead(429, { "Retry-After": "120" }).end();
      } else if (url.pathname === "/better-auth") {
        res.setHeader("X-Retry-After", "37");
        res.writeHead(429).end();
      } else {
        res.writeHead(200).end("ok");
      }
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("ensureRetryAfter", () => {
  it("adds a default to a 429 without one", async () => {
    const response = await fetch(`${base}/plain`);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe(String(DEFAULT_RETRY_AFTER_SECONDS));
  });

  it("keeps a precise value, and uses Better Auth's X-Retry-After", async () => {
    expect((await fetch(`${base}/own`)).headers.get("retry-after")).toBe("120");
    expect((await fetch(`${base}/better-auth`)).headers.get("retry-after")).toBe("37");
  });

  it("leaves other answers alone", async () => {
    expect((await fetch(`${base}/`)).headers.get("retry-after")).toBeNull();
  });
});
