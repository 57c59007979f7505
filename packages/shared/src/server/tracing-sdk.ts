import { register } from 'node:module';
import { createAddHookMessageChannel } from 'import-in-the-middle';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { scrubbingExporter } from './span-scrub';
import { tracePropagator } from './trace-propagator';

// Loaded by tracing-preload.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is set. The exporter reads the
// standard OTEL_* variables itself (endpoint, headers, OTEL_BSP_SCHEDULE_DELAY, …).

/** Requests that say nothing about a lead: probes, scrapes and static files. */
const UNTRACED_PATHS = /^\/(healthz|readyz|metrics)\b|^\/(assets|fonts|media|images)\//;

/** The service's name: OTEL_SERVICE_NAME, else the folder of its entry (services/<name>/…). */
export function serviceNameOf(env: NodeJS.ProcessEnv, entry: string | undefined): string {
  if (env.OTEL_SERVICE_NAME) return env.OTEL_SERVICE_NAME;
  return /services\/([^/]+)\//.exec(entry ?? '')?.[1] ?? 'firm';
}

// ESM: the instrumentations patch `import`ed modules through import-in-the-middle's loader hook,
// registered before the service's own modules load. It wraps only the modules the
// instrumentations ask for (the message channel tells it which): wrapping every module made
// content-api's start cost 3.3 s of CPU instead of 2.3 s (1.8 s with tracing off).
const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

const provider = new NodeTracerProvider({
  resource: resourceFromAttributes({
    'service.name': serviceNameOf(process.env, process.argv[1]),
  }),
  spanProcessors: [new BatchSpanProcessor(scrubbingExporter(new OTLPTraceExporter()))],
});
// the AsyncLocalStorage context manager, and W3C trace context: the edge (its entry is in
// services/web) ignores a visitor's
const isEdge = serviceNameOf({}, process.argv[1]) === 'web';
provider.register({ propagator: tracePropagator(!isEdge) });

registerInstrumentations({
  tracerProvider: provider,
  instrumentations: [
    new HttpInstrumentation({
      ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.test(request.url ?? ''),
    }),
    new UndiciInstrumentation(),
    new ExpressInstrumentation(),
    // statements only, never their values (enhancedDatabaseReporting stays off); the queue's and
    // the relay's polling outside any request or job is not traced
    new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
    // the command's name only: arguments may hold a rate-limit key (an address)
    new IORedisInstrumentation({
      requireParentSpan: true,
      dbStatementSerializer: (command) => command,
    }),
  ],
});

await waitForAllMessagesAcknowledged();

// the spans of the last moments go out before the process stops (best effort)
process.once('SIGTERM', () => void provider.forceFlush().catch(() => undefined));
