import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The monorepo's root: the nearest folder upwards from `from` whose package.json declares workspaces. */
export function findRepoRoot(from: string = process.cwd()): string {
  let dir = path.resolve(from);
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8')))
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No workspace root above ${from}`);
    dir = parent;
  }
}

/** Well-known folders of the repository. */
export function repoPaths(root: string = findRepoRoot()) {
  return {
    root,
    migrations: path.join(root, 'infra', 'migrations'),
    content: path.join(root, 'infra', 'content'),
    data: path.join(root, '.data'),
    mailOutbox: path.join(root, '.data', 'mail'),
  };
}
