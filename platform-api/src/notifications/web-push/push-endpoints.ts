// Which addresses pushes may go to. A subscription's endpoint is a URL a person's browser hands us, so without
// these checks the API would send requests wherever anyone asks: to its own network, its cloud's metadata
// service, or a loopback port. Push services are public HTTPS hosts; nothing else is let through, at subscribe
// time by the URL and at send time by the addresses its name resolves to (a name may point inward later).
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';

export interface EndpointPolicy {
  /** Loopback endpoints over plain HTTP too: only for a push service stand-in in tests (off by default). */
  allowLoopback: boolean;
}

const isLoopbackAddress = (address: string) =>
  ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';

/** Whether `address`, an IP literal, is public unicast, as a push service's is (the policy may add loopback). */
function isAllowedAddress(address: string, policy: EndpointPolicy): boolean {
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  return range === 'unicast' || (policy.allowLoopback && range === 'loopback');
}

/** The endpoint as a URL when a browser's push service could own it; null when it must be refused. */
export function allowedEndpoint(endpoint: string, policy: EndpointPolicy): URL | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '' || url.hash !== '') return null;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const loopbackStandIn = policy.allowLoopback && isLoopbackAddress(host);
  if (url.protocol !== 'https:' && !(loopbackStandIn && url.protocol === 'http:')) return null;
  if (ipaddr.isValid(host)) return isAllowedAddress(host, policy) ? url : null;
  // A name without a dot, or under .localhost, can only be a machine of the API's own network.
  if (!host.includes('.') || host === 'localhost' || host.endsWith('.localhost')) return null;
  return url;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for `http.request` that connects only to allowed addresses: a name resolving to a private address
 * fails the send (`EACCES`) rather than reaching inside.
 */
export function guardedLookup(policy: EndpointPolicy) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    dnsLookup(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const allowed = addresses.filter((entry) => isAllowedAddress(entry.address, policy));
      const [first] = allowed;
      if (!first) {
        const refused: NodeJS.ErrnoException = new Error(`${hostname} resolves to no public address`);
        refused.code = 'EACCES';
        return callback(refused, []);
      }
      if (options.all) return callback(null, allowed);
      return callback(null, first.address, first.family);
    });
  };
}
