import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShopServer, type ShopServer } from "../../../tests/support/shop-server";
import { createHostPacer, linkCheckUserAgent, MAX_REDIRECTS, probeLink, type ProbeOptions } from "./link-probe.server";

// ADR 170: one check of one address against a real local HTTP server. The never-answering path gets a
// short timeout so it ends quickly (the others a generous one: a loaded machine is slow, not wrong);
// nothing asserts how long anything took.
let shop: ShopServer;
beforeAll(async () => {
  shop = await startShopServer();
});
afterAll(() => shop.close());

const options: ProbeOptions = { allowPrivate: true, timeoutMs: 3_000, userAgent: linkCheckUserAgent("http://localhost:3000") };
const probe = (path: string, extra: Partial<ProbeOptions> = {}) => probeLink(shop.url(path), { ...options, ...extra });

describe("probeLink", () => {
  it("finds an offer that answers 200, with a HEAD request only", async () => {
    expect(await probe("/oferta")).toEqual({ outcome: "ok", status: 200, finalUrl: null, problem: null });
    expect(shop.hits("/oferta", "GET")).toBe(0);
  });

  it("calls 404 and 410 broken", async () => {
    expect(await probe("/brak")).toEqual({ outcome: "broken", status: 404, finalUrl: null, problem: null });
    expect(await probe("/usunieta")).toMatchObject({ outcome: "broken", status: 410 });
  });

  it("calls a 5xx answer unreachable, not broken", async () => {
    expect(await probe("/awaria")).toEqual({ outcome: "unreachable", status: 500, finalUrl: null, problem: "status" });
  });

  it("calls 403 and 429 refused (a bot wall says nothing about the offer), after asking 403 again with GET", async () => {
    const before = shop.hits("/mur", "GET");
    expect(await probe("/mur")).toEqual({ outcome: "refused", status: 403, finalUrl: null, problem: null });
    expect(shop.hits("/mur", "GET")).toBe(before + 1);
    expect(await probe("/zbyt-czesto")).toMatchObject({ outcome: "refused", status: 429 });
  });

  it("asks with GET when the server refuses HEAD (405)", async () => {
    expect(await probe("/tylko-get")).toEqual({ outcome: "ok", status: 200, finalUrl: null, problem: null });
    expect(shop.hits("/tylko-get", "HEAD")).toBeGreaterThan(0);
    expect(shop.hits("/tylko-get", "GET")).toBeGreaterThan(0);
  });

  it("follows up to five redirects, relative and absolute, and says where they ended", async () => {
    expect(await probe(`/skok/${MAX_REDIRECTS}`)).toEqual({ outcome: "ok", status: 200, finalUrl: shop.url("/skok/0"), problem: null });
    expect(await probe("/do-oferty")).toMatchObject({ outcome: "ok", finalUrl: shop.url("/oferta") });
  });

  it("gives up after five redirects, and on a redirect loop", async () => {
    expect(await probe(`/skok/${MAX_REDIRECTS + 1}`)).toMatchObject({ outcome: "unreachable", problem: "redirects", status: 301 });
    const before = shop.hits("/petla");
    expect(await probe("/petla")).toMatchObject({ outcome: "unreachable", problem: "redirects", status: 302 });
    expect(shop.hits("/petla") - before).toBe(MAX_REDIRECTS + 1);
  });

  it("sends back the cookies a shop set on the way, as a browser does", async () => {
    expect(await probe("/ciasteczko")).toMatchObject({ outcome: "ok", status: 200 });
  });

  it("calls an answer that does not come in time unreachable (timeout)", async () => {
    expect(await probe("/wolno", { timeoutMs: 150 })).toEqual({ outcome: "unreachable", status: null, finalUrl: null, problem: "timeout" });
  });

  it("calls a closed port unreachable (network)", async () => {
    const closed = await startShopServer();
    const address = closed.url("/oferta");
    await closed.close();
    expect(await probeLink(address, options)).toMatchObject({ outcome: "unreachable", problem: "network", status: null });
  });

  it("refuses loopback, private and link-local addresses unless allowed, also behind a name", async () => {
    const strict = { allowPrivate: false };
    const before = shop.hits("/oferta");
    expect(await probe("/oferta", strict)).toEqual({ outcome: "broken", status: null, finalUrl: null, problem: "address" });
    expect(shop.hits("/oferta")).toBe(before); // nothing was sent
    const port = new URL(shop.url("/")).port;
    expect(await probeLink(`http://localhost:${port}/oferta`, { ...options, ...strict })).toMatchObject({ outcome: "broken", problem: "address" });
    expect(await probeLink(`http://[::1]:${port}/oferta`, { ...options, ...strict })).toMatchObject({ outcome: "broken", problem: "address" });
    expect(await probeLink("http://169.254.169.254/latest/meta-data/", { ...options, ...strict })).toMatchObject({ outcome: "broken", problem: "address" });
  });

  it("takes only http and https addresses", async () => {
    expect(await probeLink("ftp://example.com/x", options)).toMatchObject({ outcome: "broken", problem: "address" });
    expect(await probeLink("nie adres", options)).toMatchObject({ outcome: "broken", problem: "address" });
  });

  it("names the site in a browser-like User-Agent", () => {
    expect(linkCheckUserAgent("https://viralne.pl")).toMatch(/^Mozilla\/5\.0 .*ViralneProdukty-LinkCheck\/1\.0 \(\+https:\/\/viralne\.pl\)$/);
  });
});

describe("createHostPacer", () => {
  it("spaces the requests to one host and lets other hosts go at once", async () => {
    const order: string[] = [];
    const pace = createHostPacer(40);
    await Promise.all([
      pace("a.test").then(() => order.push("a1")),
      pace("a.test").then(() => order.push("a2")),
      pace("b.test").then(() => order.push("b1")),
    ]);
    expect(order.indexOf("b1")).toBeLessThan(order.indexOf("a2"));
    expect(order.indexOf("a1")).toBeLessThan(order.indexOf("a2"));
  });
});
