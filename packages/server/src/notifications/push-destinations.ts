/**
 * Where the server sends pushes. A push subscription's endpoint is an address the browser gave, so any player
 * could name one inside the operator's network (a database's admin port, a cloud's metadata service at
 * 169.254.169.254) and have the server post to it at every turn. Real push services are public HTTPS sites, so
 * by default the server sends only there: an endpoint must be `https:`, and its host must resolve to public
 * addresses only, checked when the subscription is made (for names that are addresses) and again at every send
 * (for names that resolve, which may point elsewhere later), on the address the connection then uses.
 * `PUSH_PRIVATE_ADDRESSES=true` lifts both, for a push service on the operator's own network or a test's.
 */
import { isIP } from 'node:net';
import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isPublicAddress } from './public-address.js';

/** Whether pushes may go to plain HTTP and to private, loopback and link-local addresses. */
export interface PushDestinations {
  readonly privateAddresses: boolean;
}

/** Where the refusal points an operator who runs a push service of their own. */
const ALLOW = "; a server's operator may allow that with PUSH_PRIVATE_ADDRESSES=true";

/** Why pushes may not go to this endpoint, or null when they may (before any name is resolved). */
export function endpointRefusal(endpoint: string, destinations: PushDestinations): string | null {
  if (destinations.privateAddresses) return null;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'is not an address';
  }
  if (url.protocol !== 'https:')
    return `must be an https:// address (push services are reached over HTTPS)${ALLOW}`;
  // A name's trailing dot (`localhost.`) names the same host.
  const host = url.hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost'))
    return `must be a push service on the internet, not localhost${ALLOW}`;
  if (isIP(host) !== 0 && !isPublicAddress(host)) {
    return `must be a push service on the internet, not the private address ${host}${ALLOW}`;
  }
  return null;
}

/** The error a send meets when the endpoint's name resolves to no public address. */
export class PrivateDestinationError extends Error {
  readonly code = 'EPRIVATEDESTINATION';
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A resolver for the connection that keeps only public addresses, so the address checked is the address
 * connected to (a name that resolves to a public address now and a private one a moment later gains nothing).
 */
export function publicLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) {
      callback(error, []);
      return;
    }
    const usable = addresses.filter((entry) => isPublicAddress(entry.address));
    const [first] = usable;
    if (first === undefined) {
      const found = addresses.map((entry) => entry.address).join(', ');
      callback(new PrivateDestinationError(`${hostname} resolves to no public address (${found})`), []);
      return;
    }
    if (options.all === true) callback(null, usable);
    else callback(null, first.address, first.family);
  });
}
