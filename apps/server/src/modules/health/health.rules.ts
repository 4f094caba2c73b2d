/** The health check's rules: how long one database check answers, and how long it may take. */
/** One database check answers every health call for this long, so however often monitors poll, the database sees one query a second. */
export const HEALTH_CHECK_MAX_AGE_MS = 1000;
/** A database that does not answer `select 1` within this is reported unreachable (a pool can wait forever). */
export const HEALTH_CHECK_TIMEOUT_MS = 2000;

/**
 * Reachability with a short memory: the last check is reused while it is younger than maxAgeMs, and callers
 * arriving while a check runs share it. A failure therefore shows within maxAgeMs + timeoutMs.
 */
export function rememberedReachability(
  check: () => Promise<boolean>,
  { maxAgeMs = HEALTH_CHECK_MAX_AGE_MS, timeoutMs = HEALTH_CHECK_TIMEOUT_MS } = {},
): () => Promise<boolean> {
  let last: { reachable: boolean; at: number } | undefined;
  let running: Promise<boolean> | undefined;
  const checkWithTimeout = () => {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
      timer.unref();
    });
    return Promise.race([check().catch(() => false), timedOut]).finally(() => clearTimeout(timer));
  };
  return () => {
    if (last && Date.now() - last.at < maxAgeMs) return Promise.resolve(last.reachable);
    running ??= checkWithTimeout().then((reachable) => {
      last = { reachable, at: Date.now() };
      running = undefined;
      return reachable;
    });
    return running;
  };
}

/** Where the process is in its life: starting (not yet serving), ready, or draining (shutting down; decision 285). */
export type LifecyclePhase = 'starting' | 'ready' | 'draining';

/**
 * The process's phase, which readiness answers from: `markReady` once the app has started (its database migrated),
 * `startDraining` as shutdown begins, so a load balancer stops sending requests before the server closes. Draining is
 * for good: a process that began shutting down never becomes ready again.
 */
export function createLifecycle() {
  let phase: LifecyclePhase = 'starting';
  return {
    phase: (): LifecyclePhase => phase,
    markReady() {
      if (phase === 'starting') phase = 'ready';
    },
    startDraining() {
      phase = 'draining';
    },
  };
}
export type Lifecycle = ReturnType<typeof createLifecycle>;
