import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  context,
  propagation,
  trace,
  type Attributes,
  type Span,
} from '@opentelemetry/api';

// The OpenTelemetry API alone (no SDK): without the tracing preload every call below is a no-op
// (no active span, a propagator that writes nothing), so the code that carries a lead's trace
// context costs nothing when tracing is off.

export { SpanKind, SpanStatusCode, type Span };

/** The name of the tracer of the project's own spans (outbox relay, jobs, SMTP). */
const TRACER_NAME = 'firm';

/**
 * The W3C `traceparent` of the active span, to carry across a boundary that is not HTTP (an outbox
 * row, a job's data).
 * @returns the header value, or undefined when no span is active (tracing off)
 */
export function currentTraceparent(): string | undefined {
  if (!trace.getActiveSpan()) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/** The trace and span ids of the active span, for log lines; undefined when none is active. */
export function activeTraceIds(): { trace_id: string; span_id: string } | undefined {
  const span = trace.getActiveSpan();
  if (!span) return undefined;
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/** Options of {@link startSpan}. */
export type TSpanOptions = {
  kind?: SpanKind;
  /**
   * A `traceparent` carried in a row or a job: the span joins that trace; null: a new trace.
   * @defaultValue the active span
   */
  parent?: string | null | undefined;
  /** Ids and codes only, never personal data. */
  attributes?: Attributes;
};

/** Starts a span (not made active); the caller ends it. */
export function startSpan(name: string, options: TSpanOptions = {}): Span {
  const parent =
    options.parent === undefined
      ? context.active()
      : options.parent
        ? propagation.extract(ROOT_CONTEXT, { traceparent: options.parent })
        : ROOT_CONTEXT;
  return trace
    .getTracer(TRACER_NAME)
    .startSpan(name, { kind: options.kind, attributes: options.attributes }, parent);
}

/** Runs `fn` with `span` as the active span (the spans and jobs it starts become its children). */
export function withSpan<T>(span: Span, fn: () => T): T {
  return context.with(trace.setSpan(context.active(), span), fn);
}

/**
 * Runs `fn` in a new active span and ends it: status error when `fn` throws (its bounded `reason`,
 * never the error's message, which may quote an address).
 */
export async function inSpan<T>(
  name: string,
  options: TSpanOptions,
  fn: (span: Span) => Promise<T>,
  reason: (error: unknown) => string = () => 'error',
): Promise<T> {
  const span = startSpan(name, options);
  try {
    return await withSpan(span, () => fn(span));
  } catch (error) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: reason(error) });
    throw error;
  } finally {
    span.end();
  }
}
