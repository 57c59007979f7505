import fc from 'fast-check';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { isMessageOf, NO_HANG_MS } from '../../support/fuzz-values';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { leadFields } from '../../support/lead-factory';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import { corrupted, multipartLead, type TMultipartCase } from './support/multipart-bodies';
import { Visitor } from '../../support/visitor';

const NAME = 'José Núñez';
const MESSAGE = 'Necesito ayuda con mi caso';

describe('multipart lead bodies, fuzzed through leads-api (the body rule, whatever parses it)', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  let visitor: Visitor;
  let token: string;

  beforeAll(async () => {
    db = await createIsolatedDatabase('multipart_fuzz');
    api = await startLeadsApi({ pool: db.pool });
    visitor = new Visitor(api.url, { 'accept-language': 'es-MX,es;q=0.9' });
    token = await visitor.token();
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  const post = ({ body, contentType }: TMultipartCase) =>
    visitor.request(API_PATHS.leadSubmit, {
      method: 'POST',
      headers: { 'content-type': contentType, 'x-csrf-token': token },
      body: new Uint8Array(body),
      signal: AbortSignal.timeout(NO_HANG_MS),
    });

  /** A contact lead's fields (a phone of its own) and the body that carries them. */
  const leadCase = fc
    .constant(null)
    .map(() => leadFields('contact-es', { nombre: NAME, mensaje: MESSAGE }))
    .chain((fields) => multipartLead(fields).map((testCase) => ({ fields, testCase })));

  it('When a lead comes among files, unknown and unnamed parts, odd boundaries and tricky values, then it is stored with its fields as sent', async () => {
    await fc.assert(
      fc.asyncProperty(leadCase, async ({ fields, testCase }) => {
        const answer = await post(testCase);
        expect(answer).toMatchObject({ status: 200, body: { status: 'success' } });
        const { rows } = await db.pool.query(
          'SELECT name, message, section FROM leads WHERE idempotency_key = $1',
          [fields.idempotency_key],
        );
        expect(rows).toEqual([{ name: NAME, message: MESSAGE, section: fields.seccion }]);
      }),
      { numRuns: 120 },
    );
  }, 60_000);

  it('When such bodies are cut, or have bytes dropped, inserted or flipped, then never a 5xx or a hang, and every refusal is in Spanish', async () => {
    const brokenCase = leadCase.chain(({ testCase }) => corrupted(testCase));
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(brokenCase, async (testCase) => {
        const answer = await post(testCase);
        statuses.add(answer.status);
        expect(answer.status).toBeLessThan(500);
        if (answer.status !== 200) expect(isMessageOf('es', answer.body.message)).toBe(true);
      }),
      { numRuns: 300 },
    );
    // the generator keeps reaching both outcomes: bodies still read, and bodies refused as unreadable
    expect([...statuses]).toEqual(expect.arrayContaining([200, 400]));
  }, 90_000);
});
