import { t } from '@firm/shared/i18n/messages';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { REFERRALS_PATH } from '@firm/leads-api/referrals/referrals.routes';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { leadFields, uniquePhone } from '../../support/lead-factory';
import { startLeadsApi, viaEdge, type TLeadsApi } from '../../support/leads-harness';
import { Visitor } from '../../support/visitor';

// The harness's window is a minute: the answer says so.
const TOO_MANY_ES = t('es', 'rateLimit.waitAMinute');
const REPEATED_ES =
  'Este número de teléfono ya está en su lista de referidos. Por favor revise los números.';

let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `203.0.${100 + Math.floor(Math.random() * 100)}.${ipCounter}`;
};

const batchOf = (phones: string[]) => ({
  nombre: 'Ana Ruiz',
  phone: uniquePhone(),
  checkbox: true,
  referidos: phones.map((phone, index) => ({ nombre: `Referido ${'abcdefghij'[index]}`, phone })),
});

describe('abuse limits of the lead endpoints (issue 18, holes 1, 2 and 6)', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;

  beforeAll(async () => {
    db = await createIsolatedDatabase('abuse');
    api = await startLeadsApi({ pool: db.pool, limits: { perIp: 4, perPhone: 2 } });
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  const leadsCount = async () =>
    (await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM leads')).rows[0]!.n;

  it('When a referral batch has more referrals than the IP has submissions left, then 429 in Spanish and nothing stored', async () => {
    const visitor = new Visitor(api.url, viaEdge(freshIp()));
    const before = await leadsCount();
    const answer = await visitor.postJson(
      REFERRALS_PATH,
      batchOf([uniquePhone(), uniquePhone(), uniquePhone(), uniquePhone(), uniquePhone()]),
    );
    expect(answer).toMatchObject({ status: 429, body: { status: 'error', message: TOO_MANY_ES } });
    expect(await leadsCount()).toBe(before);
  });

  it('When each referral counts against the IP, then a second batch from the same IP is refused', async () => {
    const visitor = new Visitor(api.url, viaEdge(freshIp()));
    const first = await visitor.postJson(REFERRALS_PATH, batchOf([uniquePhone(), uniquePhone()]));
    expect(first.status).toBe(200);
    const second = await visitor.postJson(
      REFERRALS_PATH,
      batchOf([uniquePhone(), uniquePhone(), uniquePhone()]),
    );
    expect(second.status).toBe(429);
  });

  it('When a referred phone has used its own limit, then a batch naming it is refused', async () => {
    const target = uniquePhone();
    for (let n = 0; n < 2; n += 1) {
      const lead = await new Visitor(api.url, viaEdge(freshIp())).postForm(
        API_PATHS.leadSubmit,
        leadFields('contact-es', { phone: target }),
      );
      expect(lead.status).toBe(200);
    }
    const answer = await new Visitor(api.url, viaEdge(freshIp())).postJson(
      REFERRALS_PATH,
      batchOf([`+1 ${target}`]),
    );
    expect(answer).toMatchObject({ status: 429, body: { message: TOO_MANY_ES } });
  });

  it('When a batch names one phone twice in two spellings, then 422 says so in Spanish and nothing is stored', async () => {
    const phone = uniquePhone();
    const before = await leadsCount();
    const answer = await new Visitor(api.url, viaEdge(freshIp())).postJson(
      REFERRALS_PATH,
      batchOf([phone, `1 (${phone.slice(0, 3)}) ${phone.slice(3)}`]),
    );
    expect(answer).toMatchObject({ status: 422, body: { status: 'error', message: REPEATED_ES } });
    expect(await leadsCount()).toBe(before);
  });

  it('When one US number is written +1 …, 0… and 001…, then they share one per-phone limit', async () => {
    const phone = uniquePhone();
    const spellings = [`+1 ${phone}`, `0${phone}`, `001${phone}`];
    const statuses: number[] = [];
    for (const spelling of spellings) {
      const answer = await new Visitor(api.url, viaEdge(freshIp())).postForm(
        API_PATHS.leadSubmit,
        leadFields('footer-en', { phone: spelling }),
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('When a direct caller forges X-Forwarded-For without the edge secret, then it is limited and recorded under its socket address', async () => {
    // a fresh API so that the loopback address has its whole per-IP allowance
    const direct = await startLeadsApi({ pool: db.pool, limits: { perIp: 2, perPhone: 100 } });
    try {
      const statuses: number[] = [];
      const phones: string[] = [];
      for (let n = 0; n < 3; n += 1) {
        const phone = uniquePhone();
        phones.push(phone);
        const forged = new Visitor(direct.url, {
          'x-forwarded-for': freshIp(),
          'x-edge-secret': 'a guessed secret that is long enough to look real',
        });
        statuses.push(
          (await forged.postForm(API_PATHS.leadSubmit, leadFields('contact-es', { phone }))).status,
        );
      }
      expect(statuses).toEqual([200, 200, 429]);
      const { rows } = await db.pool.query<{ ip: string }>(
        'SELECT host(ip) AS ip FROM leads WHERE phone = ANY($1)',
        [phones],
      );
      expect(rows.map((row) => row.ip)).toEqual(['127.0.0.1', '127.0.0.1']);
    } finally {
      await direct.close();
    }
  });

  it('When the edge names the client with its secret, then the forwarded address is the evidence', async () => {
    const ip = freshIp();
    const phone = uniquePhone();
    const answer = await new Visitor(api.url, viaEdge(ip)).postForm(
      API_PATHS.leadSubmit,
      leadFields('contact-es', { phone }),
    );
    expect(answer.status).toBe(200);
    const { rows } = await db.pool.query<{ ip: string }>(
      'SELECT host(ip) AS ip FROM leads WHERE phone = $1',
      [phone],
    );
    expect(rows).toEqual([{ ip }]);
  });
});
