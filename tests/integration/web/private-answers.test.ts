import { API_PATHS } from '@firm/shared/routes/api-paths';
import { getHref } from '@firm/shared/routes/route-map';
import { STAFF_API_PATHS } from '@firm/shared/routes/staff-paths';
import { REFERRALS_PATH } from '@firm/leads-api/referrals/referrals.routes';
import { leadFields, uniquePhone } from '../../support/lead-factory';
import { addTestStaff, signedInVisitor } from '../../support/staff';
import { Visitor } from '../../support/visitor';
import { startEdgeStack, type TEdgeStack } from './support/edge-stack';

const PRIVATE = 'private, no-store';
const OWN_PAGE = {
  'sec-fetch-site': 'same-origin',
  'content-type': 'application/x-www-form-urlencoded',
};

describe('every answer that carries a person’s data is private, no-store (issue 25 §4)', () => {
  let stack: TEdgeStack;
  let staff: Visitor;

  beforeAll(async () => {
    stack = await startEdgeStack('private-answers');
    staff = await signedInVisitor(stack.edge.url, await addTestStaff(stack.db.pool));
  }, 30_000);
  afterAll(() => stack.close());

  const cacheControlOf = async (path: string, init: RequestInit = {}, visitor?: Visitor) => {
    const cookie = visitor ? [...visitor.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : '';
    const answer = await fetch(`${stack.edge.url}${path}`, {
      redirect: 'manual',
      ...init,
      headers: { ...(cookie ? { cookie } : {}), ...(init.headers as Record<string, string>) },
    });
    await answer.arrayBuffer();
    return { status: answer.status, cacheControl: answer.headers.get('cache-control') };
  };

  it('When a no-JavaScript form is refused and its page shows the name, e-mail and phone again, then the answer is private, no-store', async () => {
    const answer = await cacheControlOf(getHref('contact', 'es'), {
      method: 'POST',
      headers: OWN_PAGE,
      body: new URLSearchParams({
        form: 'contact-es',
        nombre: 'Rosa Privada',
        email: 'rosa@example.com',
        phone: '12',
      }),
    });
    expect(answer).toEqual({ status: 200, cacheControl: PRIVATE });
  });

  it('When a referral is added to the list without JavaScript, then the page that lists it is private, no-store', async () => {
    const answer = await cacheControlOf(getHref('referralsForm', 'es'), {
      method: 'POST',
      headers: OWN_PAGE,
      body: new URLSearchParams({
        form: 'referrals',
        nombre: 'Rosa',
        phone: uniquePhone(),
        referido_nombre: 'Luis',
        referido_phone: uniquePhone(),
        intent: 'add',
      }),
    });
    expect(answer).toEqual({ status: 200, cacheControl: PRIVATE });
  });

  it('When lead, referral and token answers come back through the edge, then each is private, no-store', async () => {
    const visitor = new Visitor(stack.edge.url);
    const token = await visitor.token();
    const answers = [
      await cacheControlOf(API_PATHS.csrfToken),
      await cacheControlOf(
        API_PATHS.leadSubmit,
        {
          method: 'POST',
          headers: { 'x-csrf-token': token },
          body: new URLSearchParams(leadFields('contact-es')),
        },
        visitor,
      ),
      await cacheControlOf(
        API_PATHS.leadSubmit,
        {
          method: 'POST',
          headers: { 'x-csrf-token': token },
          body: new URLSearchParams(leadFields('contact-es', { phone: '1' })),
        },
        visitor,
      ),
      await cacheControlOf(
        REFERRALS_PATH,
        {
          method: 'POST',
          headers: { 'x-csrf-token': token, 'content-type': 'application/json' },
          body: JSON.stringify({ nombre: 'Rosa', phone: uniquePhone(), referidos: [] }),
        },
        visitor,
      ),
      await cacheControlOf(API_PATHS.socialMediaLeadSubmit, { method: 'POST' }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 422, 422, 401]);
    for (const answer of answers) expect(answer.cacheControl).toBe(PRIVATE);
  });

  it('When a staff member opens pages and the staff API, or someone is sent to sign in, then each answer is private, no-store', async () => {
    const answers = [
      await cacheControlOf(getHref('staffHome', 'es'), {}, staff),
      await cacheControlOf(getHref('staffLeads', 'en'), {}, staff),
      await cacheControlOf(STAFF_API_PATHS.leads, {}, staff),
      await cacheControlOf(STAFF_API_PATHS.session, {}, staff),
      await cacheControlOf(getHref('staffLeads', 'es')),
      await cacheControlOf(getHref('staffSignIn', 'es')),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 303, 200]);
    for (const answer of answers) expect(answer.cacheControl).toBe(PRIVATE);
  });
});
