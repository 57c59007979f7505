import { API_PATHS } from '@firm/shared/routes/api-paths';
import { staffLeadPath } from '@firm/shared/routes/staff-paths';
import { REFERRALS_PATH } from '@firm/leads-api/referrals/referrals.routes';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { leadFields, uniquePhone } from '../../support/lead-factory';
import { startLeadsApi, viaEdge, type TLeadsApi } from '../../support/leads-harness';
import { labelSets, scrape } from '../../support/metrics';
import { addTestStaff, signIn } from '../../support/staff';
import { Visitor } from '../../support/visitor';

// argon2id costs 100–300 ms a check on the 2-core machine; six sign-ins need more than 5 s
jest.setTimeout(30_000);

describe('leads-api /metrics', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  let metricsUrl: string;

  beforeAll(async () => {
    db = await createIsolatedDatabase('leadmetrics');
    api = await startLeadsApi({ pool: db.pool, limits: { perPhone: 1 } });
    metricsUrl = `${api.url}/metrics`;
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  it('When scraped, then the Prometheus text has the default Node metrics and the outbox gauges', async () => {
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    for (const name of [
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'nodejs_gc_duration_seconds_bucket',
      'firm_outbox_waiting',
      'firm_outbox_oldest_age_seconds',
    ])
      expect(text).toMatch(new RegExp(`^${name}`, 'm'));
  });

  it('When a lead is accepted, then its form counts one more, the outbox shows its row waiting, and the relay has not published it', async () => {
    const before = await scrape(metricsUrl);
    const answer = await new Visitor(api.url).postForm(
      API_PATHS.leadSubmit,
      leadFields('footer-es'),
    );
    expect(answer.status).toBe(200);
    const after = await scrape(metricsUrl);
    expect(after.value('firm_leads_accepted_total', { form: 'footer-es' })).toBe(
      before.value('firm_leads_accepted_total', { form: 'footer-es' }) + 1,
    );
    // no relay runs here: the lead's rows wait, the oldest aged from its insert
    expect(after.value('firm_outbox_waiting')).toBeGreaterThanOrEqual(1);
    expect(after.value('firm_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(after.value('firm_outbox_oldest_age_seconds')).toBeLessThan(60);
  });

  it('When a submission fails validation, is a bot, or exceeds the phone limit, then each reason counts one more', async () => {
    const reasons = ['validation', 'spam', 'rate_limit'] as const;
    const before = await scrape(metricsUrl);
    const invalid = await new Visitor(api.url).postForm(
      API_PATHS.leadSubmit,
      leadFields('footer-es', { email: 'not an address' }),
    );
    expect(invalid.status).toBe(422);
    const bot = await new Visitor(api.url).postForm(
      API_PATHS.leadSubmit,
      leadFields('footer-es', { website: 'http://spam.example' }),
    );
    expect(bot.status).toBe(200);
    const phone = uniquePhone();
    await new Visitor(api.url).postForm(API_PATHS.leadSubmit, leadFields('footer-es', { phone }));
    const limited = await new Visitor(api.url).postForm(
      API_PATHS.leadSubmit,
      leadFields('footer-es', { phone }),
    );
    expect(limited.status).toBe(429);
    const after = await scrape(metricsUrl);
    for (const reason of reasons)
      expect({
        reason,
        moved:
          after.value('firm_leads_refused_total', { reason }) -
          before.value('firm_leads_refused_total', { reason }),
      }).toEqual({ reason, moved: 1 });
  });

  it('When a referral batch is accepted, then referral batches count one more', async () => {
    const before = await scrape(metricsUrl);
    const answer = await new Visitor(api.url).postJson(REFERRALS_PATH, {
      nombre: 'Ana Ruiz',
      phone: uniquePhone(),
      checkbox: true,
      referidos: [{ nombre: 'Luis Gómez', phone: uniquePhone() }],
    });
    expect(answer.body).toEqual({ status: 'success' });
    const after = await scrape(metricsUrl);
    expect(after.value('firm_referral_batches_total')).toBe(
      before.value('firm_referral_batches_total') + 1,
    );
  });

  it('When staff sign in, fail, and are throttled, then each outcome counts', async () => {
    const staff = await addTestStaff(db.pool);
    const before = await scrape(metricsUrl);
    const fromIp = (n: number) => new Visitor(api.url, viaEdge(`198.51.100.${n}`));
    expect((await signIn(fromIp(1), staff.email, staff.password)).status).toBe(200);
    for (let i = 0; i < 5; i += 1)
      expect((await signIn(fromIp(10 + i), staff.email, 'wrong password 123')).status).toBe(401);
    expect((await signIn(fromIp(20), staff.email, staff.password)).status).toBe(429);
    const after = await scrape(metricsUrl);
    const moved = (name: string, labels?: Record<string, string>) =>
      after.value(name, labels) - before.value(name, labels);
    expect({
      success: moved('firm_staff_sign_ins_total', { outcome: 'success' }),
      failure: moved('firm_staff_sign_ins_total', { outcome: 'failure' }),
      throttled: moved('firm_staff_sign_ins_throttled_total'),
    }).toEqual({ success: 1, failure: 5, throttled: 1 });
  });

  it('When two leads with different ids are read by staff, then the HTTP histogram has one route pattern for both, never a path with an id', async () => {
    const staff = await addTestStaff(db.pool, { role: 'admin' });
    const visitor = new Visitor(api.url, viaEdge('198.51.100.99'));
    expect((await signIn(visitor, staff.email, staff.password)).status).toBe(200);
    const { rows } = await db.pool.query<{ id: number }>(
      'SELECT id FROM leads ORDER BY id LIMIT 2',
    );
    expect(rows).toHaveLength(2);
    for (const { id } of rows) {
      const answer = await visitor.request(staffLeadPath(id));
      expect(answer.status).toBe(200);
    }
    const { text } = await scrape(metricsUrl);
    const routes = labelSets(text, 'firm_http_request_duration_seconds_count');
    for (const { id } of rows) expect(routes.join('\n')).not.toContain(`/${id}`);
    const leadRoutes = routes.filter((key) => key.includes(':id') && key.includes('method="GET"'));
    expect(leadRoutes.length).toBeGreaterThanOrEqual(1);
    // a phone or address never appears in any label
    expect(text).not.toMatch(/@example\.com|maria/i);
  });
});
