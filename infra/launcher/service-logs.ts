import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import path from 'node:path';

/**
 * What `npm start` shows of a service's output: the services log JSON (pino) for machines; a
 * newcomer's terminal gets warnings, errors and anything that is not a log line (a crash's stack),
 * in words, and every line goes to the service's file in the log folder.
 */

const LEVEL_NAMES: Record<number, string> = {
  40: 'warning',
  50: 'error',
  60: 'fatal',
};
const WARN_LEVEL = 40;

/**
 * The terminal's version of one output line, or null when it belongs only in the log file.
 * @param line - a line the service wrote (a pino JSON line or free text)
 */
export function terminalLine(line: string): string | null {
  if (!line.startsWith('{')) return line;
  let record: { level?: unknown; msg?: unknown; err?: { message?: unknown } };
  try {
    record = JSON.parse(line) as typeof record;
  } catch {
    return line;
  }
  const level = typeof record.level === 'number' ? record.level : 0;
  if (level < WARN_LEVEL) return null;
  const name = LEVEL_NAMES[Math.min(60, Math.floor(level / 10) * 10)] ?? 'error';
  const message = typeof record.msg === 'string' ? record.msg : '';
  const cause = typeof record.err?.message === 'string' ? ` (${record.err.message})` : '';
  return `${name}: ${message}${cause}`;
}

/** The log file of one service (appended to across restarts). */
export function openLogFile(dir: string, name: string): { file: string; stream: WriteStream } {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.log`);
  return { file, stream: createWriteStream(file, { flags: 'a' }) };
}
