import { parse } from 'csv-parse/sync';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { STAFF_API_PATHS, staffLeadPath } from '@firm/shared/routes/staff-paths';
import {
  HOSTILE_MESSAGE,
  HOSTILE_NAME,
  STORED_HOSTILE_MESSAGE,
  STORED_HOSTILE_NAME,
} from '../../support/hostile-strings';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { leadFields, uniquePhone } from '../../support/lead-factory';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import { addTestStaff, signedInVisitor } from '../../support/staff';
import { Visitor } from '../../support/visitor';

jest.setTimeout(30_000);

describe('leads with hostile strings in the staff API and the CSV export (issue 25 §1)', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  let member: Visitor;
  const ids: number[] = [];

  beforeAll(async () => {
    db = await createIsolatedDatabase('hostile-export');
    api = await startLeadsApi({ pool: db.pool });
    member = await signedInVisitor(api.url, await addTestStaff(db.pool));
    for (const overrides of [
      { nombre: HOSTILE_NAME, mensaje: HOSTILE_MESSAGE },
      { nombre: 'Ana', mensaje: '-HYPERLINK("https://evil.example")\r\nsegunda línea' },
    ]) {
      const answer = await new Visitor(api.url).postForm(
        API_PATHS.leadSubmit,
        leadFields('contact-es', { ...overrides, phone: uniquePhone() }),
      );
      expect(answer.status).toBe(200);
    }
    const { rows } = await db.pool.query<{ id: string }>('SELECT id FROM leads ORDER BY id');
    ids.push(...rows.map((row) => Number(row.id)));
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  it('When a member opens the lead, then the API gives the name and message as stored, punctuation and line breaks kept', async () => {
    const answer = await member.request(staffLeadPath(ids[0]!));
    expect(answer.body.lead).toMatchObject({
      name: STORED_HOSTILE_NAME,
      message: STORED_HOSTILE_MESSAGE,
    });
  });

  it('When the leads are exported, then each is one CSV record, formulas are neutralised and the message reads as written', async () => {
    const response = await fetch(`${api.url}${STAFF_API_PATHS.leadsExport}`, {
      headers: { cookie: [...member.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(response.status).toBe(200);
    const records = parse(await response.text(), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(records.map((record) => Number(record.id)).sort()).toEqual(ids);
    const hostile = records.find((record) => Number(record.id) === ids[0])!;
    // starts with '-': a spreadsheet would run it, so it gets OWASP's leading apostrophe
    expect(hostile.nombre).toBe(`'${STORED_HOSTILE_NAME}`);
    expect(hostile.mensaje).toBe(STORED_HOSTILE_MESSAGE);
    const dashed = records.find((record) => Number(record.id) === ids[1])!;
    expect(dashed.mensaje).toBe(`'-HYPERLINK("https://evil.example")\nsegunda línea`);
  });
});
