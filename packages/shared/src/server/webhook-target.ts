/**
 * Where a webhook may go (issue 25 §4, SSRF): an `https:` URL without credentials whose host is, and
 * resolves only to, global unicast addresses. leads-api checks it when an admin saves a rule; the
 * worker checks it again when it sends, in the lookup of the connection itself (see
 * `services/worker/src/webhooks/post-webhook.ts`), so that the address checked is the one connected to.
 */
import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Whether private targets are allowed: `WEBHOOK_ALLOW_PRIVATE_TARGETS`, for local receivers in tests
 * and development only (refused at start-up in production). It also allows `http:`.
 */
export type TWebhookTargetPolicy = { allowPrivate: boolean };

/** Resolves a host name to every address it has (`dns.lookup` with `all`, by default). */
export type TResolveHost = (hostname: string) => Promise<LookupAddress[]>;

/** Why a target was refused. */
export type TWebhookRefusal = 'invalid' | 'not-https' | 'not-public' | 'unresolved';

/** A webhook target refused by the policy; nothing was sent. */
export class WebhookTargetError extends Error {
  constructor(
    readonly reason: TWebhookRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'WebhookTargetError';
  }
}

// Global unicast IPv6 is 2000::/3 (RFC 4291); inside it ipaddr.js names what is not global.
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * Whether an address is global unicast: not loopback, link-local (169.254.169.254 included),
 * private, shared (100.64/10), unique-local, unspecified, multicast, broadcast, reserved, nor an
 * IPv6 form that carries an IPv4 address (mapped, NAT64, 6to4, Teredo). Classified by ipaddr.js.
 */
export function isGlobalUnicast(address: string): boolean {
  if (!ipaddr.isValid(address) || isIP(address) === 0) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && !parsed.match(GLOBAL_UNICAST_V6)) return false;
  return parsed.range() === 'unicast';
}

/**
 * A target's URL if its form is allowed: `https:` (also `http:` when private targets are), no user
 * name or password.
 * @throws WebhookTargetError `invalid` or `not-https`
 */
export function webhookUrlOf(value: string, policy: TWebhookTargetPolicy): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new WebhookTargetError('invalid', 'not a URL');
  }
  const protocols = policy.allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!['https:', 'http:'].includes(url.protocol) || url.username || url.password)
    throw new WebhookTargetError('invalid', 'not an http(s) URL without credentials');
  if (!protocols.includes(url.protocol))
    throw new WebhookTargetError('not-https', 'only https: is allowed');
  return url;
}

const resolveAll: TResolveHost = (hostname) => lookup(hostname, { all: true });

/** A URL's host as an address or a name (`[::1]` → `::1`). */
export const bareHost = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Every address a host has, each of them checked: an address literal as it is, a name by one
 * lookup. With private targets allowed, any address passes.
 * @throws WebhookTargetError `not-public` (one address is not global unicast) or `unresolved`
 */
export async function checkedAddresses(
  hostname: string,
  policy: TWebhookTargetPolicy,
  resolve: TResolveHost = resolveAll,
): Promise<LookupAddress[]> {
  const host = bareHost(hostname);
  const family = isIP(host);
  let addresses: LookupAddress[];
  if (family !== 0) addresses = [{ address: host, family }];
  else {
    try {
      addresses = await resolve(host);
    } catch (error) {
      throw new WebhookTargetError('unresolved', (error as NodeJS.ErrnoException).code ?? 'lookup');
    }
    if (addresses.length === 0) throw new WebhookTargetError('unresolved', 'no address');
  }
  // Every address, not the first: a name with one public and one private address would otherwise
  // reach the private one on the connection's second try.
  if (!policy.allowPrivate && !addresses.every((entry) => isGlobalUnicast(entry.address)))
    throw new WebhookTargetError('not-public', 'resolves to an address that is not public');
  return addresses;
}

/**
 * Checks a target as a rule is saved: its form, then every address its host resolves to.
 * @returns why it is refused, or null when it may be saved
 */
export async function webhookTargetRefusal(
  value: string,
  policy: TWebhookTargetPolicy,
  resolve?: TResolveHost,
): Promise<TWebhookRefusal | null> {
  try {
    await checkedAddresses(webhookUrlOf(value, policy).hostname, policy, resolve);
    return null;
  } catch (error) {
    if (error instanceof WebhookTargetError) return error.reason;
    throw error;
  }
}
