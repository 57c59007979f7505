import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { firstClosedFolder, rootPostgresProblem } from './root-access';

describe('the root start-up check of the embedded PostgreSQL', () => {
  let base = '';
  beforeEach(() => {
    base = mkdtempSync(path.join(tmpdir(), 'root-access-'));
    chmodSync(base, 0o755);
  });
  afterEach(() => {
    chmodSync(base, 0o755);
    rmSync(base, { recursive: true, force: true });
  });

  it('When a parent folder has mode 700, then the check names it in one line with the fixes', () => {
    const home = path.join(base, 'home');
    const checkout = path.join(home, 'site');
    mkdirSync(checkout, { recursive: true, mode: 0o755 });
    chmodSync(home, 0o700);
    expect(firstClosedFolder(checkout)).toBe(home);
    const line = rootPostgresProblem(0, [checkout]);
    expect(line).toContain(`cannot enter ${home}`);
    expect(line).toContain('DATABASE_URL');
    expect(line).toContain(`chmod o+x ${home}`);
    expect(line).not.toContain('\n');
  });

  it('When every folder can be entered, or the user is not root, then there is no problem', () => {
    const checkout = path.join(base, 'site');
    mkdirSync(checkout, { mode: 0o755 });
    chmodSync(checkout, 0o755);
    expect(rootPostgresProblem(0, [checkout])).toBeUndefined();
    chmodSync(base, 0o700);
    expect(rootPostgresProblem(1000, [checkout])).toBeUndefined();
  });
});
