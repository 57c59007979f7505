import { Writable } from 'node:stream';
import { createLogger, type Logger } from '@firm/shared/server/logger';

/** Loggers of the services under test whose every line (level debug and up) is kept to be searched. */
export type TLogCapture = { loggerFor: (service: string) => Logger; text: () => string };

/** Captures every log line the services write during a suite (the real redaction applies). */
export function captureLogs(): TLogCapture {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return {
    loggerFor: (service) => createLogger(service, 'debug', sink),
    text: () => lines.join(''),
  };
}
