// A local "shop" for the link checker's tests (ADR 170): an HTTP server on a free loopback port whose
// paths (and anything under them) answer as shops do — an offer, a removed offer, an outage, redirect chains and loops, a server
// that refuses HEAD, a bot wall, an answer that never comes. `answer(path, status)` changes a path's
// answer mid-test; `hits(path)` counts the requests it got (method and path).
import http from "node:http";
import type { AddressInfo } from "node:net";

export type ShopServer = {
  url: (path: string) => string;
  hits: (path: string, method?: "HEAD" | "GET") => number;
  answer: (path: string, status: number) => void;
  close: () => Promise<void>;
};

const FIXED: Record<string, number> = { "/oferta": 200, "/brak": 404, "/usunieta": 410, "/awaria": 500, "/mur": 403, "/zbyt-czesto": 429 };

export async function startShopServer(): Promise<ShopServer> {
  const requests: { method: string; path: string }[] = [];
  const overrides = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://shop.test").pathname;
    requests.push({ method: req.method ?? "GET", path });
    const redirect = (to: string, status = 302) => {
      res.writeHead(status, { location: to });
      res.end();
    };
    // A fixed answer for the path and anything under it (/oferta/123: an offer too).
    const status = overrides.get(path) ?? FIXED[`/${path.split("/")[1]}`];
    if (status !== undefined) {
      res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
      return res.end(req.method === "HEAD" ? undefined : "<!doctype html><title>Sklep</title>");
    }
    // /skok/3 → /skok/2 → /skok/1 → /skok/0 (200): a chain of N redirects, relative and absolute.
    const hop = /^\/skok\/(\d+)$/.exec(path);
    if (hop) {
      const left = Number(hop[1]);
      if (left === 0) return res.writeHead(200).end();
      return redirect(left % 2 ? `/skok/${left - 1}` : `http://${req.headers.host}/skok/${left - 1}`, left % 3 ? 301 : 302);
    }
    if (path === "/petla") return redirect("/petla");
    // A shop that sets a cookie and sends the browser round once more: without it, it loops.
    if (path === "/ciasteczko") {
      if ((req.headers.cookie ?? "").includes("sesja=1")) return res.writeHead(200).end();
      res.writeHead(302, { location: "/ciasteczko", "set-cookie": "sesja=1; Path=/; HttpOnly" });
      return res.end();
    }
    if (path === "/tylko-get") return req.method === "HEAD" ? res.writeHead(405).end() : res.writeHead(200).end("ok");
    if (path === "/do-oferty") return redirect("/oferta", 301);
    if (path === "/wolno") return; // never answers: the checker's timeout ends it
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    hits: (path, method) => requests.filter((r) => r.path === path && (!method || r.method === method)).length,
    answer: (path, status) => void overrides.set(path, status),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
