// The server's memory breakdown for the goal table (issue #14, ADR 100): the server writes it when
// it gets SIGUSR2 (MEMORY_REPORT_FILE, app/db/memory-report.server.ts); RSS alone comes from /proc.
import { existsSync, readFileSync } from "node:fs";
import type { ChildProcess } from "node:child_process";
import type { MemoryReport } from "../app/db/memory-report.server";

export type { MemoryReport };

/** Asks the running server for its memory report; null if it does not answer within 5 s. */
export async function serverMemory(server: ChildProcess, file: string): Promise<MemoryReport | null> {
  const lines = () => (existsSync(file) ? readFileSync(file, "utf8").trim().split("\n").filter(Boolean) : []);
  const before = lines().length;
  server.kill("SIGUSR2");
  for (let waited = 0; waited < 5000; waited += 100) {
    await new Promise((r) => setTimeout(r, 100));
    const now = lines();
    if (now.length > before) return JSON.parse(now.at(-1)!) as MemoryReport;
  }
  return null;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** "heap 61/88 MB (new 16, old 58, code 4), external 22 MB (ArrayBuffers 20), PGlite WASM 97 of 160 MB resident" */
export function formatMemory(m: MemoryReport): string {
  const spaces = ["new_space", "old_space", "code_space", "large_object_space"]
    .filter((s) => m.heapSpaces[s] !== undefined)
    .map((s) => `${s.replace("_space", "").replace("large_object", "large")} ${mb(m.heapSpaces[s])}`)
    .join(", ");
  const wasm =
    m.wasmBytes === null ? "" : `, PGlite WASM ${m.wasmResident === null ? "?" : mb(m.wasmResident)} of ${mb(m.wasmBytes)} MB resident`;
  return `V8 heap ${mb(m.heapUsed)}/${mb(m.heapTotal)} MB (${spaces}), external ${mb(m.external)} MB (ArrayBuffers ${mb(m.arrayBuffers)})${wasm}`;
}
