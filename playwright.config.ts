import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Browser journeys against the production build on a fresh embedded database with the demo
// catalogue, and a real SMTP peer (tests/e2e/support/smtp-sink.ts) that receives the site's mail.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3225);
const MAILBOX_PORT = SMTP_PORT + 1;
const dataDir = path.join(os.tmpdir(), `vp-e2e-${process.pid}`);
// scripts/e2e-shards.sh (called by npm test) runs the suite in shards side by side, each with its own
// ports, server, database and output folder (Playwright empties its output folder when it starts, which
// would race between shards).
const outputDir = process.env.E2E_OUTPUT_DIR ?? "test-results";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  outputDir,
  reporter: process.env.CI || process.env.E2E_OUTPUT_DIR ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "pl-PL",
    timezoneId: "Europe/Warsaw",
    // Recording a trace costs a fifth of the run (a DOM snapshot and screenshot per action), so only the
    // retry of a failed test records one (CI retries once; locally: `npx playwright test --trace on`).
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } },
  ],
  webServer: [
    {
      command: `tsx tests/e2e/support/smtp-sink.ts`,
      url: `http://127.0.0.1:${MAILBOX_PORT}/health`,
      env: { SMTP_PORT: String(SMTP_PORT), MAILBOX_PORT: String(MAILBOX_PORT) },
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command: `rm -rf ${dataDir} && node build/server.js`,
      url: `http://localhost:${PORT}/healthz`,
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        SEED_DEMO: "1",
        LOG_LEVEL: "warn",
        E2E_MAILBOX_URL: `http://127.0.0.1:${MAILBOX_PORT}`,
        // ADR 170: no sweep (the demo catalogue's links are made up); "Sprawdź teraz" may reach the
        // local shop a spec starts (tests/support/shop-server.ts).
        LINK_CHECK: "off",
        DOCUMENT_NOTICE_HOLD_MINUTES: "0",
        LINK_CHECK_ALLOW_PRIVATE: "1",
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
    },
  ],
});

export const MAILBOX_URL = `http://127.0.0.1:${MAILBOX_PORT}`;
