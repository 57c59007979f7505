import { FORM_VARIANT_IDS } from './form-types';
import { formLabel } from './form-labels';

describe('formLabel', () => {
  it.each(FORM_VARIANT_IDS)(
    'When the form is %p, then both languages have a label in words, never the code',
    (variant) => {
      for (const locale of ['es', 'en'] as const) {
        expect(formLabel(variant, locale)).not.toBe(variant);
        expect(formLabel(variant, locale)).toMatch(/^[A-ZÁÉÍÓÚ][^-]*$/);
      }
    },
  );

  it('When English and Spanish twins are asked for, then they share one label', () => {
    expect(formLabel('contact-en', 'es')).toBe('Página de contacto');
    expect(formLabel('contact-es', 'es')).toBe('Página de contacto');
    expect(formLabel('footer-en', 'en')).toBe('Footer form');
  });

  it('When a stored form no longer exists, then it is shown as stored', () => {
    expect(formLabel('old-landing', 'es')).toBe('old-landing');
  });
});
