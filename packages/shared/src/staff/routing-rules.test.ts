import { decidingRule, type TRoutingRule } from './routing-rules';

const rule = (id: number, fields: Partial<TRoutingRule>): TRoutingRule => ({
  id,
  channel: 'email',
  formVariant: null,
  sectionPrefix: null,
  situation: null,
  targets: [`rule${id}@firm.test`],
  ...fields,
});

const lead = {
  form_variant: 'video-landing',
  section: 'Video Landing - YouTube',
  situation: 'abuse-victim',
};

describe('decidingRule', () => {
  it('When no rule matches, then null (the environment decides)', () => {
    expect(decidingRule([rule(1, { formVariant: 'footer-es' })], 'email', lead)).toBeNull();
  });

  it('When several rules match, then the most specific wins, a longer seccion prefix first among equals', () => {
    const rules = [
      rule(1, {}),
      rule(2, { sectionPrefix: 'video' }),
      rule(3, { sectionPrefix: 'VIDEO LANDING - you' }),
      rule(4, { formVariant: 'video-landing', situation: 'abuse-victim' }),
    ];
    expect(decidingRule(rules, 'email', lead)?.id).toBe(4);
    expect(decidingRule(rules.slice(0, 3), 'email', lead)?.id).toBe(3);
    expect(decidingRule(rules.slice(0, 1), 'email', lead)?.id).toBe(1);
  });

  it('When a rule is for the other channel, then it is not used', () => {
    expect(decidingRule([rule(1, { channel: 'webhook' })], 'email', lead)).toBeNull();
  });

  it('When the seccion differs only in accents and case, then the prefix still matches', () => {
    const rules = [rule(1, { sectionPrefix: 'visa vawa ingles' })];
    expect(
      decidingRule(rules, 'email', { ...lead, section: 'Visa VAWA Inglés - google' })?.id,
    ).toBe(1);
  });
});
