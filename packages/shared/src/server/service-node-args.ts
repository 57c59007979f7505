/**
 * How node starts a service (the launcher, the tests' service processes; the Dockerfile's CMDs say the
 * same): TypeScript through tsx, then the tracing preload, which loads OpenTelemetry only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set (issue 33 §2). Resolved from the repository's root.
 */
export const SERVICE_NODE_ARGS = [
  '--import',
  'tsx',
  '--import',
  '@firm/shared/server/tracing-preload',
] as const;
