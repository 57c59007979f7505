import { isRecipientAddress, shownTarget, splitTargets } from './routing-targets';

describe('routing rule targets', () => {
  it.each(['intake@firm.test', 'maria.jose+casos@mail.example.co', 'luis_o-neil@sub.example.mx'])(
    'When the target is %p, then it is one real address',
    (value) => {
      expect(isRecipientAddress(value)).toBe(true);
    },
  );

  it.each([
    'probe@x.yz>',
    '<probe@x.yz>',
    'bcc:spy@evil.example',
    'intake@firm.test\u2028bcc:spy@evil.example',
    'intake@firm.test\u2029spy@evil.example',
    'intake@firm.test\u0085bcc:spy@evil.example',
    'intake@firm.test\r\nBcc: spy@evil.example',
    'intake@firm.test\u0000',
    'intake@firm.test\u202e',
    'in\u200btake@firm.test',
    'intake@firm.test\u00a0',
    `${'a'.repeat(250)}@firm.test`,
  ])('When the target is %p, then it is refused', (value) => {
    expect(isRecipientAddress(value)).toBe(false);
  });

  it('When targets are typed with commas, semicolons, spaces and lines, then each is taken once, and a line separator stays inside its target', () => {
    expect(splitTargets('a@firm.test, b@firm.test;c@firm.test\r\n a@firm.test\t')).toEqual([
      'a@firm.test',
      'b@firm.test',
      'c@firm.test',
    ]);
    expect(splitTargets('a@firm.test\u2028bcc:spy@evil.example')).toEqual([
      'a@firm.test\u2028bcc:spy@evil.example',
    ]);
  });

  it('When a refused target is shown, then its invisible characters are visible', () => {
    expect(shownTarget('a@firm.test\u2028bcc:x\u0000')).toBe('a@firm.test\uFFFDbcc:x\uFFFD');
  });
});
