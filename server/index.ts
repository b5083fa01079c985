// The one HTTP process (DESIGN §2): pages, resource routes, built assets and uploads.
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { NextFunction, Request, Response } from "express";
import type { ServerBuild } from "react-router";
import { answerClientError, securityHeaderList, securityHeaders, applyClientAddress, rejectBadUrls, rejectUnreadableHost, rejectUnreadableOrigin, siteMethodsOnly } from "./http-guards";

type AppBuild = ServerBuild & {
  entry: {
    module: ServerBuild["entry"]["module"] & {
      startApp(): Promise<{ port: number; host: string; appUrl: string }>;
      stopApp(): Promise<void>;
      warmPanelLater(): void;
      servePageCacheHit(req: http.IncomingMessage, res: http.ServerResponse, fixedHeaders: ReadonlyArray<readonly [string, string]>): boolean;
      serveSuggestions(req: http.IncomingMessage, res: http.ServerResponse, fixedHeaders: ReadonlyArray<readonly [string, string]>): boolean;
      mayBeMemberHit(req: http.IncomingMessage): boolean;
      serveMemberPageHit(req: http.IncomingMessage, res: http.ServerResponse, fixedHeaders: ReadonlyArray<readonly [string, string]>): Promise<boolean>;
    };
  };
};

const dev = process.argv.includes("--dev");
// Set before React and React Router load (they pick their build from NODE_ENV at import time),
// hence the dynamic imports below.
if (!process.env.NODE_ENV) process.env.NODE_ENV = dev ? "development" : "production";

const MAX_BODY_BYTES = 12 * 1024 * 1024; // five 2 MB images after browser pre-resize, plus form fields

async function main() {
  const { default: express } = await import("express");
  const { default: compression } = await import("compression");
  const { createRequestHandler } = await import("@react-router/express");
  const { config } = await import("../app/config.server");
  const { logger } = await import("../app/utils/logger.server");
  const { databaseUnavailableResponse, isDatabaseUnavailableError } = await import("../app/db/availability.server");
  let cfg: ReturnType<typeof config>;
  try {
    cfg = config();
  } catch (error) {
    console.error(error instanceof Error && error.name === "ConfigError" ? error.message : error);
    process.exit(1);
  }
  const app = express();
  app.disable("x-powered-by");
  // Issue #12 point 3: TRUST_PROXY unset = no proxy, the socket address is the client. Trusting
  // loopback by default let anyone behind a local proxy (or on the host) rotate X-Forwarded-For.
  applyClientAddress(app, cfg.trustProxy);
  // First, so that every answer carries them: OPTIONS and 405 too (hostile review, session 49).
  app.use(securityHeaders(cfg.appUrl.startsWith("https://")));
  app.use(siteMethodsOnly((fields, message) => logger.warn(fields, message)));
  const { ensureRetryAfter } = await import("../app/middleware/retry-after.server");
  app.use(ensureRetryAfter);
  app.use(compression());
  app.use(rejectOversizedBodies);
  app.use(rejectBadUrls);
  app.use(rejectUnreadableHost);
  const { CROSS_SITE_MESSAGE } = await import("../app/middleware/cross-site-message");
  app.use(rejectUnreadableOrigin(CROSS_SITE_MESSAGE, (fields, message) => logger.warn(fields, message)));
  if (!dev) {
    // Compressed once, not per request (issue #14); compression() leaves an encoded body alone.
    const { precompressedAssets } = await import("./precompressed-assets");
    app.use("/assets", precompressedAssets(path.join(builtDir(), "client/assets")));
  }

  let build: () => Promise<AppBuild>;
  if (dev) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    app.use(viteServer.middlewares);
    build = () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<AppBuild>;
  } else {
    const buildDir = builtDir();
    const buildPath = path.resolve(buildDir, "server/index.js");
    const serverBuild = (await import(pathToFileURL(buildPath).href)) as AppBuild;
    build = async () => serverBuild;
    // Hashed file names never change content: cache them for a year.
    app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y", index: false }));
    // Issue #14 (ADR 092): the build's loose files all have an extension (favicon.svg); a page URL
    // has none, so it skips serve-static's file-system lookup — a stat() and send's setup on every
    // page request, 10–20 % of a cached page's CPU in the bench's profile.
    // React Router's `.data` requests (client navigations) are never files either (no prerendering).
    const clientFiles = express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false });
    app.use((req, res, next) => (path.extname(req.path) && !req.path.endsWith(".data") ? clientFiles(req, res, next) : next()));
  }

  // ADR 199: '/Produkty' and '/produkty/' are a 301 to '/produkty' (after the files above: Vite's own
  // paths in development, built files in production; page-cache hits never hold such a path).
  const { redirectToCanonicalUrl } = await import("./canonical-url");
  app.use(redirectToCanonicalUrl);

  const initial = await build();
  const dataDir = path.resolve(process.env.DATA_DIR || "./data");
  // Upload keys carry a timestamp and a random part, so a stored file never changes (admin §7).
  app.use("/uploads", express.static(path.join(dataDir, "uploads"), { immutable: true, maxAge: "1y", index: false }));
  // Issue #14 (ADR 086): a 320/640 px copy of an image stored before copies existed is made on its
  // first request; anything else missing is a 404.
  const { imageVariantFallback } = await import("./image-variant-fallback");
  app.use("/uploads", imageVariantFallback(path.join(dataDir, "uploads")));

  let address: { port: number; host: string; appUrl: string };
  try {
    address = await initial.entry.module.startApp();
  } catch (error) {
    // A bad configuration or a data folder owned by another process is one readable line (DESIGN §3,
    // issue #12 point 2); anything else keeps its stack.
    const oneLine = error instanceof Error && ["ConfigError", "DataDirLockedError"].includes(error.name);
    console.error(oneLine ? (error as Error).message : (startupProblem(error) ?? error));
    process.exit(1);
  }

  const mode = process.env.NODE_ENV;
  // ADR 096: compression() forwards the adapter's drain listeners to its zlib stream but not their removal.
  const { forwardDrainRemoval } = await import("./compression-drain");
  app.use(forwardDrainRemoval);
  if (dev) {
    // Re-read the build on every request so edits show up without a restart.
    app.all("/{*splat}", async (req, res, next) => {
      try {
        return createRequestHandler({ build: (await build()) as ServerBuild, mode })(req, res, next);
      } catch (error) {
        next(error);
      }
    });
  } else {
    app.all("/{*splat}", createRequestHandler({ build: initial as ServerBuild, mode }));
  }

  // Issue #12 point 1: an error that escaped React Router because the database is down is a 503
  // page, not Express' 500 with a stack.
  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent || !isDatabaseUnavailableError(error)) return next(error);
    logger.warn({ url: req.originalUrl, err: (error as Error).message }, "baza danych niedostępna");
    void sendWebResponse(res, databaseUnavailableResponse());
  });

  // Issue #14 (ADR 096, ADR 105): in production a page-cache hit is answered before Express: its
  // routing, middleware and React Router's adapter were most of a hit's CPU. The hit carries the
  // headers the chain would have added (security headers, Vary, gzip as compression() would).
  // ADR 109: so are plain GETs of the header suggestions (the same for everyone). ADR 114, 115: and a
  // signed-in member's answer from the shared member page (after a database read: asynchronous).
  const { servePageCacheHit, serveSuggestions, mayBeMemberHit, serveMemberPageHit } = initial.entry.module;
  const fixedHeaders = securityHeaderList(cfg.appUrl.startsWith("https://"));
  const server = dev
    ? http.createServer(app)
    : http.createServer((req, res) => {
        if (servePageCacheHit(req, res, fixedHeaders) || serveSuggestions(req, res, fixedHeaders)) return;
        if (!mayBeMemberHit(req)) return void app(req, res);
        serveMemberPageHit(req, res, fixedHeaders).then(
          (served) => served || app(req, res),
          () => (res.headersSent ? res.destroy() : app(req, res)),
        );
      });
  server.on("clientError", answerClientError);
  server.once("error", (error: NodeJS.ErrnoException) => {
    // Issue #12 point 2: a busy port is one clear line and an exit that releases the data folder.
    const reason =
      error.code === "EADDRINUSE"
        ? `port ${address.port} na ${address.host} jest już zajęty`
        : error.code === "EACCES"
          ? `brak uprawnień do portu ${address.port}`
          : error.message;
    console.error(`Nie można uruchomić serwera: ${reason}.`);
    initial.entry.module
      .stopApp()
      .catch(() => {})
      .finally(() => process.exit(1));
  });
  server.listen(address.port, address.host, () => {
    console.log(`Viralne Produkty: ${address.appUrl} (nasłuch ${address.host}:${address.port})`);
    // ADR 200: after listening, so the start is not delayed; the first panel page then finds a warm database.
    if (!dev) initial.entry.module.warmPanelLater();
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: zamykanie serwera`);
    // Requests in flight may finish (up to DRAIN_MS; a deploy no longer cuts an editor's save or import
    // mid-way, operator review, session 31); new connections are refused, idle ones closed at once.
    // PGlite keeps the event loop alive after server.close(): close it ourselves, and never hang.
    setTimeout(() => process.exit(0), DRAIN_MS + 2_500).unref();
    setTimeout(() => server.closeAllConnections(), DRAIN_MS).unref();
    server.close(() =>
      initial.entry.module
        .stopApp()
        .catch(() => {})
        .finally(() => process.exit(0)),
    );
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/**
 * The usual operator mistakes at start, as one line naming the variable (operator review, session 31:
 * an unreachable DATABASE_URL or an unusable DATA_DIR printed a stack naming neither).
 */
function startupProblem(error: unknown): string | null {
  const { code, path: file, message } = (error ?? {}) as { code?: string; path?: string; message?: string };
  if (code && file && ["EACCES", "EEXIST", "ENOTDIR", "EROFS", "ENOSPC", "EPERM"].includes(code)) {
    return `Nie można użyć folderu danych (DATA_DIR): ${file} – ${code}.`;
  }
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < 5; depth += 1) {
    const c = current as { code?: string; message?: string; cause?: unknown };
    if (c.code && ["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "ETIMEDOUT", "28P01", "28000", "3D000"].includes(c.code)) {
      return `Nie można połączyć się z bazą danych (DATABASE_URL): ${c.code}${c.message ? ` – ${c.message.split("\n")[0]}` : ""}.`;
    }
    current = c.cause;
  }
  return message && /timeout exceeded when trying to connect|Connection terminated/i.test(message) ? `Nie można połączyć się z bazą danych (DATABASE_URL): ${message}.` : null;
}

/** How long a stopping server lets requests in flight finish before it cuts them. */
const DRAIN_MS = 10_000;

async function sendWebResponse(res: Response, response: globalThis.Response) {
  res.status(response.status);
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.send(await response.text());
}

function rejectOversizedBodies(req: Request, res: Response, next: NextFunction) {
  // A chunked body has no length to check up front: browsers never send one for forms.
  if (req.headers["transfer-encoding"] && req.headers["content-length"] === undefined) {
    res.status(411).type("text/plain; charset=utf-8").send("Wymagany nagłówek Content-Length.");
    req.resume();
    return;
  }
  const length = Number(req.headers["content-length"] ?? 0);
  if (length > MAX_BODY_BYTES) {
    res.status(413).type("text/plain; charset=utf-8").send("Przesłane dane są zbyt duże (limit 12 MB).");
    req.resume();
    return;
  }
  next();
}

main();

/**
 * The build this server belongs to: BUILD_DIR when set, else the folder of this bundled file
 * (build/server.js). Not the working directory: a copy of the build started from another folder served
 * that folder's build, and its pages asked for scripts that a rebuild there had replaced (review, session 35).
 */
function builtDir(): string {
  return path.resolve(process.env.BUILD_DIR ?? import.meta.dirname);
}
