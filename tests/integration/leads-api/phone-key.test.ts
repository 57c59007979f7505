import { phoneKey } from '@firm/shared/forms/phone-key';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';

/**
 * The one rule of a phone's key, in both of its copies: `phoneKey` (the per-phone limits, the
 * referral batch's repeated phones) and the SQL `lead_phone_key` of migration 205 (the staff
 * inbox's duplicate hint and its index). Each spelling goes through both.
 */
const CASES: [spelling: string, key: string][] = [
  ['+1 915 555 0123', '9155550123'],
  ['1-915-555-0123', '9155550123'],
  ['0915 555 0123', '9155550123'],
  ['001 915 555 0123', '9155550123'],
  ['011 1 915 555 0123', '9155550123'],
  ['(915) 555-0123', '9155550123'],
  ['915.555.0123', '9155550123'],
  ['+52 656 123 4567', '6561234567'],
  ['0052 656 123 4567', '6561234567'],
  ['+52 1 656 123 4567', '6561234567'],
  ['656 123 4567', '6561234567'],
  ['555-010-203', '555010203'],
  ['ext. 12', '12'],
  ['', ''],
  ['sin número', ''],
  // digits of other scripts are not digits to either copy
  ['９１５５５５０１２３', ''],
  ['٩١٥ 555 0123', '5550123'],
  ['+1 915 555 0123\n<script>', '9155550123'],
];

describe('the phone key: TypeScript and SQL hold one rule', () => {
  let db: TIsolatedDatabase;

  beforeAll(async () => {
    db = await createIsolatedDatabase('phone_key');
  });
  afterAll(async () => {
    await db.drop();
  });

  it('When every spelling goes through phoneKey and lead_phone_key, then both give its key', async () => {
    const { rows } = await db.pool.query<{ key: string }>(
      'SELECT lead_phone_key(spelling) AS key FROM unnest($1::text[]) WITH ORDINALITY AS s(spelling, n) ORDER BY n',
      [CASES.map(([spelling]) => spelling)],
    );
    const table = CASES.map(([spelling, key], index) => ({
      spelling,
      key,
      typescript: phoneKey(spelling),
      sql: rows[index]?.key,
    }));
    expect(table).toEqual(
      CASES.map(([spelling, key]) => ({ spelling, key, typescript: key, sql: key })),
    );
  });
});
