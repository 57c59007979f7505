import { terminalLine } from './service-logs';

describe('what npm start shows of a service', () => {
  it('When a service logs at info or debug, then the line stays in its log file only', () => {
    expect(terminalLine('{"level":30,"msg":"listening","port":4001}')).toBeNull();
    expect(terminalLine('{"level":20,"msg":"query"}')).toBeNull();
  });

  it('When a service logs a warning or an error, then the terminal gets it in words', () => {
    expect(terminalLine('{"level":40,"msg":"slow Redis"}')).toBe('warning: slow Redis');
    expect(terminalLine('{"level":50,"msg":"relay failed","err":{"message":"ECONNREFUSED"}}')).toBe(
      'error: relay failed (ECONNREFUSED)',
    );
    expect(terminalLine('{"level":60,"msg":"unhandled rejection"}')).toBe(
      'fatal: unhandled rejection',
    );
  });

  it('When a line is not a log record (a crash stack), then the terminal gets it as it is', () => {
    expect(terminalLine('    at main (start.ts:12:3)')).toBe('    at main (start.ts:12:3)');
    expect(terminalLine('{not json')).toBe('{not json');
  });
});
