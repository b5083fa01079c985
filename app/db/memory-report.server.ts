// Issue #14 (ADR 100): where the server's memory goes. With MEMORY_REPORT_FILE=<file> in the
// environment (the bench sets it), SIGUSR2 makes the process write one JSON line to that file: its
// RSS, the V8 heap, memory outside the heap (Buffers, the page cache's bodies) and PGlite's
// WebAssembly memory — how far it has grown and how much of it is resident. Unset (always, outside
// the bench) nothing is registered.
import { appendFileSync, readFileSync } from "node:fs";
import v8 from "node:v8";

export type MemoryReport = {
  /** All figures in bytes; null where the platform does not tell (no /proc). */
  rss: number;
  heapTotal: number;
  heapUsed: number;
  /** C++ objects bound to JS objects, ArrayBuffers included. */
  external: number;
  arrayBuffers: number;
  /** V8 heap pages in use by space (new, old, code, large objects…): where heapTotal sits. */
  heapSpaces: Record<string, number>;
  /** PGlite's WebAssembly.Memory: the size PostgreSQL has grown it to (it never shrinks). */
  wasmBytes: number | null;
  /** The resident part of that memory (pages PostgreSQL has touched), from /proc/self/smaps. */
  wasmResident: number | null;
};

let wasmMemory: () => WebAssembly.Memory | undefined = () => undefined;
let watching = false;

/** Called by openDatabase with the PGlite instance's memory (none on PostgreSQL) and MEMORY_REPORT_FILE. */
export function watchMemory(memory: () => WebAssembly.Memory | undefined, file: string | undefined): void {
  wasmMemory = memory;
  if (!file || watching) return;
  watching = true;
  process.on("SIGUSR2", () => appendFileSync(file, JSON.stringify(memoryReport()) + "\n"));
}

export function memoryReport(): MemoryReport {
  const usage = process.memoryUsage();
  const heapSpaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, s.physical_space_size]));
  const memory = wasmMemory();
  const wasmBytes = memory ? memory.buffer.byteLength : null;
  return {
    rss: usage.rss,
    heapTotal: usage.heapTotal,
    heapUsed: usage.heapUsed,
    external: usage.external,
    arrayBuffers: usage.arrayBuffers,
    heapSpaces,
    wasmBytes,
    wasmResident: wasmBytes ? residentOfMapping(wasmBytes) : null,
  };
}

/**
 * Resident bytes of the anonymous read-write mapping exactly `size` bytes long: V8 maps a wasm
 * memory as a large reservation whose accessible part (its current size) is a mapping of its own.
 */
function residentOfMapping(size: number): number | null {
  let smaps: string;
  try {
    smaps = readFileSync("/proc/self/smaps", "utf8");
  } catch {
    return null;
  }
  let current = false;
  let resident: number | null = null;
  for (const line of smaps.split("\n")) {
    const range = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ (\d+)\s*(\S*)/.exec(line);
    if (range) {
      const length = Number(BigInt("0x" + range[2]) - BigInt("0x" + range[1]));
      current = length === size && range[3].startsWith("rw") && range[4] === "0" && !range[5];
      continue;
    }
    const rss = current ? /^Rss:\s+(\d+) kB/.exec(line) : null;
    if (rss) resident = (resident ?? 0) + Number(rss[1]) * 1024;
  }
  return resident;
}
