import { FIRM_TIME_ZONE } from '@firm/shared/staff/firm-time';
import { STAFF_API_PATHS, staffLeadPath } from '@firm/shared/routes/staff-paths';
import type { TLeadDetail } from '@firm/shared/staff/lead-detail';
import type { TInboxList, TInboxOverview } from '@firm/shared/staff/inbox-list';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { insertInboxLead } from './support/inbox-leads';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import { addTestStaff, signedInVisitor, type TTestStaff } from '../../support/staff';
import { Visitor } from '../../support/visitor';

jest.setTimeout(30_000);

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** Minutes since midnight in the firm's zone (a run just after midnight keeps "today's" leads today). */
function minutesIntoFirmDay(): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: FIRM_TIME_ZONE,
    hourCycle: 'h23',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date());
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute') + part('second') / 60;
}

/** A time today in the firm's zone, about `minutes` ago (closer to now just after midnight). */
const todayMinutesAgo = (minutes: number) =>
  minutesAgo(Math.min(minutes, (minutesIntoFirmDay() * minutes) / 60));

describe('The inbox’s tabs, order and first contact; the staff home’s day; the typed lead', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  let intake: TTestStaff;
  let member: Visitor;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    db = await createIsolatedDatabase('staffinboxtabs');
    api = await startLeadsApi({ pool: db.pool });
    intake = await addTestStaff(db.pool, { role: 'intake' });
    member = await signedInVisitor(api.url, intake);
    // "today" is El Paso's: every lead below came in within the last few minutes, or days ago
    ids.bea = await insertInboxLead(db.pool, {
      name: 'Bea',
      situation: 'abuse-victim',
      received_at: todayMinutesAgo(40),
    });
    ids.ana = await insertInboxLead(db.pool, { name: 'Ana', received_at: todayMinutesAgo(5) });
    ids.carla = await insertInboxLead(db.pool, {
      name: 'Carla',
      status: 'Contacted',
      received_at: '2024-06-02T17:00:00Z',
    });
    ids.dora = await insertInboxLead(db.pool, {
      name: 'Dora',
      status: 'Retained',
      received_at: '2020-01-02T17:00:00Z',
    });
    ids.eva = await insertInboxLead(db.pool, { name: 'Eva', received_at: '2021-05-01T17:00:00Z' });
    ids.bot = await insertInboxLead(db.pool, { name: 'Bot', is_spam: true });
    ids.referred = await insertInboxLead(db.pool, {
      name: 'Referida',
      received_at: '2019-01-02T17:00:00Z',
    });
    await db.pool.query(`UPDATE leads SET origin = 'referral' WHERE id = $1`, [ids.referred]);
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  const list = async (query = '') => {
    const answer = await member.request(`${STAFF_API_PATHS.leads}?${query}`);
    expect(answer.status).toBe(200);
    return answer.body as unknown as TInboxList;
  };
  const overview = async () => {
    const answer = await member.request(STAFF_API_PATHS.overview);
    expect(answer.status).toBe(200);
    return answer.body as unknown as TInboxOverview;
  };

  it('When the list is read, then each tab’s count comes with it, under the other filters but not the status', async () => {
    const all = await list('status=Contacted');
    expect(all.leads.map((lead) => lead.name)).toEqual(['Carla']);
    expect(all.counts).toEqual({
      'New Lead': 4,
      Contacted: 1,
      Qualified: 0,
      Retained: 1,
      all: 6,
    });
    expect((await list('q=bea')).counts).toMatchObject({ 'New Lead': 1, all: 1 });
    expect((await list('spam=all')).counts.all).toBe(7);
  });

  it('When an order is asked for, then the list comes by name, by status or oldest first', async () => {
    const names = async (query: string) => (await list(query)).leads.map((lead) => lead.name);
    expect(await names('sort=name')).toEqual(['Ana', 'Bea', 'Carla', 'Dora', 'Eva', 'Referida']);
    expect(await names('sort=status')).toEqual(['Ana', 'Bea', 'Eva', 'Referida', 'Carla', 'Dora']);
    expect(await names('sort=oldest')).toEqual(['Referida', 'Dora', 'Eva', 'Carla', 'Bea', 'Ana']);
    expect(await names('sort=nonsense')).toEqual([
      'Ana',
      'Bea',
      'Carla',
      'Eva',
      'Dora',
      'Referida',
    ]);
  });

  it('When a lead is listed, then it carries its situation, language, origin and first contact', async () => {
    const bea = (await list('q=bea')).leads[0]!;
    expect(bea).toMatchObject({
      situation: 'abuse-victim',
      locale: 'es',
      origin: 'web',
      touchedAt: null,
    });
    const noted = await member.postJson(staffLeadPath(ids.eva!, 'notes'), { body: 'Buzón lleno' });
    expect(noted.status).toBe(201);
    const eva = (await list('q=eva')).leads[0]!;
    expect(eva.touchedAt).toBe((noted.body.entry as { at: string }).at);
  });

  it('When the staff home is opened, then it has today’s numbers and the leads waiting longest, oldest first', async () => {
    await member.postJson(staffLeadPath(ids.bea!, 'call-drafts'), { channel: 'phone' });
    const day = await overview();
    expect(day.receivedToday).toBe(2);
    // Ana only: Bea's call was begun, Eva has a note, the referred person waits for no call, the rest moved on
    expect(day.uncontacted).toBe(1);
    expect(day.oldestUncontacted.map((lead) => lead.name)).toEqual(['Ana']);
    expect(day.contactedToday).toBe(1);
    await member.postForm(staffLeadPath(ids.ana!, 'status'), { status: 'Contacted' });
    const after = await overview();
    expect(after).toMatchObject({ uncontacted: 0, contactedToday: 2, oldestUncontacted: [] });
  });

  it('When a lead is opened, then every field is camelCase with its type, the key left out and no trail mixed in', async () => {
    const answer = await member.request(staffLeadPath(ids.bea!));
    expect(answer.status).toBe(200);
    const detail = answer.body as unknown as TLeadDetail;
    expect(detail.lead).toMatchObject({
      id: ids.bea,
      name: 'Bea',
      formVariant: 'contact-es',
      situation: 'abuse-victim',
      receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      isSpam: false,
      attribution: {},
    });
    expect(Object.keys(detail.lead).filter((key) => key.includes('_'))).toEqual([]);
    expect(detail.lead).not.toHaveProperty('idempotencyKey');
    expect(Object.keys(answer.body).sort()).toEqual([
      'consentText',
      'contactPreferences',
      'contactWithCare',
      'doNotContact',
      'enteredBy',
      'erased',
      'erasedContactMatch',
      'firstContactDueAt',
      'firstContactedAt',
      'followUps',
      'gpc',
      'lead',
      'legalHold',
      'officeMinutesWaited',
      'overdue',
      'owner',
      'referralBatch',
      'samePhone',
      'status',
    ]);
  });

  it('When nobody is signed in, then the staff home’s numbers are refused', async () => {
    const answer = await new Visitor(api.url).request(STAFF_API_PATHS.overview);
    expect(answer.status).toBe(401);
    expect(JSON.stringify(answer.body)).not.toContain('Ana');
  });
});
