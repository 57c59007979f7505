import { getHref } from '@firm/shared/routes/route-map';
import { STAFF_API_PATHS } from '@firm/shared/routes/staff-paths';
import { addTestStaff, signedInVisitor } from '../../support/staff';
import { Visitor } from '../../support/visitor';
import { startEdgeStack, type TEdgeStack } from './support/edge-stack';

const EVIL = 'https://evil.example';
const OWN = 'http://localhost:3000';

// The ways a browser tells where a post comes from, as another site's page makes them say it.
const CROSS_SITE: [string, Record<string, string>][] = [
  ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site', origin: EVIL }],
  ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
  ['only a foreign Origin', { origin: EVIL }],
  ['Origin null', { origin: 'null' }],
  ['only a foreign Referer', { referer: `${EVIL}/page` }],
  ['nothing at all', {}],
];

describe('staff no-JavaScript posts come from the site’s own pages only (issue 25 §4)', () => {
  let stack: TEdgeStack;
  let admin: Visitor;
  let adminEmail: string;
  let adminPassword: string;

  beforeAll(async () => {
    stack = await startEdgeStack('staff-origin');
    const account = await addTestStaff(stack.db.pool, { role: 'admin' });
    adminEmail = account.email;
    adminPassword = account.password;
    admin = await signedInVisitor(stack.edge.url, account);
  }, 30_000);
  afterAll(() => stack.close());

  const rules = async () =>
    (await stack.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM routing_rules'))
      .rows[0]!.n;

  /**
   * The attack: the admin's browser carries their session cookie and an anti-forgery pair the attacker
   * got for himself and planted (a cookie set from a sibling host), and posts the attacker's token.
   */
  const plantedPost = async (path: string, fields: Record<string, string>, headers = {}) => {
    const attacker = new Visitor(stack.edge.url);
    const token = await attacker.token();
    const browser = new Visitor(stack.edge.url);
    for (const [name, value] of [...admin.cookies, ...attacker.cookies])
      browser.cookies.set(name, value);
    const answer = await fetch(`${stack.edge.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...headers,
      },
      body: new URLSearchParams({ ...fields, _token: token }),
    });
    // the session may be rotated on the way: the admin's browser keeps the new cookie
    for (const line of answer.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (pair.startsWith('firm_staff=')) admin.cookies.set('firm_staff', pair.slice(at + 1));
    }
    return answer;
  };

  const addRule = (headers: Record<string, string>) =>
    plantedPost(
      getHref('staffRouting', 'es'),
      { action: 'add', channel: 'email', targets: 'intruso@evil.example' },
      headers,
    );

  it.each(CROSS_SITE)(
    'When a routing rule is posted to the staff page with %s, then 403 and no rule is made',
    async (_how, headers) => {
      const answer = await addRule(headers);
      expect(answer.status).toBe(403);
      expect(await answer.text()).toBe(
        'Error al enviar el formulario. Por favor intente de nuevo.',
      );
      expect(await rules()).toBe(0);
    },
  );

  it('When the sign-in form is posted from another site, then 403 and no session is made', async () => {
    const answer = await plantedPost(
      getHref('staffSignIn', 'en'),
      { email: adminEmail, password: adminPassword },
      { 'sec-fetch-site': 'cross-site', origin: EVIL },
    );
    expect(answer.status).toBe(403);
    expect(await answer.text()).toBe('Error submitting the form. Please try again.');
    expect(answer.headers.getSetCookie().join('\n')).not.toMatch(/firm_staff=[^;]/);
  });

  it('When the routing API gets a post with a valid token from another site, then leads-api refuses it too', async () => {
    const token = await admin.token();
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }]) {
      const answer = await admin.request(STAFF_API_PATHS.routing, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'x-csrf-token': token },
        body: JSON.stringify({ channel: 'email', targets: 'intruso@evil.example' }),
      });
      expect(answer.status).toBe(403);
    }
    expect(await rules()).toBe(0);
  });

  it.each([
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['the site’s Origin', { origin: OWN }],
    ['the site’s Referer', { referer: `${OWN}/staff/enrutamiento` }],
  ])(
    'When the admin posts a rule from the routing page (%s), then it is made',
    async (_how, headers) => {
      const before = await rules();
      const answer = await addRule(headers);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe('/staff/enrutamiento?hecho=add');
      expect(await rules()).toBe(before + 1);
    },
  );
});
