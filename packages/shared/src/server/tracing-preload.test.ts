import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoPaths } from './paths';
import { SERVICE_NODE_ARGS } from './service-node-args';

const root = repoPaths().root;
const fixture = 'packages/shared/src/server/tracing-preload.fixture.ts';

// A module hook registered before the preload: every module the process resolves, one URL a line.
const recorderHook = `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  appendFileSync(process.env.MODULE_LOG, resolved.url + '\\n');
  return resolved;
}`;
const recorder = `data:text/javascript,${encodeURIComponent(
  `import { register } from 'node:module';
   register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(recorderHook)}`)});`,
)}`;

/** Starts the fixture as a service starts (tsx, then the preload); the modules it resolved. */
function modulesLoaded(env: Record<string, string>): { status: number | null; urls: string[] } {
  const dir = mkdtempSync(path.join(tmpdir(), 'tracing-preload-'));
  const log = path.join(dir, 'modules.txt');
  try {
    const [tsxFlag, tsx, ...preload] = SERVICE_NODE_ARGS;
    const { OTEL_EXPORTER_OTLP_ENDPOINT: _inherited, ...inherited } = process.env;
    const result = spawnSync(
      process.execPath,
      [tsxFlag, tsx, '--import', recorder, ...preload, fixture],
      { cwd: root, env: { ...inherited, ...env, MODULE_LOG: log }, encoding: 'utf8' },
    );
    return { status: result.status, urls: readFileSync(log, 'utf8').split('\n') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const SDK =
  /\/node_modules\/(@opentelemetry\/(sdk-|exporter-|instrumentation)|import-in-the-middle)/;

describe('tracing preload', () => {
  it('When OTEL_EXPORTER_OTLP_ENDPOINT is unset, then the service starts without loading any module of the OpenTelemetry SDK', () => {
    const { status, urls } = modulesLoaded({});
    expect(status).toBe(0);
    expect(urls.some((url) => url.endsWith('/tracing-preload.ts'))).toBe(true);
    expect(urls.some((url) => url.includes('/node_modules/express/'))).toBe(true);
    expect(urls.filter((url) => SDK.test(url))).toEqual([]);
  }, 30_000);

  it('When OTEL_EXPORTER_OTLP_ENDPOINT is set, then the preload loads the SDK, its exporter and instrumentations', () => {
    const { status, urls } = modulesLoaded({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' });
    expect(status).toBe(0);
    const loaded = urls.filter((url) => SDK.test(url)).join('\n');
    for (const name of [
      'sdk-trace-node',
      'exporter-trace-otlp-http',
      'instrumentation-http',
      'instrumentation-pg',
    ])
      expect(loaded).toContain(`@opentelemetry/${name}/`);
  }, 30_000);
});
