/**
 * `npm run leads:redrive -- …`: delivers intake e-mails that did not go out (dead-lettered after
 * SMTP refused past the retry budget, say) once the cause is fixed.
 *   --lead <id> [--lead <id> …]   these leads
 *   --dead-letters                every lead whose notification is dead-lettered
 * Resolves the dead letters and makes the leads due for the worker's sweeper, which sends within
 * about 10 s; a lead already delivered is left alone (the staff inbox's "Re-send" asks for a
 * second copy). Safe to run twice. Uses DATABASE_URL, else the database of `npm start`.
 */
import { createPool, withTransaction } from '@firm/shared/server/db';
import { requestRedrive } from '@firm/shared/leads/redrive.repository';
import { launcherDatabaseUrl } from '../staff/cli/launcher-database-url';
import { parseRedriveArgs } from './redrive-args';

const USAGE = `Usage:
  npm run leads:redrive -- --lead 123 [--lead 124 …]
  npm run leads:redrive -- --dead-letters`;

const out = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const leads = parseRedriveArgs(process.argv.slice(2));
  if (!leads) {
    process.stderr.write(`${USAGE}\n`);
    process.exit(2);
  }
  const pool = createPool(launcherDatabaseUrl(), { applicationName: 'leads-redrive' });
  try {
    const results = await withTransaction(pool, (client) => requestRedrive(client, leads));
    if (results.length === 0) out('Nothing to re-drive: no dead-lettered intake e-mail.');
    for (const result of results)
      out(
        result.alreadyDelivered
          ? `lead ${result.leadId}: already delivered; nothing to do`
          : `lead ${result.leadId}: due again (${result.deadLettersResolved} dead letter(s) resolved); the worker sends it within ~10 s`,
      );
  } finally {
    await pool.end();
  }
}

await main();
