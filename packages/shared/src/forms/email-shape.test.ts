import { emailField } from './field-schemas';

const check = (email: string) => emailField('es').safeParse(email).success;

describe('the shared e-mail check', () => {
  it.each(['ana@example.com', 'maria.jose+casos@mail.example.co', 'luis_o-neil@sub.example.mx'])(
    'When the address is %p, then it is accepted',
    (email) => {
      expect(check(email)).toBe(true);
    },
  );

  it.each([
    'lead@x.yz?cc=spy@evil.example&subject=hola',
    'lead@x.yz?cc=spy',
    'a&b@x.yz',
    'a%40b@x.yz',
    '"a"@x.yz',
    "o'neil@x.yz",
    'a,b@x.yz',
    '<a@x.yz>',
    'a@b@x.yz',
    'a@x',
    'a b@x.yz',
    'a;b@x.yz',
  ])('When the address is %p, then it is refused', (email) => {
    expect(check(email)).toBe(false);
  });
});
