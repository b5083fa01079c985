// One autocannon row of `npm run bench`: requests/s and latency from autocannon, and the CPU the
// server (and PostgreSQL's processes) spent per request, from /proc.
import os from "node:os";
import autocannon, { type RawRequest } from "autocannon";
import { monotonicUs, type Window } from "./cpu-profile";
import { cpuByPid, type Row } from "./support";

export type Measured = Row & { total: number; p97_5: number; p95?: number };

export const load = () => os.loadavg()[0].toFixed(1);

export type Meter = {
  measure: (route: string, url: string, next?: () => string, headers?: Record<string, string>) => Promise<Measured>;
  /** Where the CPU of a route mix is spent: the app server, and PostgreSQL's processes (PGlite is inside the server). */
  setCpuSources: (sources: { server: () => number[]; db: () => number[] }) => void;
  /** Time windows of the route mixes since the last setCpuSources, for the CPU profile's summary. */
  windows: (Window & { requests: number })[];
  /** A meter of the same settings counting the CPU of other processes (with no database), e.g. the ceiling's. */
  forProcesses: (server: () => number[]) => Meter;
};

export function createMeter({ connections, duration }: { connections: number; duration: number }): Meter {
  let sources: { server: () => number[]; db: () => number[] } = { server: () => [], db: () => [] };
  const windows: (Window & { requests: number })[] = [];

  async function measure(route: string, url: string, next?: () => string, headers?: Record<string, string>): Promise<Measured> {
    const requests = next ? [{ setupRequest: (r: RawRequest) => ({ ...r, path: next() }) }] : undefined;
    const before = cpuByPid([...sources.server(), ...sources.db()]);
    const startUs = monotonicUs();
    const result = await autocannon({ url, connections, duration, timeout: 10, requests, headers });
    windows.push({ name: route, startUs, endUs: monotonicUs(), requests: result.requests.total });
    const bad = result.non2xx + result.errors + result.timeouts;
    // CPU per request is what the machine's load distorts least (a busy machine lowers req/s, not this).
    // PostgreSQL backends started during the run count from zero.
    const perRequest = (pids: number[]) => {
      const after = cpuByPid(pids);
      if (!after.size || !result.requests.total) return "?";
      const used = [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);
      return (used / result.requests.total).toFixed(2);
    };
    const dbPids = sources.db();
    const cpu = `CPU/request: server ${perRequest(sources.server())} ms${dbPids.length ? `, PostgreSQL ${perRequest(dbPids)} ms` : ""}`;
    const note = `${bad ? `${bad} failed of ${result.requests.total}` : `${result.requests.total} requests`}, ${cpu}, load ${load()}`;
    console.log(`  ${route}: ${result.requests.average.toFixed(0)} req/s`);
    return {
      route,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      p97_5: result.latency.p97_5,
      note,
      total: result.requests.total,
    };
  }

  return {
    measure,
    setCpuSources(next) {
      sources = next;
      windows.length = 0;
    },
    windows,
    forProcesses(server) {
      const other = createMeter({ connections, duration });
      other.setCpuSources({ server, db: () => [] });
      return other;
    },
  };
}
