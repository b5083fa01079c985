// A throwaway PostgreSQL cluster for `npm run bench -- --engine postgres|both`, started the way
// scripts/test-all.sh starts the test suite's: initdb in a temporary folder, trust auth on loopback,
// durability off (fsync, synchronous_commit, full_page_writes), removed afterwards.
import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { childPids, freePort } from "./support";

export type Throwaway = {
  url: string;
  version: string;
  /** The postmaster and its backends (for CPU accounting per request). */
  pids: () => number[];
  stop: () => void;
};

function pgBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const bin = versions.length ? path.join(root, versions.at(-1)!, "bin") : "";
  if (!bin || !existsSync(path.join(bin, "initdb"))) {
    throw new Error("PostgreSQL not installed (apt-get install postgresql), or run with --engine pglite");
  }
  return bin;
}

function postgresUid(): number | undefined {
  const line = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
  return line.status === 0 ? Number(line.stdout.trim()) : undefined;
}

export async function startThrowawayPostgres(): Promise<Throwaway> {
  const bin = pgBin();
  const dir = mkdtempSync(path.join(os.tmpdir(), "vp-bench-pg-"));
  const asRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: as in test-all.sh, the cluster belongs to the postgres user.
  const uid = asRoot ? postgresUid() : undefined;
  if (asRoot && uid === undefined) throw new Error("running as root needs the 'postgres' system user");
  if (uid !== undefined) chownSync(dir, uid, uid);
  const runPg = (command: string, args: string[]) => {
    const [cmd, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
    const result = spawnSync(cmd, argv, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
    return result.stdout;
  };
  const port = await freePort();
  const data = path.join(dir, "data");
  runPg(path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]);
  const options = [
    `-p ${port}`, `-k ${dir}`, "-c listen_addresses=127.0.0.1", "-c fsync=off", "-c synchronous_commit=off",
    "-c full_page_writes=off", "-c max_connections=200",
  ].join(" ");
  runPg(path.join(bin, "pg_ctl"), ["-D", data, "-l", path.join(dir, "server.log"), "-w", "-o", options, "start"]);
  const version = /\) (\S+)/.exec(runPg(path.join(bin, "postgres"), ["--version"]))?.[1] ?? "?";
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    pids() {
      try {
        const postmaster = Number(readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]);
        return [postmaster, ...childPids(postmaster)];
      } catch {
        return [];
      }
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        runPg(path.join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
