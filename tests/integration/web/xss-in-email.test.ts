import { serializeAttribution } from '@firm/shared/attribution/attribution';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { REFERRALS_PATH } from '@firm/leads-api/referrals/referrals.routes';
import { findLead } from '@firm/worker/leads/lead.repository';
import { composeIntakeEmail } from '@firm/worker/notify/intake-email';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { leadFields, uniquePhone } from '../../support/lead-factory';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import { Visitor } from '../../support/visitor';

const XSS = '"><script>alert(1)</script><img src=x onerror=alert(2)>';

const TEMPLATE_TAGS = new Set([
  'html',
  'head',
  'meta',
  'title',
  'body',
  'div',
  'h1',
  'h2',
  'p',
  'span',
  'strong',
  'br',
  'a',
]);

/** No tag, attribute or link an attacker wrote is live in the HTML: only the template's tags, safe links. */
function expectInert(html: string): void {
  for (const [, tag] of html.matchAll(/<\/?([a-z0-9!-]+)/gi)) {
    if (tag!.toLowerCase() !== '!doctype') expect(TEMPLATE_TAGS.has(tag!.toLowerCase())).toBe(true);
  }
  // every attribute value is quoted and holds no raw quote or angle bracket
  for (const [, name, value] of html.matchAll(/\s([a-z-]+)="([^"]*)"/gi)) {
    expect(['href', 'lang', 'charset', 'name', 'content', 'style', 'role']).toContain(name);
    expect(value).not.toMatch(/[<>]/);
    if (name === 'href')
      expect(value).toMatch(
        /^(https:\/\/staff\.example\.com\/|(tel|sms):\+\d+$|https:\/\/wa\.me\/\d+(\?text=([\w%.~!*()-]|&#39;)*)?$|mailto:[^?&]+$)/,
      );
  }
}

describe('XSS payloads in every lead field never live in the intake e-mail (issue 18)', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;

  beforeAll(async () => {
    db = await createIsolatedDatabase('xss');
    api = await startLeadsApi({ pool: db.pool });
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  const lastLeads = async (count: number) => {
    const { rows } = await db.pool.query<{ id: string }>(
      'SELECT id FROM leads ORDER BY id DESC LIMIT $1',
      [count],
    );
    const leads = await Promise.all(rows.map((row) => findLead(db.pool, Number(row.id))));
    return leads.filter((lead) => lead !== null);
  };

  it('When a lead carries payloads in every field, its browser, page and attribution, then the e-mail shows them as text', async () => {
    const visitor = new Visitor(api.url, {
      'user-agent': `Mozilla ${XSS}`,
      referer: `javascript:alert(3)//${XSS}`,
    });
    const attribution = {
      utm_source: XSS,
      utm_campaign: XSS,
      landing_path: `/${XSS}`,
      first_seen: new Date().toISOString(),
    };
    visitor.cookies.set('firm_attr', encodeURIComponent(serializeAttribution(attribution)));
    const fields = leadFields('contact-es', {
      nombre: `Ana ${XSS}`,
      phone: `${uniquePhone()} ${XSS}`,
      mensaje: XSS,
      seccion: XSS,
      situacion: XSS,
      fecha_hora: XSS,
      page_url: `javascript:alert(4)//${XSS}`,
    });
    delete fields.form; // the generic checks: free seccion and situation text reach the store
    const answer = await visitor.postForm(API_PATHS.leadSubmit, fields);
    expect(answer.status).toBe(200);
    const refused = await visitor.postForm(API_PATHS.leadSubmit, {
      ...fields,
      email: `a@x.yz?cc=spy@evil.example&body=${XSS}`,
    });
    expect(refused.status).toBe(422);
    const [lead] = await lastLeads(1);
    expect(lead).toBeDefined();
    const email = composeIntakeEmail(lead!, 'https://staff.example.com/staff');
    expectInert(email.html);
  });

  it('When a referral batch carries payloads, then each referral e-mail shows them as text', async () => {
    const answer = await new Visitor(api.url).postJson(REFERRALS_PATH, {
      nombre: `Ana ${XSS}`,
      phone: uniquePhone(),
      checkbox: true,
      referidos: [{ nombre: `Luis ${XSS}`, phone: uniquePhone() }],
    });
    expect(answer.status).toBe(200);
    const [lead] = await lastLeads(1);
    expectInert(composeIntakeEmail(lead!, 'https://staff.example.com/staff').html);
  });

  it('When a stored row holds raw payloads (data written before sanitizing), then escaping alone keeps the e-mail inert', async () => {
    const { rows } = await db.pool.query<{ id: string }>(
      `INSERT INTO leads (origin, form_variant, locale, name, email, phone, message, consent, section, situation,
         married, stay, client_time, page_url, source, user_agent, conversation_link, agent)
       VALUES ('web', 'generic', 'es', $1, $2, $1, $1, true, $1, $1, $1, $1, $1, $3, $1, $1, $3, $1) RETURNING id`,
      [
        XSS,
        `lead@x.yz?cc=spy@evil.example&body=${encodeURIComponent(XSS)}`,
        `javascript:alert(5)//${XSS}`,
      ],
    );
    const lead = await findLead(db.pool, Number(rows[0]!.id));
    expectInert(composeIntakeEmail(lead!, 'https://staff.example.com/staff').html);
  });
});
