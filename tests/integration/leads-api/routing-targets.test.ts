import { STAFF_API_PATHS } from '@firm/shared/routes/staff-paths';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import { addTestStaff, signedInVisitor } from '../../support/staff';
import type { Visitor } from '../../support/visitor';

jest.setTimeout(60_000);

// Every spelling of an address that is not on the public internet an admin's rule could hold (issue 25
// §4): the loopback in all its forms, the unspecified address, private, shared and link-local ranges
// (the cloud metadata address), unique-local and multicast.
const NOT_PUBLIC = [
  'https://127.0.0.1/hook',
  'https://localhost/hook',
  'https://[::1]/hook',
  'https://127.1/hook',
  'https://2130706433/hook',
  'https://0x7f000001/hook',
  'https://0177.0.0.1/hook',
  'https://0.0.0.0/hook',
  'https://0/hook',
  'https://[::]/hook',
  'https://[::ffff:127.0.0.1]/hook',
  'https://[::ffff:10.0.0.1]/hook',
  'https://10.1.2.3/hook',
  'https://172.16.0.10/hook',
  'https://172.31.255.254/hook',
  'https://192.168.1.20/hook',
  'https://100.64.0.1/hook',
  'https://169.254.169.254/latest/meta-data/',
  'https://[fe80::1]/hook',
  'https://[fc00::1]/hook',
  'https://[fd12:3456::1]/hook',
  'https://224.0.0.1/hook',
  'https://[ff02::1]/hook',
  'https://255.255.255.255/hook',
];

describe('routing rule targets, checked when an admin saves them', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  let admin: Visitor;

  beforeAll(async () => {
    db = await createIsolatedDatabase('routing_targets');
    // private webhook targets not allowed: the production default
    api = await startLeadsApi({ pool: db.pool });
    admin = await signedInVisitor(api.url, await addTestStaff(db.pool, { role: 'admin' }));
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  const storedRules = async () =>
    (await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM routing_rules')).rows[0]?.n;

  it.each(NOT_PUBLIC)(
    'When a webhook rule targets %s, then it is refused with the reason and not stored',
    async (target) => {
      const es = await admin.postForm(STAFF_API_PATHS.routing, {
        channel: 'webhook',
        targets: target,
      });
      expect(es.status).toBe(422);
      expect(es.body.message).toBe(
        `Los webhooks solo pueden ir a un servidor público de internet; esta dirección lleva a una red privada o interna: ${target}`,
      );
      const en = await admin.postForm(`${STAFF_API_PATHS.routing}?lang=en`, {
        channel: 'webhook',
        targets: `https://93.184.215.14/crm ${target}`,
      });
      expect(en.body.message).toBe(
        `Webhooks may only go to a public internet server; this address leads to a private or internal network: ${target}`,
      );
      expect(await storedRules()).toBe(0);
    },
  );

  it('When a webhook rule is not https, or names a host that does not exist, then it is refused in the admin language', async () => {
    const http = await admin.postForm(STAFF_API_PATHS.routing, {
      channel: 'webhook',
      targets: 'http://93.184.215.14/crm',
    });
    expect(http.status).toBe(422);
    expect(http.body.message).toBe(
      'La dirección del webhook debe empezar con https://: http://93.184.215.14/crm',
    );
    const unknown = await admin.postForm(`${STAFF_API_PATHS.routing}?lang=en`, {
      channel: 'webhook',
      targets: 'https://crm.does-not-exist.invalid/hook',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe(
      'We could not find the server of this web address. Please check that it is spelled correctly: https://crm.does-not-exist.invalid/hook',
    );
    expect(await storedRules()).toBe(0);
  });

  it('When a webhook rule targets a public https address, then it is stored', async () => {
    const saved = await admin.postForm(STAFF_API_PATHS.routing, {
      channel: 'webhook',
      targets: 'https://93.184.215.14/crm, https://[2606:4700:4700::1111]/crm',
    });
    expect(saved.status).toBe(201);
    expect(saved.body.rule).toMatchObject({
      targets: ['https://93.184.215.14/crm', 'https://[2606:4700:4700::1111]/crm'],
    });
    await db.pool.query('DELETE FROM routing_rules');
  });

  it.each([
    ['probe@x.yz>', 'probe@x.yz>'],
    ['intake@firm.test\u2028bcc:spy@evil.example', 'intake@firm.test\uFFFDbcc:spy@evil.example'],
    ['intake@firm.test\u2029spy@evil.example', 'intake@firm.test\uFFFDspy@evil.example'],
    ['intake@firm.test\u0085bcc:spy@evil.example', 'intake@firm.test\uFFFDbcc:spy@evil.example'],
    ['bcc:spy@evil.example', 'bcc:spy@evil.example'],
    ['"Ana" <ana@firm.test>', '"Ana"'],
    ['ana@firm.test\u202e', 'ana@firm.test\uFFFD'],
  ])(
    'When an e-mail rule lists %p, then it is refused with the address shown safely and nothing is stored',
    async (target, shown) => {
      const answer = await admin.postForm(STAFF_API_PATHS.routing, {
        channel: 'email',
        targets: `intake@firm.test, ${target}`,
      });
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe(`Este correo electrónico no es válido: ${shown}`);
      expect(await storedRules()).toBe(0);
    },
  );
});
