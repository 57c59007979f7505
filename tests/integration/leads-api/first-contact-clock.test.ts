import { API_PATHS } from '@firm/shared/routes/api-paths';
import { STAFF_API_PATHS, staffLeadPath } from '@firm/shared/routes/staff-paths';
import type { TLeadDetail } from '@firm/shared/staff/lead-detail';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { leadFields, uniquePhone } from '../../support/lead-factory';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import { addTestStaff, ManualClock, signedInVisitor } from '../../support/staff';
import { Visitor } from '../../support/visitor';

jest.setTimeout(30_000);

describe('The first-contact clock of a lead (issue 29 §4)', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  let member: Visitor;
  let admin: Visitor;
  let editor: Visitor;
  const clock = new ManualClock(Date.parse('2030-01-15T10:00:00-07:00'));
  const setClock = (iso: string) => clock.advance(Date.parse(iso) - clock.now());

  beforeAll(async () => {
    db = await createIsolatedDatabase('firstcontact');
    api = await startLeadsApi({ pool: db.pool, firstContactClock: clock });
    member = await signedInVisitor(api.url, await addTestStaff(db.pool, { role: 'intake' }));
    admin = await signedInVisitor(api.url, await addTestStaff(db.pool, { role: 'admin' }));
    editor = await signedInVisitor(api.url, await addTestStaff(db.pool, { role: 'editor' }));
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  /** Posts a Spanish contact lead at the clock's time; its id and stored clock. */
  async function postLead(extra: Record<string, string> = {}) {
    const phone = uniquePhone();
    const answer = await new Visitor(api.url).postForm(
      API_PATHS.leadSubmit,
      leadFields('contact-es', { phone, ...extra }),
    );
    expect(answer.status).toBe(200);
    const { rows } = await db.pool.query<{
      id: number;
      due: Date | null;
      alert: Date | null;
      contacted: Date | null;
    }>(
      `SELECT id, first_contact_due_at AS due, first_contact_alert_at AS alert,
              first_contacted_at AS contacted
         FROM leads WHERE phone LIKE '%' || $1 ORDER BY id DESC LIMIT 1`,
      [phone.slice(-10)],
    );
    // received_at is the database's clock: set to the test's, as if the lead came in at its time
    await db.pool.query('UPDATE leads SET received_at = $2 WHERE id = $1', [
      rows[0]!.id,
      new Date(clock.now()),
    ]);
    return rows[0]!;
  }
  const detail = async (id: number) => {
    const answer = await member.request(staffLeadPath(id));
    expect(answer.status).toBe(200);
    return answer.body as unknown as TLeadDetail;
  };

  it.each([
    ['a Tuesday morning', '2030-01-15T10:00:00-07:00', '2030-01-15T17:15:00.000Z'],
    ['10 minutes before closing', '2030-01-15T17:50:00-07:00', '2030-01-16T16:05:00.000Z'],
    ['at night', '2030-01-15T23:30:00-07:00', '2030-01-16T16:15:00.000Z'],
    ['on a Saturday afternoon', '2030-01-19T15:00:00-07:00', '2030-01-21T16:15:00.000Z'],
    ['the Saturday before daylight time', '2030-03-09T12:50:00-07:00', '2030-03-11T15:05:00.000Z'],
  ])(
    'When a lead arrives %s, then it is due 15 minutes of office time later and its first alert then',
    async (_when, at, due) => {
      setClock(at);
      const lead = await postLead();
      expect(lead.due?.toISOString()).toBe(due);
      expect(lead.alert?.toISOString()).toBe(due);
      expect(lead.contacted).toBeNull();
    },
  );

  it('When a bot fills the honeypot, then its spam lead gets no clock', async () => {
    setClock('2030-01-15T10:00:00-07:00');
    const lead = await postLead({ website: 'http://spam.example' });
    expect(lead.due).toBeNull();
    expect(lead.alert).toBeNull();
  });

  it('When the lead is past its due time, then its detail says overdue with the office minutes waited', async () => {
    setClock('2030-01-15T17:50:00-07:00');
    const { id } = await postLead();
    expect(await detail(id)).toMatchObject({ overdue: false, officeMinutesWaited: 0 });
    setClock('2030-01-16T09:20:00-07:00'); // 10 min yesterday + 20 this morning
    expect(await detail(id)).toMatchObject({
      firstContactDueAt: '2030-01-16T16:05:00.000Z',
      firstContactedAt: null,
      overdue: true,
      officeMinutesWaited: 30,
    });
    const overview = await member.request(STAFF_API_PATHS.overview);
    expect(overview.body.overdue).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['a note', (id: number) => member.postJson(staffLeadPath(id, 'notes'), { body: 'Llamé' })],
    [
      'a call attempt',
      (id: number) => member.postJson(staffLeadPath(id, 'calls'), { outcome: 'no_answer' }),
    ],
    [
      'a WhatsApp chat begun',
      (id: number) => member.postJson(staffLeadPath(id, 'call-drafts'), { channel: 'whatsapp' }),
    ],
    [
      'a status change',
      (id: number) => member.postJson(staffLeadPath(id, 'status'), { status: 'Contacted' }),
    ],
  ])(
    'When a member logs %s, then the clock stops in the same transaction and the lead is no longer overdue',
    async (_what, act) => {
      setClock('2030-01-15T10:00:00-07:00');
      const { id } = await postLead();
      setClock('2030-01-15T11:00:00-07:00');
      expect((await detail(id)).overdue).toBe(true);
      const answer = await act(id);
      expect([200, 201]).toContain(answer.status);
      const { rows } = await db.pool.query<{ contacted: Date | null; entry: Date }>(
        `SELECT first_contacted_at AS contacted,
                (SELECT max(at) FROM (SELECT at FROM lead_notes WHERE lead_id = $1
                  UNION ALL SELECT at FROM lead_calls WHERE lead_id = $1
                  UNION ALL SELECT at FROM lead_call_drafts WHERE lead_id = $1
                  UNION ALL SELECT at FROM lead_status_changes WHERE lead_id = $1) e) AS entry
           FROM leads WHERE id = $1`,
        [id],
      );
      expect(rows[0]!.contacted).toEqual(rows[0]!.entry);
      const after = await detail(id);
      expect(after.overdue).toBe(false);
      expect(after.firstContactedAt).toBe(rows[0]!.entry.toISOString());
    },
  );

  it('When an admin sets the target to 30 minutes, then it is audited and the next lead is due 30 minutes later', async () => {
    const before = await admin.request(STAFF_API_PATHS.intakeSettings);
    expect(before.body.settings).toMatchObject({ firstContactTargetMinutes: 15 });
    const changed = await admin.postJson(STAFF_API_PATHS.intakeSettings, {
      firstContactTargetMinutes: '30',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.settings).toMatchObject({
      firstContactTargetMinutes: 30,
      audit: [
        { before: { firstContactTargetMinutes: 15 }, after: { firstContactTargetMinutes: 30 } },
      ],
    });
    setClock('2030-01-15T10:00:00-07:00');
    const lead = await postLead();
    expect(lead.due?.toISOString()).toBe('2030-01-15T17:30:00.000Z');
    await admin.postJson(STAFF_API_PATHS.intakeSettings, { firstContactTargetMinutes: '15' });
  });

  it('When the target is not a whole number in range, then the admin gets a 400 in Spanish and nothing changes', async () => {
    for (const value of ['0', '481', 'quince', '15.5', '']) {
      const answer = await admin.postJson(STAFF_API_PATHS.intakeSettings, {
        firstContactTargetMinutes: value,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(
        'Por favor escriba un número entero de minutos entre 1 y 480.',
      );
    }
    const { rows } = await db.pool.query(
      'SELECT first_contact_target_minutes FROM intake_settings',
    );
    expect(rows).toEqual([{ first_contact_target_minutes: 15 }]);
  });

  it('When an intake member or an editor asks for the intake settings, then it is 403', async () => {
    expect((await member.request(STAFF_API_PATHS.intakeSettings)).status).toBe(403);
    const posted = await member.postJson(STAFF_API_PATHS.intakeSettings, {
      firstContactTargetMinutes: '5',
    });
    expect(posted.status).toBe(403);
    expect((await editor.request(STAFF_API_PATHS.intakeSettings)).status).toBe(403);
  });
});
