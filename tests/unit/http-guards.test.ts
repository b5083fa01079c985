import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { parseTrustProxy } from "~/config.server";
import { rawHttp, statusLineAndBody } from "../support/raw-http";
import { securityHeaders, applyClientAddress, rejectBadUrls, rejectUnreadableHost, rejectUnreadableOrigin, siteMethodsOnly } from "../../server/http-guards";

// Issue #12 points 3 and 9 at the Express level: which address the app believes (TRUST_PROXY) and
// HSTS only on https. A real Express app on a real socket; the peer is always 127.0.0.1 here.
async function serve(trustProxy: string | undefined, https = false) {
  const app = express();
  applyClientAddress(app, parseTrustProxy(trustProxy));
  app.use(securityHeaders(https));
  app.get("/", (req, res) => {
    res.json({ forwardedFor: req.headers["x-forwarded-for"] });
  });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    get: (headers: Record<string, string> = {}) => fetch(url, { headers }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const seen = async (res: Response) => ((await res.json()) as { forwardedFor: string }).forwardedFor;

describe("TRUST_PROXY", () => {
  it("unset: a forged X-Forwarded-For is ignored, the socket address is the client", async () => {
    const app = await serve(undefined);
    expect(await seen(await app.get({ "x-forwarded-for": "203.0.113.7" }))).toBe("127.0.0.1");
    // Rotating the header never gives a fresh rate-limit bucket.
    expect(await seen(await app.get({ "x-forwarded-for": "198.51.100.1" }))).toBe("127.0.0.1");
    await app.close();
  });

  it("a hop count trusts that many proxies from the right", async () => {
    const app = await serve("1");
    expect(await seen(await app.get({ "x-forwarded-for": "203.0.113.7, 198.51.100.2" }))).toBe("198.51.100.2");
    await app.close();
  });

  it("a list trusts only those proxy addresses", async () => {
    const trusted = await serve("loopback");
    expect(await seen(await trusted.get({ "x-forwarded-for": "203.0.113.7" }))).toBe("203.0.113.7");
    await trusted.close();
    const other = await serve("10.0.0.1");
    expect(await seen(await other.get({ "x-forwarded-for": "203.0.113.7" }))).toBe("127.0.0.1");
    await other.close();
  });

  it("refuses 'true' (any client could pick its address)", () => {
    expect(() => parseTrustProxy("true")).toThrow(/TRUST_PROXY/);
  });
});

describe("security headers", () => {
  it("sends HSTS only when APP_URL is https", async () => {
    const https = await serve(undefined, true);
    const res = await https.get();
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    await https.close();
    const http = await serve(undefined, false);
    expect((await http.get()).headers.get("strict-transport-security")).toBeNull();
    await http.close();
  });
});

describe("URLs the app cannot read", () => {
  it("a NUL or a broken percent-encoding in the path is a Polish 400; a good URL goes on", async () => {
    const app = express();
    app.use(rejectBadUrls);
    app.get("/{*splat}", (_req, res) => void res.send("ok"));
    const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (const path of ["/produkty/%E0%A4%A", "/%E0%A4%A", "/blog/%zz", "/szukaj?q=%00"]) {
      const res = await fetch(base + path);
      expect({ path, status: res.status, text: await res.text() }).toEqual({ path, status: 400, text: "Nieprawidłowy adres." });
    }
    for (const path of ["/produkty/%C5%81adowarka", "/szukaj?q=%E0%A4%A"]) {
      const res = await fetch(base + path);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
    }
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});

async function mount(setUp: (app: ReturnType<typeof express>) => void) {
  const app = express();
  setUp(app);
  app.all("/{*splat}", (req, res) => void res.send(`ok ${req.method}`));
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("methods the site takes (hostile review, session 36)", () => {
  it("PUT, PATCH, DELETE and TRACE are a Polish 405 naming GET, HEAD, POST; OPTIONS says the same with 204", async () => {
    const warned: string[] = [];
    const app = await mount((a) => a.use(siteMethodsOnly((_fields, message) => void warned.push(message))));
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const res = await fetch(`${app.base}/produkty`, { method, headers: { "content-type": "application/json" }, body: "{}" });
      expect({ method, status: res.status, allow: res.headers.get("allow"), text: await res.text() }).toEqual({ method, status: 405, allow: "GET, HEAD, POST", text: "Metoda niedozwolona." });
    }
    const options = await fetch(`${app.base}/healthz`, { method: "OPTIONS" });
    expect([options.status, options.headers.get("allow")]).toEqual([204, "GET, HEAD, POST"]);
    expect(warned).toEqual([]); // only TRACE is a probe worth a line (fetch cannot send TRACE: see hardening.spec.ts)
    for (const method of ["GET", "POST"]) expect(await (await fetch(`${app.base}/produkty`, { method })).text()).toBe(`ok ${method}`);
    await app.close();
  });
});

describe("an Origin that is not a URL (hostile review, session 36)", () => {
  it("is refused with the Polish cross-site 403 and one warning; readable Origins and GETs go on", async () => {
    const warned: Record<string, unknown>[] = [];
    const app = await mount((a) => a.use(rejectUnreadableOrigin("Odrzucone.", (fields) => void warned.push(fields))));
    for (const origin of ["http://localhost:4802.evil.example:x", "http://a.b:c", "nonsense"]) {
      const res = await fetch(`${app.base}/akcje/wishlist`, { method: "POST", headers: { origin }, body: new URLSearchParams({ productId: "x" }) });
      expect({ origin, status: res.status, text: await res.text() }).toEqual({ origin, status: 403, text: "Odrzucone." });
    }
    expect(warned).toHaveLength(3);
    expect(warned[0]).toMatchObject({ method: "POST", path: "/akcje/wishlist", origin: "http://localhost:4802.evil.example:x" });
    // Left to the same-origin check of the app: a readable foreign Origin, "null", none; and any GET.
    for (const headers of [{ origin: "https://evil.example" }, { origin: "null" }, {}] as Record<string, string>[]) {
      expect((await fetch(`${app.base}/akcje/wishlist`, { method: "POST", headers })).status).toBe(200);
    }
    expect((await fetch(`${app.base}/produkty`, { headers: { origin: "http://a.b:c" } })).status).toBe(200);
    await app.close();
  });
});

describe("a Host the app cannot read (hostile review, session 49)", () => {
  it("no Host (HTTP/1.0) or one that is not a URL's host is a Polish 400; a good Host goes on", async () => {
    const app = await mount((a) => a.use(rejectUnreadableHost));
    const port = Number(new URL(app.base).port);
    expect(statusLineAndBody(await rawHttp(port, "GET /produkty HTTP/1.0\r\n\r\n"))).toEqual(["HTTP/1.1 400 Bad Request", "Nieprawidłowe żądanie."]);
    for (const host of ["a b", "[::1", "127.0.0.1:99999", "xn--"]) {
      const answer = await rawHttp(port, `GET /produkty HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect({ host, answer: statusLineAndBody(answer) }).toEqual({ host, answer: ["HTTP/1.1 400 Bad Request", "Nieprawidłowe żądanie."] });
    }
    for (const host of ["localhost:3000", "viralne.pl", "[::1]:8080", "127.0.0.1"]) {
      const answer = await rawHttp(port, `GET /produkty HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect({ host, answer: statusLineAndBody(answer) }).toEqual({ host, answer: ["HTTP/1.1 200 OK", "ok GET"] });
    }
    await app.close();
  });
});
