// The `--import` preload of every service (`node --import tsx --import
// @firm/shared/server/tracing-preload <entry>`): with OTEL_EXPORTER_OTLP_ENDPOINT set it starts
// OpenTelemetry tracing before the service's modules load; without it, it returns before importing
// anything of the SDK, so tracing off costs nothing.
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) await import('./tracing-sdk');

export {};
