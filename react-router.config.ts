import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets parallel builds (e.g. two worktrees' browser tests) not overwrite each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // ADR 020: our root middleware is THE same-origin check (Polish 403, a log line, APP_URL behind a
  // proxy, Sec-Fetch-Site). React Router 7.18's own Origin-versus-Host check ran before it and
  // answered a plain English "Bad Request", and refused APP_URL when a proxy rewrote Host.
  allowedActionOrigins: ["**"],
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
