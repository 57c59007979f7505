import { intakeRecipients } from './recipients';

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
