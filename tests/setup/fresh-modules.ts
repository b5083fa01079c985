import { vi } from "vitest";

// The projects run with `isolate: false`: one worker process runs many test files, so Node, Vitest
// and the packages in node_modules (better-auth, drizzle, pg, PGlite, React Router…) load once per
// worker instead of once per file. Our own code must still start fresh in every file, as it did in
// a process of its own: this setup file runs first for every file and drops every evaluated
// module of the app (vi.resetModules leaves node_modules alone), so module-level caches and
// singletons (page cache, settings, the database handle) never carry over from another file.
vi.resetModules();
// The one piece of app state kept on globalThis (client.server.ts, for dev reloads): a file that
// opened a database without closing it through closeDatabase() must not hand it to the next file.
delete (globalThis as { __vpDatabase?: unknown }).__vpDatabase;
