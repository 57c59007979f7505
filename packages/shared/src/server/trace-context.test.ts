import { Writable } from 'node:stream';
import { trace } from '@opentelemetry/api';
import {
  InMemorySpanExporter,
  NodeTracerProvider,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-node';
import { jobRequest } from '../jobs/define-job';
import { NOTIFY_INTAKE_JOB } from '../jobs/notify-intake.job';
import { createLogger } from './logger';
import { scrubSpan } from './span-scrub';
import { SpanKind, currentTraceparent, inSpan, startSpan } from './trace-context';

// The SDK as the preload registers it, with an in-memory exporter: this file's process only.
const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
provider.register();
afterAll(() => provider.shutdown());
beforeEach(() => exporter.reset());

function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger('test', 'info', sink), lines };
}

describe('trace context', () => {
  it('When a line is logged inside a span, then it carries that span trace_id and span_id; outside, neither', async () => {
    const { logger, lines } = capturedLogger();
    let ids = { traceId: '', spanId: '' };
    await inSpan('work', {}, async (span) => {
      ids = span.spanContext();
      logger.info('inside');
    });
    logger.info('outside');
    expect(lines[0]).toMatchObject({ msg: 'inside', trace_id: ids.traceId, span_id: ids.spanId });
    expect(lines[1]).not.toHaveProperty('trace_id');
  });

  it('When a job is requested inside a span, then its data carries the traceparent and a span started from it joins the trace', async () => {
    let traceId = '';
    const request = await inSpan('relay', {}, async (span) => {
      traceId = span.spanContext().traceId;
      return jobRequest(NOTIFY_INTAKE_JOB, { leadId: 7 });
    });
    const data = request.data as { leadId: number; traceparent?: string };
    expect(data.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
    expect(request.opts.jobId).toBe(jobRequest(NOTIFY_INTAKE_JOB, { leadId: 7 }).opts.jobId);
    startSpan('job', { parent: data.traceparent, kind: SpanKind.CONSUMER }).end();
    const job = exporter.getFinishedSpans().find((span) => span.name === 'job');
    expect(job?.spanContext().traceId).toBe(traceId);
  });

  it('When no span is active, then there is no traceparent and a job carries none', () => {
    expect(currentTraceparent()).toBeUndefined();
    expect(jobRequest(NOTIFY_INTAKE_JOB, { leadId: 7 }).data).toEqual({ leadId: 7 });
  });

  it('When a span has the visitor address, user agent, a query string or an e-mail, then the exported copy has none of them', () => {
    const span = trace.getTracer('t').startSpan('POST', {
      attributes: {
        'client.address': '203.0.113.7',
        'network.peer.address': '10.0.0.1',
        'user_agent.original': 'Mozilla/5.0',
        'url.full': 'http://edge/api/prospecto/agregar?email=ana%40example.com&x=1',
        'url.query': 'email=ana%40example.com',
        'http.route': '/api/prospecto/agregar',
      },
    });
    span.addEvent('exception', { 'exception.message': '550 <ana@example.com> unknown user' });
    span.end();
    const [finished] = exporter.getFinishedSpans();
    const scrubbed = scrubSpan(finished!);
    expect(scrubbed.attributes).toEqual({
      'url.full': 'http://edge/api/prospecto/agregar',
      'http.route': '/api/prospecto/agregar',
    });
    expect(scrubbed.events[0]?.attributes).toEqual({
      'exception.message': '550 <[redacted]> unknown user',
    });
    expect(scrubbed.spanContext()).toEqual(finished!.spanContext());
  });
});
