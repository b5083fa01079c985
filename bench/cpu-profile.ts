// Where the server's CPU time goes (issue #14 "measure before changing"): summarises a V8 .cpuprofile
// written by `node --cpu-prof` (npm run bench -- --cpu-prof), split into the time windows of the
// bench's route mixes. V8 stamps samples with the monotonic clock that process.hrtime() reads, so a
// window taken in the bench process selects the samples of that route in the server's profile.
//   npx tsx bench/cpu-profile.ts <file.cpuprofile> [--top 15]   (whole profile)
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; hitCount?: number; children?: number[] };
export type CpuProfile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };
/** A route mix's time window in microseconds of the monotonic clock (process.hrtime.bigint() / 1000). */
export type Window = { name: string; startUs: number; endUs: number };

export const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/** Which part of the stack a frame belongs to: a package, the app's server build, PGlite's WASM, Node. */
export function moduleOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) {
    // (garbage collector), (program), (idle); otherwise a V8 builtin or native function.
    return functionName.startsWith("(") ? functionName : "(native/V8 builtins)";
  }
  if (url.startsWith("wasm://")) return "PGlite (WASM)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] === "@electric-sql/pglite" ? "PGlite (JS glue)" : pkg[1];
  if (url.startsWith("node:")) return "node: " + url.slice(5).split("/")[0];
  if (/\/build\/server\//.test(url)) return "app (server build)";
  if (/\/build\/server\.js$/.test(url)) return "server/index (express)";
  return path.basename(url);
}

export type Summary = {
  name: string;
  totalMs: number;
  /** Milliseconds the process was busy (not idle) in the window. */
  busyMs: number;
  topFunctions: { label: string; ms: number; share: number }[];
  topModules: { label: string; ms: number; share: number }[];
};

export function summarise(profile: CpuProfile, window: Window | null, top = 15): Summary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  let t = profile.startTime;
  let totalUs = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    const delta = profile.timeDeltas[i + 1] ?? 0; // the sample stands for the time until the next one
    if (window && (t < window.startUs || t > window.endUs)) continue;
    selfUs.set(profile.samples[i], (selfUs.get(profile.samples[i]) ?? 0) + delta);
    totalUs += delta;
  }
  const functions = new Map<string, number>();
  const modules = new Map<string, number>();
  let idleUs = 0;
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === "(idle)") idleUs += us;
    const where = frame.url ? `${path.basename(frame.url)}:${frame.lineNumber + 1}` : "";
    const label = `${frame.functionName || "(anonymous)"}${where ? ` ${where}` : ""} [${moduleOf(frame)}]`;
    functions.set(label, (functions.get(label) ?? 0) + us);
    modules.set(moduleOf(frame), (modules.get(moduleOf(frame)) ?? 0) + us);
  }
  const busyUs = totalUs - idleUs;
  const rank = (m: Map<string, number>) =>
    [...m]
      .filter(([label]) => !label.startsWith("(idle)"))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([label, us]) => ({ label, ms: us / 1000, share: busyUs > 0 ? us / busyUs : 0 }));
  return { name: window?.name ?? "whole profile", totalMs: totalUs / 1000, busyMs: busyUs / 1000, topFunctions: rank(functions), topModules: rank(modules) };
}

export function formatSummary(s: Summary, requests?: number): string {
  const perRequest = requests ? `, ${(s.busyMs / requests).toFixed(2)} ms of sampled main-thread time per request (${requests} requests; wall time: a loaded machine inflates it, the /proc CPU figure of the route row does not)` : "";
  const lines = [`### ${s.name}: ${(s.busyMs / 1000).toFixed(1)} s busy of ${(s.totalMs / 1000).toFixed(1)} s on the server's main thread${perRequest}`];
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`.padStart(7);
  lines.push("Modules (self time):");
  for (const m of s.topModules.slice(0, 8)) lines.push(`  ${pct(m.share)}  ${m.label}`);
  lines.push("Functions (self time):");
  for (const f of s.topFunctions) lines.push(`  ${pct(f.share)}  ${f.label}`);
  return lines.join("\n");
}

export function readProfile(file: string): CpuProfile {
  return JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
}

/** The server's CPU profile (written when it exits), summarised per route mix (npm run bench -- --cpu-prof). */
export function printProfile(dir: string, windows: (Window & { requests: number })[], kept: boolean): void {
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".cpuprofile")) : [];
  if (!files.length) return console.log(`No CPU profile in ${dir}.`);
  const file = path.join(dir, files[0]);
  const profile = readProfile(file);
  console.log(`\nCPU profile ${file} (self time on the server's main thread, PGlite's WASM included):`);
  for (const window of windows) console.log(`\n${formatSummary(summarise(profile, window, 12), window.requests)}`);
  if (kept) console.log(`\nKept: open ${file} in Chrome DevTools (Performance) or run npx tsx bench/cpu-profile.ts on it.`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({ options: { top: { type: "string", default: "15" } }, allowPositionals: true });
  if (!positionals.length) {
    console.error("Usage: npx tsx bench/cpu-profile.ts <file.cpuprofile> [--top N]");
    process.exit(2);
  }
  for (const file of positionals) console.log(formatSummary(summarise(readProfile(file), null, Number(values.top))));
}
