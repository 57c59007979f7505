import { CHECK_FIELD, FORM_VARIANT_IDS } from './form-types';
import { FORM_VARIANTS, isFormVariantId, isLeadVariantId } from './form-variants';
import { SECCION } from './seccion';

/** Check orders from SPEC §5 (and the documented choices where it is silent). */
const ORDERS = {
  'footer-en': ['name', 'email', 'phone', 'consent'],
  'footer-es': ['name', 'email', 'phone', 'consent'],
  'contact-es': ['name', 'email', 'phone', 'consent'],
  'contact-en': ['name', 'email', 'phone', 'consent'],
  'visa-en': ['consent', 'name', 'email', 'phone', 'situation'],
  'visa-es': ['consent', 'name', 'email', 'phone', 'situation'],
  'blog-en': ['consent', 'name', 'email', 'phone', 'situation'],
  'blog-es': ['consent', 'name', 'email', 'phone', 'situation'],
  'parole-en': ['consent', 'name', 'married', 'stay', 'phone', 'email', 'situation'],
  'parole-es': ['consent', 'name', 'married', 'stay', 'phone', 'email', 'situation'],
  'video-landing': ['name', 'email', 'phone', 'situation', 'consent'],
  'short-video-ads': ['name', 'email', 'phone', 'situation', 'consent'],
  referrals: ['name', 'phone', 'referrals', 'consent'],
  'social-media': ['name', 'phone', 'agent', 'link'],
  generic: ['name', 'email', 'phone', 'consent'],
} as const;

describe('form variants (SPEC §5)', () => {
  it.each(Object.entries(ORDERS))(
    'When reading %s, then its checks are in the spec order',
    (id, order) => {
      expect(FORM_VARIANTS[id as keyof typeof ORDERS].checks).toEqual(order);
    },
  );

  it('When listing the variants, then every id has a description with that id', () => {
    expect(Object.keys(FORM_VARIANTS).sort()).toEqual([...FORM_VARIANT_IDS].sort());
    for (const id of FORM_VARIANT_IDS) expect(FORM_VARIANTS[id].id).toBe(id);
  });

  it.each(FORM_VARIANT_IDS)(
    'When reading %s, then each check looks at a field the form shows',
    (id) => {
      const variant = FORM_VARIANTS[id];
      for (const check of variant.checks) expect(variant.fields).toContain(CHECK_FIELD[check]);
    },
  );

  it.each([
    ['footer-en', undefined, 15],
    ['contact-es', undefined, 15],
    ['visa-es', undefined, 15],
    ['parole-en', 11, 11],
    ['parole-es', 11, 11],
    ['video-landing', 11, 11],
    ['short-video-ads', 11, 11],
    ['referrals', 11, 11],
  ] as const)(
    'When reading %s, then the phone input cap is %p and the maximum %p',
    (id, cap, max) => {
      expect(FORM_VARIANTS[id].phoneInputCap).toBe(cap);
      expect(FORM_VARIANTS[id].phoneMax).toBe(max);
    },
  );

  it.each([
    ['footer-en', 'footer'],
    ['footer-es', 'footer'],
    ['contact-es', 'contact'],
    ['contact-en', 'contact'],
    ['visa-en', 'short'],
    ['blog-es', 'tiny'],
    ['social-media', null],
  ] as const)('When reading %s, then the consent preview is %p', (id, kind) => {
    expect(FORM_VARIANTS[id].consentPreview).toBe(kind);
  });

  it('When reading the situation rule, then visa, blog and landing forms require it and parole asks it conditionally', () => {
    const rules = Object.fromEntries(
      FORM_VARIANT_IDS.map((id) => [id, FORM_VARIANTS[id].situation]),
    );
    expect(rules).toMatchObject({
      'footer-en': 'none',
      'contact-es': 'none',
      'visa-en': 'required',
      'visa-es': 'required',
      'blog-en': 'required',
      'blog-es': 'required',
      'video-landing': 'required',
      'short-video-ads': 'required',
      'parole-en': 'when-not-qualified',
      'parole-es': 'when-not-qualified',
    });
  });

  it('When the conditional situation is used, then it is the last check (its issue is added last)', () => {
    for (const id of FORM_VARIANT_IDS) {
      const variant = FORM_VARIANTS[id];
      if (variant.situation === 'when-not-qualified')
        expect(variant.checks.at(-1)).toBe('situation');
    }
  });

  it('When reading languages, labels, e-mail wording and thank-you pages, then they fit each form', () => {
    expect(FORM_VARIANTS['footer-en']).toMatchObject({
      locale: 'en',
      seccion: SECCION.footerEn,
      thankYou: 'thankYou',
    });
    expect(FORM_VARIANTS['parole-en']).toMatchObject({ locale: 'en', seccion: SECCION.paroleEn });
    expect(FORM_VARIANTS['video-landing']).toMatchObject({
      locale: 'es',
      seccion: 'Youtube Landing',
    });
    expect(FORM_VARIANTS['short-video-ads'].seccion).toBe('Tik Tok Ads');
    expect(FORM_VARIANTS.referrals.thankYou).toBe('referralThankYou');
    expect(FORM_VARIANTS['social-media'].thankYou).toBeNull();
    expect(FORM_VARIANTS['visa-en'].emailMessage).toBe('validation.emailShort');
    expect(FORM_VARIANTS['blog-en'].emailMessage).toBe('validation.emailShort');
    expect(FORM_VARIANTS['visa-es'].emailMessage).toBe('validation.email');
    expect(FORM_VARIANTS['footer-en'].emailMessage).toBe('validation.email');
  });

  it('When narrowing ids, then only known ids pass and referrals/social media are not lead variants', () => {
    expect(isFormVariantId('footer-es')).toBe(true);
    expect(isFormVariantId('footer')).toBe(false);
    expect(isFormVariantId(undefined)).toBe(false);
    expect(isLeadVariantId('generic')).toBe(true);
    expect(isLeadVariantId('referrals')).toBe(false);
    expect(isLeadVariantId('social-media')).toBe(false);
  });
});
