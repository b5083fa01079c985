// The part of autocannon's programmatic API the benchmark uses (the package ships no types).
declare module "autocannon" {
  type Histogram = { average: number; mean: number; p50: number; p90: number; p97_5: number; p99: number; max: number };
  export type RawRequest = { method?: string; path?: string; headers?: Record<string, string> };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: { setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest }[];
  };
  export type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
  };
  export default function autocannon(options: Options): Promise<Result> & { stop(): void };
}
