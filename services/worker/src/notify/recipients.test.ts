import { Writable } from 'node:stream';
import { createLogger } from '@firm/shared/server/logger';
import { intakeRecipients, routedRecipients } from './recipients';

const routes = {
  form: { 'social-media': ['social@firm.test'] },
  situation: { 'abuse-victim': ['vawa@firm.test'] },
};
const fallback = ['intake@firm.test'];

describe('intakeRecipients', () => {
  it('When the form has its own list, then that list receives the lead', () => {
    expect(
      intakeRecipients(
        { form_variant: 'social-media', situation: 'abuse-victim' },
        routes,
        fallback,
      ),
    ).toEqual(['social@firm.test']);
  });

  it('When only the situation is routed, then the situation list receives the lead', () => {
    expect(
      intakeRecipients({ form_variant: 'visa-es', situation: 'abuse-victim' }, routes, fallback),
    ).toEqual(['vawa@firm.test']);
  });

  it('When nothing is routed, then the default intake list receives the lead', () => {
    expect(
      intakeRecipients({ form_variant: 'footer-es', situation: null }, routes, fallback),
    ).toEqual(fallback);
  });
});

describe('routedRecipients', () => {
  const lead = { form_variant: 'contact-es', situation: null, section: 'Contacto Español' };
  const settings = { intakeRoutes: { form: {}, situation: {} }, intakeEmailTo: fallback };
  const rule = (targets: string[]) => ({
    id: 7,
    channel: 'email' as const,
    formVariant: null,
    sectionPrefix: null,
    situation: null,
    targets,
  });
  const logged: string[] = [];
  const log = createLogger(
    'worker',
    'warn',
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(chunk.toString());
        done();
      },
    }),
  );
  beforeEach(() => (logged.length = 0));

  it('When a stored rule holds targets that are not one real address, then only the real ones receive the lead and the log names no address', () => {
    const to = routedRecipients(
      lead,
      [rule(['routed@firm.test', 'probe@x.yz>', 'a@firm.test\u2028bcc:spy@evil.example'])],
      settings,
      log,
    );
    expect(to).toEqual(['routed@firm.test']);
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0] ?? '{}')).toMatchObject({ ruleId: 7, skipped: 2, kept: 1 });
    expect(logged.join('')).not.toMatch(/probe|evil/);
  });

  it('When no target of the deciding rule is a real address, then the default intake list receives the lead', () => {
    expect(routedRecipients(lead, [rule(['bcc:spy@evil.example'])], settings, log)).toEqual(
      fallback,
    );
    expect(logged).toHaveLength(1);
  });
});
