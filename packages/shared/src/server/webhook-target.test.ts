import type { LookupAddress } from 'node:dns';
import {
  checkedAddresses,
  isGlobalUnicast,
  webhookTargetRefusal,
  webhookUrlOf,
} from './webhook-target';

const strict = { allowPrivate: false };
const resolveTo =
  (...addresses: string[]) =>
  async (): Promise<LookupAddress[]> =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('webhook targets', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '0.0.0.0',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '100.64.0.1',
    '169.254.169.254',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.1',
    '::1',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:8.8.8.8',
    '::127.0.0.1',
    '64:ff9b::a00:1',
    '2002:7f00:1::1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '2001:db8::1',
    '127.1',
    'not-an-address',
  ])('When the address is %s, then it is not global unicast', (address) => {
    expect(isGlobalUnicast(address)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '2a00:1450::1'])(
    'When the address is %s, then it is global unicast',
    (address) => {
      expect(isGlobalUnicast(address)).toBe(true);
    },
  );

  it('When a URL is not https:, has credentials or is no URL, then its form is refused; http: passes only with private targets allowed', () => {
    const reason = (value: string, allowPrivate = false) => {
      try {
        webhookUrlOf(value, { allowPrivate });
        return null;
      } catch (error) {
        return (error as { reason: string }).reason;
      }
    };
    expect(reason('https://crm.example.com/hook')).toBeNull();
    expect(reason('http://crm.example.com/hook')).toBe('not-https');
    expect(reason('http://crm.example.com/hook', true)).toBeNull();
    expect(reason('https://user:secret@crm.example.com/hook')).toBe('invalid');
    expect(reason('javascript:alert(1)')).toBe('invalid');
    expect(reason('ftp://crm.example.com/')).toBe('invalid');
    expect(reason('crm.example.com')).toBe('invalid');
  });

  it('When a name resolves to a public and a private address, then it is refused: every address counts', async () => {
    await expect(
      checkedAddresses('crm.example.com', strict, resolveTo('93.184.215.14', '10.0.0.7')),
    ).rejects.toMatchObject({ reason: 'not-public' });
    await expect(
      checkedAddresses('crm.example.com', strict, resolveTo('93.184.215.14', '2606:4700::1')),
    ).resolves.toHaveLength(2);
  });

  it('When private targets are allowed, then any address passes', async () => {
    await expect(checkedAddresses('[::1]', { allowPrivate: true }, resolveTo())).resolves.toEqual([
      { address: '::1', family: 6 },
    ]);
  });

  it('When the name is localhost, then the real lookup finds the loopback and the target is refused', async () => {
    expect(await webhookTargetRefusal('https://localhost/hook', strict)).toBe('not-public');
  });

  it('When the name does not resolve, then the target is refused as unresolved', async () => {
    const failing = async (): Promise<LookupAddress[]> => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await webhookTargetRefusal('https://crm.example.com/hook', strict, failing)).toBe(
      'unresolved',
    );
    expect(await webhookTargetRefusal('https://crm.example.com/hook', strict, resolveTo())).toBe(
      'unresolved',
    );
  });
});
