import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client.server";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.server";

// Issue #12 point 2 (PGlite): one owner per embedded database folder.
const root = mkdtempSync(path.join(os.tmpdir(), "vp-lock-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("exclusive lock on the embedded database folder", () => {
  it("refuses a second open of the same PGlite folder with one clear line, and frees it on close", async () => {
    const dataDir = path.join(root, "a", "db");
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirLockedError);
      await expect(openDatabase({ dataDir })).rejects.toThrow(/^Folder bazy danych .* jest już używany przez inny proces \(PID \d+\)/);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir });
    await again.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  }, 60_000);

  it("stops while another live process holds the folder, and takes over after that process is killed", async () => {
    const dataDir = path.join(root, "b", "db");
    const holder = spawn(
      process.execPath,
      ["--import", "tsx", "-e", `import("${path.resolve("app/db/data-dir-lock.server.ts")}").then((m) => { m.lockDataDir(${JSON.stringify(dataDir)}); console.log("locked"); setInterval(() => {}, 1000); })`],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    await new Promise<void>((resolve, reject) => {
      holder.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("locked") && resolve());
      holder.on("exit", () => reject(new Error("holder exited")));
    });
    try {
      expect(() => lockDataDir(dataDir)).toThrow(new RegExp(`PID ${holder.pid}\\)`));
    } finally {
      holder.kill("SIGKILL");
      await new Promise((resolve) => holder.on("exit", resolve));
    }
    // kill -9 leaves the lock file behind: its owner is gone, so the next start takes it over.
    expect(existsSync(`${dataDir}.lock`)).toBe(true);
    const lock = lockDataDir(dataDir);
    lock.release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  }, 30_000);

  it("takes over a lock naming its own PID that it did not take (a container restarted as PID 1)", () => {
    const dataDir = path.join(root, "c", "db");
    mkdirSync(path.dirname(dataDir), { recursive: true });
    writeFileSync(`${dataDir}.lock`, `${process.pid}\n`);
    const lock = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError); // this process's own lock still counts
    lock.release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
