// Process, port and table helpers for bench/run.ts.
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { closeSync, openSync, readdirSync, readFileSync, readSync } from "node:fs";
import net from "node:net";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs a command to completion, showing its output; rejects on a non-zero exit. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} ended with ${signal ?? code}`)),
    );
  });
}

export async function waitForOk(url: string, timeoutMs: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before answering`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Resident memory of a process in MB, from /proc (Linux); null elsewhere. */
export function rssMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const match = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** SIGTERM, then SIGKILL if the process has not exited within `graceMs`. */
export async function stop(child: ChildProcess | undefined, graceMs = 5000): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}

export type Row = { route: string; rps: number; p50: number; p99: number; note: string };

export function formatTable(rows: Row[]): string {
  const header = ["route", "requests/s", "p50 ms", "p99 ms", "note"];
  const cells = rows.map((r) => [r.route, r.rps.toFixed(0), r.p50.toFixed(1), r.p99.toFixed(1), r.note]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) =>
    `| ${c.map((v, i) => (i === 0 || i === 4 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join(" | ")} |`;
  return [line(header), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...cells.map(line)].join("\n");
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU time (user + system, ms) used so far by each of the given processes, from /proc (Linux only). */
export function cpuByPid(pids: number[]): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of pids) {
    try {
      // Fields after the ")" of the command name: state is field 3, utime 14 and stime 15.
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      used.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND);
    } catch {
      // the process ended meanwhile, or no /proc
    }
  }
  return used;
}

/**
 * CPU time (user + system, ms) of this process's finished children, from /proc/self/stat (cutime,
 * cstime): the seeding script's CPU, which — unlike its wall time — the machine's load does not inflate.
 */
export function finishedChildrenCpuMs(): number | null {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Child processes of `pid` (PostgreSQL's backends of a postmaster), from /proc. */
export function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1].split(" ");
      if (Number(fields[1]) === pid) children.push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return children;
}

/**
 * How `npm start` runs the server (package.json's start script): its environment assignments (the
 * malloc settings, ADR 108) and Node flags (`--max-semi-space-size=4`, ADR 104;
 * `--heap-growing-percent=40`, ADR 108), so the bench measures the server as it is run.
 */
export function startScript(): { env: Record<string, string>; nodeFlags: string[] } {
  const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { scripts?: { start?: string } };
  const words = (pkg.scripts?.start ?? "").split(/\s+/);
  const node = words.indexOf("node");
  const at = words.indexOf("build/server.js");
  const assignments = words.slice(0, Math.max(node, 0));
  if (node === -1 || at === -1 || !assignments.every((w) => /^[A-Z_]+=\S*$/.test(w))) {
    throw new Error("package.json's start script is not `[VAR=value …] node [flags] build/server.js`");
  }
  const env = Object.fromEntries(assignments.map((w) => [w.slice(0, w.indexOf("=")), w.slice(w.indexOf("=") + 1)]));
  return { env, nodeFlags: words.slice(node + 1, at) };
}

/**
 * Reads every file under `dir` once, so the server starts with its database in the operating
 * system's file cache, as a server that has run for a while has it. Session 35: a run on a data
 * folder reused from an earlier day (`--data-dir`) measured the disk, not the server: the uncached
 * product page gave 105 req/s, and the same build 149 a minute later.
 */
export function warmFileCache(dir: string): { megabytes: number; seconds: number } {
  const started = performance.now();
  const buffer = Buffer.allocUnsafe(1 << 20);
  let bytes = 0;
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = `${folder}/${entry.name}`;
      if (entry.isDirectory()) visit(file);
      else if (entry.isFile()) {
        const fd = openSync(file, "r");
        try {
          for (let read = readSync(fd, buffer); read > 0; read = readSync(fd, buffer)) bytes += read;
        } finally {
          closeSync(fd);
        }
      }
    }
  };
  visit(dir);
  return { megabytes: Math.round(bytes / 1e6), seconds: (performance.now() - started) / 1000 };
}
