import { toWireRow } from './wire-row';

describe('A database row on the wire', () => {
  it('When a row is put on the wire, then its names are camelCase and its times ISO strings, other values kept', () => {
    const row = {
      id: 7,
      received_at: new Date('2030-01-12T18:37:00Z'),
      consent_sha256: null,
      entered_by_staff_id: 3,
      attribution: { utm_source: 'google' },
    };
    expect(toWireRow(row)).toEqual({
      id: 7,
      receivedAt: '2030-01-12T18:37:00.000Z',
      consentSha256: null,
      enteredByStaffId: 3,
      attribution: { utm_source: 'google' },
    });
  });
});
