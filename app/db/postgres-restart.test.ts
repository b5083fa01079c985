import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as healthz } from "~/routes/resources/healthz";
import { isDatabaseUnavailableError } from "./availability.server";
import { closeDatabase, openDatabase, setDatabase, type DatabaseHandle } from "./client.server";

// Issue #12 point 1, on PostgreSQL: the app process exited with "Unhandled 'error' event …
// terminating connection due to administrator command" when the server restarted under load, and
// the LISTEN connection never came back. This test runs its OWN throwaway cluster (found like
// scripts/test-all.sh finds it) and restarts it while queries, a held transaction and LISTEN run.
const PG_BIN = (() => {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const bin = versions.length ? path.join(root, versions[versions.length - 1], "bin") : "";
  if (!bin || !existsSync(path.join(bin, "initdb"))) {
    throw new Error("PostgreSQL binaries not found in /usr/lib/postgresql/*/bin: run the tests through `npm test` (it installs them)");
  }
  return bin;
})();
const asRoot = process.getuid?.() === 0;
const pgUser = asRoot ? Number(execFileSync("id", ["-u", "postgres"]).toString().trim()) : undefined;

function pgRun(tool: string, args: string[]) {
  const command = asRoot ? "runuser" : path.join(PG_BIN, tool);
  const argv = asRoot ? ["-u", "postgres", "--", path.join(PG_BIN, tool), ...args] : args;
  return execFileSync(command, argv, { stdio: ["ignore", "pipe", "pipe"], timeout: 20_000 }).toString();
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let dir = "";
let port = 0;
let handle: DatabaseHandle;
const start = () =>
  pgRun("pg_ctl", [
    "-D", path.join(dir, "data"), "-l", path.join(dir, "server.log"), "-w",
    "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    "start",
  ]);
const stop = () => pgRun("pg_ctl", ["-D", path.join(dir, "data"), "-m", "fast", "-w", "stop"]);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "vp-pg-restart-"));
  chmodSync(dir, 0o755);
  if (pgUser !== undefined) chownSync(dir, pgUser, 0);
  port = await freePort();
  pgRun("initdb", ["-D", path.join(dir, "data"), "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8", "-N"]);
  start();
  handle = await openDatabase({ url: `postgres://postgres@127.0.0.1:${port}/postgres`, poolSize: 8 });
  setDatabase(handle);
  await handle.db.execute(sql`CREATE TABLE writes (id serial PRIMARY KEY, at timestamptz NOT NULL DEFAULT now())`);
}, 30_000);

afterAll(async () => {
  await closeDatabase().catch(() => {});
  try {
    pgRun("pg_ctl", ["-D", path.join(dir, "data"), "-m", "immediate", "stop"]);
  } catch {
    // already stopped
  }
  rmSync(dir, { recursive: true, force: true });
});

describe("the pool's connections (ADR 135)", () => {
  it("run every query without parallel workers, on each pooled connection", async () => {
    // Side by side, so the pool holds several connections at once: each ran the SET when it opened.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => handle.db.execute<{ value: string }>(sql`SELECT current_setting('max_parallel_workers_per_gather') AS value, pg_sleep(0.05)`)),
    );
    expect(answers.map((a) => a.rows[0]?.value)).toEqual(["0", "0", "0", "0"]);
  });
});

describe("PostgreSQL restart under load", () => {
  it("the process lives, answers 503 while the server is down, and writes and LISTEN work again after it", async () => {
    const notices: string[] = [];
    let reconnects = 0;
    const unlisten = await handle.listen("page_cache", (payload) => notices.push(payload), () => (reconnects += 1));

    // Load: a stream of writes, plus transactions that hold a pooled connection while the server
    // goes away (the checked-out client that used to crash the process).
    let running = true;
    const failures: unknown[] = [];
    let acknowledged = 0;
    const worker = async () => {
      while (running) {
        try {
          await handle.db.transaction(async (tx) => {
            await tx.execute(sql`INSERT INTO writes DEFAULT VALUES`);
            await sleep(20);
          });
          acknowledged += 1;
        } catch (error) {
          failures.push(error);
          await sleep(50);
        }
      }
    };
    const workers = Array.from({ length: 4 }, worker);
    await sleep(300);

    stop();
    await sleep(300);
    const down = (await healthz()) as Response;
    expect(down.status).toBe(503);
    start();

    // Writes succeed again without reopening anything.
    const deadline = Date.now() + 10_000;
    let after = acknowledged;
    while (Date.now() < deadline && acknowledged < after + 5) await sleep(100);
    running = false;
    await Promise.all(workers);
    expect(acknowledged).toBeGreaterThanOrEqual(after + 5);
    after = (await handle.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM writes`)).rows[0].n;
    expect(after).toBeGreaterThanOrEqual(acknowledged);

    // Every failure while the server was down is recognised as "database unavailable" (503 page).
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) expect(isDatabaseUnavailableError(failure)).toBe(true);
    expect(((await healthz()) as Response).status).toBe(200);

    // The LISTEN connection came back on its own and receives notifications again.
    const listenDeadline = Date.now() + 10_000;
    while (Date.now() < listenDeadline && reconnects === 0) await sleep(100);
    expect(reconnects).toBe(1); // one restart, one reconnection
    await handle.db.execute(sql`SELECT pg_notify('page_cache', 'po-restarcie')`);
    const noticeDeadline = Date.now() + 5_000;
    while (Date.now() < noticeDeadline && !notices.includes("po-restarcie")) await sleep(50);
    expect(notices).toContain("po-restarcie");
    await unlisten();
  }, 30_000);
});
