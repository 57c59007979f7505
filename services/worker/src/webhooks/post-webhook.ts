import { isIP, type LookupFunction } from 'node:net';
import { Agent, request } from 'undici';
import {
  bareHost,
  checkedAddresses,
  webhookUrlOf,
  type TResolveHost,
  type TWebhookTargetPolicy,
} from '@firm/shared/server/webhook-target';

/** One signed POST of a lead to a CRM. */
export type TWebhookPost = {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  policy: TWebhookTargetPolicy;
  /** How host names are resolved. @defaultValue `dns.lookup` with `all` */
  resolve?: TResolveHost;
};

const wantedFamily = (family: number | string | undefined) =>
  family === 4 || family === 'IPv4' ? 4 : family === 6 || family === 'IPv6' ? 6 : 0;

/**
 * The connection's own lookup: the addresses it connects to are the ones just checked, so a name
 * that answers a public address to a first lookup and a private one to a second (DNS rebinding)
 * has no second lookup to answer.
 */
function checkingLookup(policy: TWebhookTargetPolicy, resolve?: TResolveHost): LookupFunction {
  return (hostname, options, callback) => {
    const refused = (error: NodeJS.ErrnoException) => callback(error, '');
    checkedAddresses(hostname, policy, resolve).then((addresses) => {
      const family = wantedFamily(options.family);
      const usable = family ? addresses.filter((entry) => entry.family === family) : addresses;
      const first = usable[0];
      if (!first) {
        callback(Object.assign(new Error(`no IPv${family} address`), { code: 'ENOTFOUND' }), '');
        return;
      }
      if (options.all) callback(null, usable);
      else callback(null, first.address, first.family);
    }, refused);
  };
}

/**
 * POSTs one webhook where the policy allows it: `https:` only (unless private targets are allowed),
 * the URL's host checked (an address as written, a name in the connection's lookup, every address
 * it resolves to), redirects never followed (a 3xx is a failed delivery, like any answer but 2xx).
 * @returns the answer's status (2xx)
 * @throws WebhookTargetError when the target is refused (nothing was sent), Error on a failed delivery
 */
export async function postWebhook(post: TWebhookPost): Promise<number> {
  const url = webhookUrlOf(post.url, post.policy);
  // A host written as an address is connected to without a lookup: it is checked here instead.
  if (isIP(bareHost(url.hostname)) !== 0) await checkedAddresses(url.hostname, post.policy);
  // One agent per delivery: no connection outlives the check that opened it.
  const agent = new Agent({ connect: { lookup: checkingLookup(post.policy, post.resolve) } });
  try {
    const response = await request(url, {
      method: 'POST',
      headers: post.headers,
      body: post.body,
      dispatcher: agent,
      signal: AbortSignal.timeout(post.timeoutMs),
    });
    await response.body.dump();
    const status = response.statusCode;
    if (status >= 300 && status < 400)
      throw new Error(`HTTP ${status} (redirects are not followed)`);
    if (status < 200 || status >= 300) throw new Error(`HTTP ${status}`);
    return status;
  } finally {
    await agent.close();
  }
}
