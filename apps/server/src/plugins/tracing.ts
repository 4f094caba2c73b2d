import type { FastifyPluginCallback } from 'fastify';
import type { DatabaseHandle } from '../db/client';

/** OpenTelemetry traces when OTEL_EXPORTER_OTLP_ENDPOINT is set (decision 285): where to send them, as whom. */
export interface TracingConfig {
  /** The collector's base address; spans go to `<endpoint>/v1/traces` (OTLP over HTTP, JSON). */
  endpoint: string;
  /** OTEL_SERVICE_NAME, default `brewline`. */
  serviceName: string;
}

export interface Tracing {
  /** @fastify/otel's plugin: registered before every route, it opens a span for each request. */
  plugin: FastifyPluginCallback;
  /** Sends each database statement's time as a span of the request that waited for it. */
  traceQueries(database: Pick<DatabaseHandle, 'driver' | 'observeQueries'>): () => void;
  /** Sends the spans still buffered and stops the SDK. */
  shutdown(): Promise<void>;
}

/** The span attribute that carries the request's id (decision 285's X-Request-Id), to go from a trace to the logs. */
export const REQUEST_ID_ATTRIBUTE = 'brewline.request_id';

/**
 * With an OTLP endpoint, loads and starts the OpenTelemetry Node SDK with an OTLP/HTTP exporter and @fastify/otel;
 * without one nothing is loaded (the imports are dynamic, as Sentry's are) and nothing is sent. Each request's span
 * is named by its method and route pattern (`GET /api/shops/:shopId/menu`, never the URL a caller chose) and carries
 * the request id; the database's statements are spans under it, timed by the handle's stopwatch (no SQL text, which
 * could carry a value).
 */
export async function loadTracing(config: TracingConfig | undefined): Promise<Tracing | undefined> {
  if (!config) return undefined;
  const [{ NodeSDK }, { OTLPTraceExporter }, { FastifyOtelInstrumentation }, api] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@fastify/otel'),
    import('@opentelemetry/api'),
  ]);
  const instrumentation = new FastifyOtelInstrumentation({
    requestHook(span, request) {
      span.updateName(`${request.method} ${request.routeOptions.url ?? 'unmatched'}`);
      span.setAttribute(REQUEST_ID_ATTRIBUTE, request.id);
    },
  });
  const sdk = new NodeSDK({
    serviceName: config.serviceName,
    traceExporter: new OTLPTraceExporter({ url: `${config.endpoint.replace(/\/+$/, '')}/v1/traces` }),
    instrumentations: [instrumentation],
    // Traces only: the metrics are Prometheus's (/metrics) and the logs pino's.
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  const tracer = api.trace.getTracer('brewline');
  return {
    plugin: instrumentation.plugin(),
    traceQueries(database) {
      return database.observeQueries((seconds) => {
        // Told as the statement ends, in the request's context: the span is drawn back to when it began.
        if (!api.trace.getSpan(api.context.active())) return;
        const end = Date.now();
        tracer
          .startSpan('db.query', {
            kind: api.SpanKind.CLIENT,
            startTime: end - seconds * 1000,
            attributes: { 'db.system.name': 'postgresql', 'brewline.db.driver': database.driver },
          })
          .end(end);
      });
    },
    shutdown: () => sdk.shutdown(),
  };
}
