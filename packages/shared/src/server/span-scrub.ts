import type { Attributes } from '@opentelemetry/api';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-node';

/**
 * Attributes the http and undici instrumentations record that name the visitor or her device: the
 * client's and peer's addresses and the user agent. They never leave the process.
 */
const DROPPED_KEYS = new Set([
  'http.client_ip',
  'client.address',
  'client.port',
  'net.peer.ip',
  'net.peer.port',
  'net.sock.peer.addr',
  'net.sock.peer.port',
  'network.peer.address',
  'network.peer.port',
  'http.user_agent',
  'user_agent.original',
  'url.query',
]);

/** Attributes holding a URL or a request target: kept without their query string. */
const URL_KEYS = new Set(['http.url', 'url.full', 'http.target', 'url.path']);

// An e-mail address anywhere in a string attribute (an SMTP or database error's text, a path).
const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[a-z]{2,}/gi;

function scrubValue(key: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const bare = URL_KEYS.has(key) ? value.split('?')[0]! : value;
  return bare.replace(EMAIL, '[redacted]');
}

/** A copy of `attributes` without the visitor's address, user agent, query strings or e-mails. */
export function scrubAttributes(attributes: Attributes): Attributes {
  const clean: Attributes = {};
  for (const [key, value] of Object.entries(attributes)) {
    if (DROPPED_KEYS.has(key)) continue;
    clean[key] = scrubValue(key, value) as Attributes[string];
  }
  return clean;
}

/** The span as exported: its attributes and its events' attributes scrubbed. */
export function scrubSpan(span: ReadableSpan): ReadableSpan {
  return {
    name: span.name,
    kind: span.kind,
    spanContext: () => span.spanContext(),
    parentSpanContext: span.parentSpanContext,
    startTime: span.startTime,
    endTime: span.endTime,
    status: span.status.message
      ? { ...span.status, message: String(scrubValue('', span.status.message)) }
      : span.status,
    attributes: scrubAttributes(span.attributes),
    links: span.links,
    events: span.events.map((event) => ({
      ...event,
      ...(event.attributes ? { attributes: scrubAttributes(event.attributes) } : {}),
    })),
    duration: span.duration,
    ended: span.ended,
    resource: span.resource,
    instrumentationScope: span.instrumentationScope,
    droppedAttributesCount: span.droppedAttributesCount,
    droppedEventsCount: span.droppedEventsCount,
    droppedLinksCount: span.droppedLinksCount,
  };
}

/** Wraps an exporter so that every span it sends is scrubbed first ({@link scrubSpan}). */
export function scrubbingExporter(inner: SpanExporter): SpanExporter {
  return {
    export: (spans, done) => inner.export(spans.map(scrubSpan), done),
    shutdown: () => inner.shutdown(),
    forceFlush: () => inner.forceFlush?.() ?? Promise.resolve(),
  };
}
