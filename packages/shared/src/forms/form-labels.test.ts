import { FORM_VARIANT_IDS } from './form-types';
import {
  formLabel,
  formName,
  formOptions,
  seccionFilterOptions,
  seccionLabel,
} from './form-labels';
import { SECCION } from './seccion';

describe('Forms and seccion labels as the staff read them', () => {
  it('When a form is named, then its name is words in the member’s language, never its code', () => {
    expect(formLabel('footer-es', 'es')).toBe('Formulario al pie de página (español)');
    expect(formLabel('footer-es', 'en')).toBe('Footer form (Spanish)');
    for (const id of FORM_VARIANT_IDS) {
      for (const locale of ['es', 'en'] as const) expect(formLabel(id, locale)).not.toMatch(/-/);
    }
    expect(formLabel('retired-form', 'es')).toBe('retired-form');
    expect(formOptions('en').map((option) => option.value)).toHaveLength(FORM_VARIANT_IDS.length);
  });

  it('When a seccion is shown, then its page and language read as words, with the campaign source after', () => {
    expect(seccionLabel('Visa VAWA Español - google', 'es')).toBe('VAWA (español) · google');
    expect(seccionLabel('Visa VAWA Español - google', 'en')).toBe('VAWA (Spanish) · google');
    expect(seccionLabel(SECCION.footerEn, 'es')).toBe('Pie de página (inglés)');
    expect(seccionLabel(SECCION.paroleEs, 'en')).toBe('Parole page (Spanish)');
    expect(seccionLabel(SECCION.shortVideoAds, 'es')).toBe('Anuncios de TikTok');
    expect(seccionLabel('Ana Herrera Español', 'en')).toBe('Ana Herrera (Spanish)');
    expect(seccionLabel('Youtube Landing promo-mayo', 'es')).toBe('Youtube Landing promo-mayo');
  });

  it('When every fixed seccion is shown, then none is left as the wire label', () => {
    for (const label of Object.values(SECCION)) {
      expect(seccionLabel(label, 'en')).not.toBe(label);
    }
    const values = seccionFilterOptions('es').map((option) => option.value);
    for (const label of Object.values(SECCION))
      expect(values.some((value) => label.startsWith(value))).toBe(true);
  });

  it('When the reader is told the language apart (the intake e-mail), then English and Spanish twins share one name', () => {
    expect(formName('contact-en', 'es')).toBe('Página de contacto');
    expect(formName('contact-es', 'es')).toBe('Página de contacto');
    expect(formName('footer-en', 'en')).toBe('Footer form');
    expect(formName('old-landing', 'es')).toBe('old-landing');
    for (const id of FORM_VARIANT_IDS) expect(formName(id, 'es')).not.toBe(id);
  });
});
