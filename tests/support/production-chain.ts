// The pieces of the production request chain in small (server/index.ts), for the tests of what is
// answered before Express and React Router (page-cache hits, ADR 096; suggestions, ADR 109).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { securityHeaderList, securityHeaders } from "../../server/http-guards";

type RouteEntry = { id: string; parentId?: string; path: string; module: unknown };

/** A React Router server build of `routes` (root included) with the app's future flags, as the adapter runs it. */
export function routerBuild(entry: { default: unknown }, routes: Record<string, RouteEntry>): ServerBuild {
  return {
    mode: "production",
    entry: { module: { ...entry, streamTimeout: 1000, handleError: () => {} } },
    routes,
    assets: { entry: { imports: [], module: "/entry.js" }, routes: {}, url: "/manifest.js", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: { v8_middleware: true, v8_passThroughRequests: true, v8_trailingSlashAwareDataRequests: true },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial" },
    basename: "/",
  } as unknown as ServerBuild;
}

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** One request on a fresh connection, the whole body read. */
export function httpRequest(url: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: options.method ?? "GET", headers: options.headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

type FastPath = (req: http.IncomingMessage, res: http.ServerResponse, fixedHeaders: ReadonlyArray<readonly [string, string]>) => boolean;

/**
 * As server/index.ts: `fastPath` answers what it can before Express; the rest goes through Express
 * with compression, the security headers and React Router's adapter running `build`.
 */
/** server/index.ts's asynchronous fast path (ADR 114: members' answers, after a database read). */
export type MemberPath = {
  may: (req: http.IncomingMessage) => boolean;
  serve: (req: http.IncomingMessage, res: http.ServerResponse, fixedHeaders: ReadonlyArray<readonly [string, string]>) => Promise<boolean>;
};

export async function startChain(build: ServerBuild, fastPath: FastPath, onFast: (req: http.IncomingMessage) => void, memberPath?: MemberPath) {
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());
  app.use(securityHeaders(false));
  app.all("/{*splat}", createRequestHandler({ build, mode: "production" }));
  const fixed = securityHeaderList(false);
  const server = http.createServer((req, res) => {
    if (fastPath(req, res, fixed)) onFast(req);
    else if (memberPath?.may(req)) void memberPath.serve(req, res, fixed).then((served) => (served ? onFast(req) : app(req, res)));
    else app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
