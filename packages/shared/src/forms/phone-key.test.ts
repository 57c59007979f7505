import { phoneKey } from './phone-key';

describe('phoneKey', () => {
  it.each([
    '+1 915 555 0123',
    '1-915-555-0123',
    '0915 555 0123',
    '001 915 555 0123',
    '011 1 915 555 0123',
    '(915) 555-0123',
    '915.555.0123',
  ])('When a US number is written as %p, then its key is 9155550123', (spelling) => {
    expect(phoneKey(spelling)).toBe('9155550123');
  });

  it.each(['+52 656 123 4567', '0052 656 123 4567', '+52 1 656 123 4567', '656 123 4567'])(
    'When a Mexican number is written as %p, then its key is 6561234567',
    (spelling) => {
      expect(phoneKey(spelling)).toBe('6561234567');
    },
  );

  it('When the number has nine digits, then all of them are its key', () => {
    expect(phoneKey('555-010-203')).toBe('555010203');
  });
});
