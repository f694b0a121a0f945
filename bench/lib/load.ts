// autocannon, driven from this process, with the figures the benchmarks print.
import { createRequire } from 'node:module';
import type { CpuProbe } from './cpu.ts';

export interface LoadTarget {
  name: string;
  url: string;
  headers?: Record<string, string>;
}

export interface LoadResult {
  requestsPerSecond: number;
  /** Latencies of 2xx responses, in ms (autocannon records whole milliseconds). */
  p50: number;
  p99: number;
  total: number;
  /** CPU milliseconds per request of each probed process (null where it cannot be read). */
  cpuMsPerRequest: Record<string, number | null>;
}

/** What autocannon 9 resolves with, as far as the benchmarks read it (it ships no types). */
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats?: Record<string, { count: number }>;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/**
 * Keeps `connections` requests in flight against one target for `seconds`. Any response other
 * than 2xx, an error or a time-out makes the run fail: figures of an endpoint that answered 401s
 * or 429s would measure the wrong thing.
 */
export async function load(
  target: LoadTarget,
  { connections, seconds }: { connections: number; seconds: number },
  probes: Record<string, CpuProbe> = {},
): Promise<LoadResult> {
  const cpuBefore = Object.fromEntries(
    Object.entries(probes).map(([name, read]) => [name, read()]),
  );
  const result = await autocannon({
    url: target.url,
    headers: target.headers ?? {},
    connections,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${target.name}: ${result.non2xx} non-2xx responses, ${result.errors} errors, ${result.timeouts} time-outs (${JSON.stringify(result.statusCodeStats ?? {})})`,
    );
  }
  const cpuMsPerRequest = Object.fromEntries(
    Object.entries(probes).map(([name, read]) => {
      const before = cpuBefore[name];
      const after = read();
      return [
        name,
        before == null || after == null ? null : ((after - before) * 1000) / result.requests.total,
      ];
    }),
  );
  return {
    cpuMsPerRequest,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
  };
}
