/** The part of autocannon's programmatic API the bench uses (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    workers?: number;
    method?: 'GET' | 'POST';
    body?: string;
    /** Replaces each `[<id>]` in the body with a fresh random id, request by request. */
    idReplacement?: boolean;
    /** Seconds to wait for an answer before counting a timeout (default 10). */
    timeout?: number;
    /** Requests each connection sends in turn, over and over, instead of one to `url`. */
    requests?: Array<{ method?: 'GET' | 'POST'; path: string }>;
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    /** Completed requests (on the requests histogram). */
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }
  interface Instance extends PromiseLike<Result> {
    /** Each answer as it arrives: its status and the milliseconds it took. */
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void): Instance;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
