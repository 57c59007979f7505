import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as a service exported it (OTLP/HTTP JSON), with its service's name. */
export type TReceivedSpan = {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
};

/** A tiny OTLP/HTTP trace receiver: what the services' exporters POST to `/v1/traces`. */
export type TOtlpReceiver = {
  /** For OTEL_EXPORTER_OTLP_ENDPOINT. */
  url: string;
  spans: TReceivedSpan[];
  /** Every request body as received (to look for personal data anywhere in it). */
  bodies: string[];
  close: () => Promise<void>;
};

type TAnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean };
type TKeyValue = { key: string; value: TAnyValue };
type TOtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: TKeyValue[];
};
type TExport = {
  resourceSpans?: {
    resource?: { attributes?: TKeyValue[] };
    scopeSpans?: { spans?: TOtlpSpan[] }[];
  }[];
};

const valueOf = (value: TAnyValue) =>
  value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : value.boolValue);

const attributesOf = (list: TKeyValue[] = []) =>
  Object.fromEntries(list.map(({ key, value }) => [key, valueOf(value)]));

/** Starts the receiver on `port` (127.0.0.1). */
export async function startOtlpReceiver(port: number): Promise<TOtlpReceiver> {
  const spans: TReceivedSpan[] = [];
  const bodies: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      bodies.push(body);
      const parsed = JSON.parse(body) as TExport;
      for (const resource of parsed.resourceSpans ?? []) {
        const service = String(attributesOf(resource.resource?.attributes)['service.name']);
        for (const scope of resource.scopeSpans ?? [])
          for (const span of scope.spans ?? [])
            spans.push({
              service,
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId ?? '',
              name: span.name,
              kind: span.kind,
              attributes: attributesOf(span.attributes),
            });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    spans,
    bodies,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
