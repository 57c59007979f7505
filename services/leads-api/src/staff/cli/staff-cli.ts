/**
 * `npm run staff:<command> -- …`: staff accounts from the command line (the first admin included).
 *   add --email … --role intake|editor|admin [--name …] [--password-stdin]   prints a one-time password
 *   disable|enable|reset --email …                                    reset prints a new one-time password
 *   list
 * Uses DATABASE_URL, else the database of the running `npm start` (.data/launcher.json). Changes are
 * audited with no actor (the command line).
 */
import { Redis } from 'ioredis';
import { AppError } from '@firm/shared/server/app-error';
import { createPool, type Pool } from '@firm/shared/server/db';
import { readInstallation } from '@firm/shared/server/installation';
import {
  addStaffAccount,
  disableStaffAccount,
  enableStaffAccount,
  listStaffAccounts,
  resetStaffPassword,
  type TAccountsDeps,
} from '../accounts.service';
import { systemClock } from '../clock';
import { PostgresSessionStore } from '../postgres-session-store';
import { RedisSessionStore } from '../redis-session-store';
import type { TSessionStore } from '../session-store';
import { findAccountByEmail } from '../staff.repository';
import { parseCliArgs, type TCliArgs } from './cli-args';
import { launcherDatabaseUrl } from './launcher-database-url';

const USAGE = `Usage:
  npm run staff:add -- --email ana@firm.com --role intake|editor|admin [--name "Ana Herrera"] [--password-stdin]
  npm run staff:disable -- --email ana@firm.com      (also staff:enable, staff:reset)
  npm run staff:list`;

const out = (line: string) => process.stdout.write(`${line}\n`);

function fail(message: string): never {
  process.stderr.write(`✖ ${message}\n`);
  process.exit(1);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

async function sessionStore(pool: Pool): Promise<{ store: TSessionStore; close: () => void }> {
  const url = process.env.REDIS_URL;
  if (!url) return { store: new PostgresSessionStore(pool), close: () => undefined };
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  // leads-api's sessions: under QUEUE_PREFIX, else under this database's installation prefix
  const queuePrefix = process.env.QUEUE_PREFIX || (await readInstallation(pool)).queuePrefix;
  const prefix = `${queuePrefix}:staff:`;
  return { store: new RedisSessionStore(redis, prefix), close: () => redis.disconnect() };
}

async function run(args: TCliArgs, deps: TAccountsDeps): Promise<void> {
  if (args.command === 'list') {
    for (const a of await listStaffAccounts(deps)) {
      const state = a.disabledAt
        ? 'disabled'
        : a.mustChangePassword
          ? 'one-time password'
          : 'active';
      out(`${a.id}\t${a.role}\t${a.email}\t${a.name}\t${state}`);
    }
    return;
  }
  if (!args.email) fail(`--email is required\n${USAGE}`);
  if (args.command === 'add') {
    const password = args.passwordStdin ? await readStdin() : undefined;
    const created = await addStaffAccount(deps, null, {
      email: args.email,
      name: args.name,
      role: args.role,
      locale: 'en',
      ...(password === undefined ? {} : { password }),
    });
    out(`Added ${created.account.role} ${created.account.email} (id ${created.account.id}).`);
    if (created.oneTimePassword) {
      out(`One-time password: ${created.oneTimePassword}`);
      out(
        'It is shown only now; a new password must be chosen at the first sign-in (/staff/ingresar).',
      );
    }
    return;
  }
  const account = await findAccountByEmail(deps.pool, args.email);
  if (!account) fail(`No staff account has the address ${args.email}.`);
  if (args.command === 'disable') {
    await disableStaffAccount(deps, null, account.id, 'en');
    out(`Disabled ${account.email}; its sessions ended.`);
  } else if (args.command === 'enable') {
    await enableStaffAccount(deps, null, account.id, 'en');
    out(`Enabled ${account.email}.`);
  } else if (args.command === 'reset') {
    const reset = await resetStaffPassword(deps, null, account.id, 'en');
    out(`New one-time password for ${account.email}: ${reset.oneTimePassword}`);
    out('Its sessions ended; a new password must be chosen at the next sign-in.');
  } else {
    fail(`Unknown command '${args.command}'.\n${USAGE}`);
  }
}

let args: TCliArgs;
try {
  args = parseCliArgs(process.argv.slice(2));
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
if (!args.command) fail(USAGE);
const pool = createPool(launcherDatabaseUrl(), {
  connectionTimeoutMillis: 5000,
  applicationName: 'staff-cli',
});
let sessions: Awaited<ReturnType<typeof sessionStore>> | undefined;
try {
  sessions = await sessionStore(pool);
  const store = sessions.store;
  await run(args, {
    pool,
    clock: systemClock,
    endSessionsOf: (staffId) => store.destroyAllOf(staffId),
  });
} catch (error) {
  if (error instanceof AppError) {
    const errors = (error.details as { errors?: { field: string; message: string }[] } | undefined)
      ?.errors;
    fail(errors?.map((e) => `${e.field}: ${e.message}`).join('\n') ?? error.message);
  }
  fail((error as Error).message);
} finally {
  sessions?.close();
  await pool.end();
}
