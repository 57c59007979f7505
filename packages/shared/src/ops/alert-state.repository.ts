import type { TQueryable } from '../server/db';

/** One alert's state as the worker's last evaluation left it (`ops_alert_state`). */
export type TAlertStateRow = {
  name: string;
  firing: boolean;
  since: Date;
  evaluated_at: Date;
  announced: boolean;
  last_email_at: Date | null;
};

/**
 * The alerts' states. With `forUpdate`, the rows are locked until the transaction ends, so two
 * workers evaluating at once apply their changes one after the other.
 */
export async function readAlertStates(
  db: TQueryable,
  options: { forUpdate?: boolean } = {},
): Promise<TAlertStateRow[]> {
  const { rows } = await db.query<TAlertStateRow>(
    `SELECT name, firing, since, evaluated_at, announced, last_email_at FROM ops_alert_state
      ORDER BY name${options.forUpdate ? ' FOR UPDATE' : ''}`,
  );
  return rows;
}
