import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoPaths } from './paths';

const root = repoPaths().root;
const fixture = path.join(root, 'packages/shared/src/server/unhandled-rejection.fixture.ts');

type TLine = { level: number; msg: string; err?: { message: string } };

/** Runs the fixture in `mode`; sends SIGTERM once it logs 'ready'. Resolves with its exit code and log lines. */
function runFixture(mode: 'reject' | 'shutdown'): Promise<{ code: number | null; lines: TLine[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fixture, mode], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines: TLine[] = [];
    let buffered = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const complete = buffered.split('\n');
      buffered = complete.pop() ?? '';
      for (const text of complete) {
        const line = JSON.parse(text) as TLine;
        lines.push(line);
        if (line.msg === 'ready') child.kill('SIGTERM');
      }
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, lines }));
  });
}

describe('exitOnUnhandledRejection', () => {
  it('When a promise rejection is left unhandled, then the process logs it as fatal and exits with code 1', async () => {
    const { code, lines } = await runFixture('reject');
    expect(code).toBe(1);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 60,
        msg: 'unhandled promise rejection; exiting',
        err: expect.objectContaining({ message: 'boom' }),
      }),
    );
  }, 20_000);

  it('When a dropped connection rejects unhandled during a shutdown, then it is a warning and the shutdown ends with code 0', async () => {
    const { code, lines } = await runFixture('shutdown');
    expect(code).toBe(0);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 40, msg: 'connection closed during shutdown' }),
    );
    expect(lines.filter((line) => line.level === 60)).toEqual([]);
  }, 20_000);
});
