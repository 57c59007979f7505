import { decodeStaffIdentity, encodeStaffIdentity } from './staff-identity-header';

const ANA = {
  id: 7,
  email: 'ana@firm.test',
  name: 'Ana Peña Muñoz',
  role: 'editor' as const,
  mustChangePassword: false,
};

describe('staff identity header', () => {
  it('When an identity with accents is encoded, then the header is plain ASCII and decodes back the same', () => {
    const value = encodeStaffIdentity(ANA);
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeStaffIdentity(value)).toEqual(ANA);
  });

  it('When the header is absent, repeated, not base64url, not JSON or not an identity, then nobody is named', () => {
    const notAnIdentity = Buffer.from(JSON.stringify({ id: 'x', role: 'root' })).toString(
      'base64url',
    );
    for (const value of [undefined, [encodeStaffIdentity(ANA)], 'a b', 'e30', notAnIdentity]) {
      expect(decodeStaffIdentity(value)).toBeNull();
    }
  });
});
