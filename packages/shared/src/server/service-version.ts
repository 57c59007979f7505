import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from './paths';

/** The git folder of a checkout: `.git`, or where a worktree's `.git` file points. */
function gitDir(root: string): string | null {
  const dotGit = path.join(root, '.git');
  if (!existsSync(dotGit)) return null;
  if (statSync(dotGit).isDirectory()) return dotGit;
  const pointer = /^gitdir: (.+)$/m.exec(readFileSync(dotGit, 'utf8'))?.[1]?.trim();
  return pointer ? path.resolve(root, pointer) : null;
}

/** The checked-out commit (7 characters), or null outside a git checkout. */
function gitCommit(root: string): string | null {
  const dir = gitDir(root);
  if (!dir) return null;
  const head = readFileSync(path.join(dir, 'HEAD'), 'utf8').trim();
  if (!head.startsWith('ref: ')) return head.slice(0, 7);
  const ref = head.slice(5);
  // a worktree keeps its branches in the main checkout's folder (`commondir`)
  const common = existsSync(path.join(dir, 'commondir'))
    ? path.resolve(dir, readFileSync(path.join(dir, 'commondir'), 'utf8').trim())
    : dir;
  for (const base of [dir, common]) {
    const file = path.join(base, ref);
    if (existsSync(file)) return readFileSync(file, 'utf8').trim().slice(0, 7);
  }
  const packed = path.join(common, 'packed-refs');
  if (!existsSync(packed)) return null;
  const line = readFileSync(packed, 'utf8')
    .split('\n')
    .find((entry) => entry.endsWith(` ${ref}`));
  return line ? line.slice(0, 7) : null;
}

let version: string | undefined;

/**
 * The running code's version: the repository's package version and, in a git checkout, the commit
 * (`0.0.0+a8e731d`). Read once.
 */
export function serviceVersion(): string {
  if (version) return version;
  try {
    const root = findRepoRoot();
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      version?: string;
    };
    const commit = (() => {
      try {
        return gitCommit(root);
      } catch {
        return null;
      }
    })();
    version = `${manifest.version ?? '0.0.0'}${commit ? `+${commit}` : ''}`;
  } catch {
    version = 'unknown';
  }
  return version;
}
