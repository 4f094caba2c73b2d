/** Requests a second under load: autocannon with 50 connections, after a short warm-up. */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /**
   * CPU time the server process spent per request (Linux only). Steadier than requests a second on a machine
   * shared with other work, and the figure a fix moves: 1,000,000 / this is what one free core could serve.
   */
  serverCpuMicros: number | undefined;
}

/** User plus system CPU time of a process, in clock ticks (100 a second on Linux), or undefined elsewhere. */
export function cpuTicks(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

export async function requestsPerSecond(
  url: string,
  options: { seconds: number; serverPid: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const headers = options.headers ?? {};
  // The first second warms the JIT, the connection pool and the caches; it is not counted.
  await autocannon({ url, connections: 50, duration: 1, headers });
  const ticksBefore = cpuTicks(options.serverPid);
  const result = await autocannon({ url, connections: 50, duration: options.seconds, headers });
  const ticksAfter = cpuTicks(options.serverPid);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} answers were not 2xx and ${result.errors} connections failed under load`);
  }
  const requests = result.requests.total;
  return {
    requestsPerSecond: requests / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    serverCpuMicros: ticksBefore === undefined || ticksAfter === undefined ? undefined : ((ticksAfter - ticksBefore) * 10_000) / requests,
  };
}
