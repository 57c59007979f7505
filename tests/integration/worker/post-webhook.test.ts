import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { LookupAddress } from 'node:dns';
import type { AddressInfo } from 'node:net';
import { WebhookTargetError } from '@firm/shared/server/webhook-target';
import { postWebhook } from '@firm/worker/webhooks/post-webhook';

describe('one webhook POST: the address checked is the address connected to', () => {
  let receiver: Server;
  let port: number;
  const received: IncomingHttpHeaders[] = [];
  const paths: string[] = [];
  let connections = 0;

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      received.push(req.headers);
      paths.push(req.url ?? '');
      req.resume();
      req.on('end', () => {
        if (req.url === '/moved') {
          res.writeHead(307, { location: `http://127.0.0.1:${port}/internal/admin` }).end();
          return;
        }
        res.statusCode = 204;
        res.end();
      });
    });
    receiver.on('connection', () => (connections += 1));
    await new Promise<void>((resolve) =>
      receiver.listen({ port: 0, host: '::', ipv6Only: false }, () => resolve()),
    );
    port = (receiver.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });
  beforeEach(() => {
    received.length = 0;
    paths.length = 0;
    connections = 0;
  });

  /** A resolver of the test's own names that counts how often it is asked. */
  const resolverOf = (addresses: string[]) => {
    const asked: string[] = [];
    const resolve = async (hostname: string): Promise<LookupAddress[]> => {
      asked.push(hostname);
      return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    };
    return { asked, resolve };
  };
  const post = (url: string, allowPrivate: boolean, resolve?: ReturnType<typeof resolverOf>) =>
    postWebhook({
      url,
      body: '{"event":"lead.accepted"}',
      headers: { 'content-type': 'application/json' },
      timeoutMs: 2000,
      policy: { allowPrivate },
      ...(resolve ? { resolve: resolve.resolve } : {}),
    });

  it('When a name is resolved, then it is looked up once, the POST goes to that address and the Host header keeps the name', async () => {
    const resolver = resolverOf(['127.0.0.1']);
    await expect(post(`http://crm.example.test:${port}/hook`, true, resolver)).resolves.toBe(204);
    expect(resolver.asked).toEqual(['crm.example.test']);
    expect(received.map((headers) => headers.host)).toEqual([`crm.example.test:${port}`]);
  });

  it('When a name resolves to a public and a private address, then it is refused before any connection', async () => {
    const resolver = resolverOf(['93.184.215.14', '127.0.0.1']);
    const refusal = post(`https://crm.example.test:${port}/hook`, false, resolver);
    await expect(refusal).rejects.toThrow(WebhookTargetError);
    await expect(refusal).rejects.toMatchObject({ reason: 'not-public' });
    expect(resolver.asked).toEqual(['crm.example.test']);
    expect(connections).toBe(0);
  });

  it.each([
    'localhost',
    '127.0.0.1',
    '[::1]',
    '127.1',
    '2130706433',
    '0x7f000001',
    '0177.0.0.1',
    '0.0.0.0',
    '[::]',
    '[::ffff:127.0.0.1]',
    '10.1.2.3',
    '172.16.0.10',
    '192.168.1.20',
    '100.64.0.1',
    '169.254.169.254',
    '[fe80::1]',
    '[fc00::1]',
    '[fd12:3456::1]',
    '224.0.0.1',
    '[ff02::1]',
    '255.255.255.255',
  ])(
    'When the host is %s and private targets are not allowed, then it is refused and nothing connects',
    async (host) => {
      await expect(post(`https://${host}:${port}/hook`, false)).rejects.toMatchObject({
        reason: 'not-public',
      });
      expect(connections).toBe(0);
    },
  );

  it('When private targets are allowed (a local receiver), then an IPv6 loopback address receives the POST', async () => {
    await expect(post(`http://[::1]:${port}/hook`, true)).resolves.toBe(204);
    expect(received).toHaveLength(1);
  });

  it('When the URL is http: and private targets are not allowed, then it is refused without a lookup', async () => {
    const resolver = resolverOf(['93.184.215.14']);
    await expect(
      post(`http://crm.example.test:${port}/hook`, false, resolver),
    ).rejects.toMatchObject({ reason: 'not-https' });
    expect(resolver.asked).toEqual([]);
  });

  it('When a public-looking name answers with a redirect to an internal address, then the redirect is not followed', async () => {
    const resolver = resolverOf(['127.0.0.1']);
    await expect(post(`http://crm.example.test:${port}/moved`, true, resolver)).rejects.toThrow(
      'HTTP 307 (redirects are not followed)',
    );
    expect(paths).toEqual(['/moved']);
  });
});
