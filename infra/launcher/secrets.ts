import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const KEYS = ['CSRF_SECRET', 'WEBHOOK_SECRET', 'PRIVACY_HASH_SECRET'] as const;

/**
 * Secrets for a local run: taken from the environment when set, otherwise generated once and kept
 * in the git-ignored data folder so tokens stay valid across restarts.
 */
export function localSecrets(
  dataDir: string,
  env: NodeJS.ProcessEnv,
): Record<(typeof KEYS)[number], string> {
  const file = path.join(dataDir, 'secrets.json');
  const stored: Record<string, string> = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : {};
  let changed = false;
  for (const key of KEYS) {
    if (!stored[key]) {
      stored[key] = randomBytes(32).toString('hex');
      changed = true;
    }
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return Object.fromEntries(KEYS.map((key) => [key, env[key] || stored[key]!])) as Record<
    (typeof KEYS)[number],
    string
  >;
}
