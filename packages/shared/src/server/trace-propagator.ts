import type { Context, TextMapPropagator } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';

/**
 * The services' propagator: W3C trace context only (no baggage to carry a visitor's header inward).
 * The public edge writes it on its calls to the services but never reads it from a visitor's
 * request: a browser cannot join or steer the firm's traces; each lead's trace starts at the edge.
 * @param trustIncoming - false for the web edge
 */
export function tracePropagator(trustIncoming: boolean): TextMapPropagator {
  const w3c = new W3CTraceContextPropagator();
  if (trustIncoming) return w3c;
  return {
    inject: (context, carrier, setter) => w3c.inject(context, carrier, setter),
    extract: (context: Context) => context,
    fields: () => w3c.fields(),
  };
}
