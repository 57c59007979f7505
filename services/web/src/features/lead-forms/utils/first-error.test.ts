import { FORM_VARIANTS } from '@firm/shared/forms/form-variants';
import { firstErrorField } from './first-error';

describe('firstErrorField', () => {
  it('When the English visa form fails on name and consent, then consent is shown first', () => {
    expect(firstErrorField(FORM_VARIANTS['visa-en'], ['nombre', 'checkbox'])).toBe('checkbox');
  });

  it('When the Spanish footer form fails on name and consent, then name is shown first (terms last)', () => {
    expect(firstErrorField(FORM_VARIANTS['footer-es'], ['checkbox', 'nombre'])).toBe('nombre');
  });

  it('When the parole form fails on phone and stay, then stay is shown first', () => {
    expect(firstErrorField(FORM_VARIANTS['parole-en'], ['phone', 'estancia', 'email'])).toBe(
      'estancia',
    );
  });

  it('When only a field outside the checks fails, then that field is shown', () => {
    expect(firstErrorField(FORM_VARIANTS['contact-es'], ['mensaje'])).toBe('mensaje');
  });

  it('When nothing failed, then there is no field to show', () => {
    expect(firstErrorField(FORM_VARIANTS['contact-es'], [])).toBeNull();
  });
});
