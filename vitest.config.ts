import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

// Three projects: plain unit tests once; database suites (`*.db.test.ts`) on PGlite AND on a real
// PostgreSQL. `npm test` always provides TEST_DATABASE_URL, so the PostgreSQL run is never skipped.
const dbSuites = ["app/**/*.db.test.{ts,tsx}", "tests/integration/**/*.db.test.ts"];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    env: { NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: path.resolve(import.meta.dirname, "tmp/test-data") },
    // Vitest's default leaves one core idle (1 worker on the 2-core CI machine): every file has its own
    // database, so files run side by side. Measured on 2 cores: 531 s → 430 s.
    maxWorkers: os.availableParallelism(),
    // Each test file is a process of its own that opens a PGlite (a ~9 MB WebAssembly module): V8's
    // optimising tier compiled it again in every file, on the same two cores the tests need. The
    // baseline compiler alone: PGlite project measured 395 s → 272 s wall, CPU 755 s → 501 s.
    execArgv: ["--liftoff-only"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Issue #7 §6: every test makes its own data, so files and tests run in random order; a failing
    // order is printed as the seed (repeat with `--sequence.seed=N`).
    sequence: { shuffle: { files: true, tests: true } },
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "tests/unit/**/*.test.ts"],
          exclude: dbSuites,
          // Unit tests keep no state between files (spies restored, globals unstubbed), so a worker
          // runs its files in one module graph instead of importing the app again for each: on 2
          // cores the project took 90 s, now 33–38 s (session 44, four shuffled orders).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "pglite",
          // Shared too (session 45): what the app derives from a database starts again when a file
          // sets its own (onDatabaseChange), and tests/setup/test-database.ts gives each file the
          // worker's first environment and configuration (ADR 214). On 2 cores the PGlite project alone took
          // 536 s isolated, 291 s of it importing; both database projects now take 806 s together.
          isolate: false,
          include: dbSuites,
          globalSetup: ["tests/setup/pglite-template.ts"],
          setupFiles: ["tests/setup/fail-on-console-error.ts", "tests/setup/test-database.ts"],
          env: { TEST_DB: "pglite" },
        },
      },
      ...(withPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: "postgres",
                isolate: false,
                include: dbSuites,
                globalSetup: ["tests/setup/postgres-template.ts"],
                setupFiles: ["tests/setup/fail-on-console-error.ts", "tests/setup/test-database.ts"],
                env: { TEST_DB: "postgres" },
              },
            },
          ]
        : []),
    ],
  },
});
