import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses a server-side request may reach, decided on the resolved IP of every hop, never
 * on how the URL spells its host.
 * - `operator`: services the operator configures (model servers, Keycloak, Nextcloud, Mailcow) may
 *   live on loopback or private networks; only link-local (cloud metadata), multicast, broadcast
 *   and unspecified addresses are refused.
 * - `member`: URLs a member supplies (jobs added by URL, feeds, crawled programs) reach public
 *   unicast addresses only: no loopback, private, link-local, CGNAT, multicast, metadata,
 *   reserved or translated (6to4, Teredo, NAT64) ranges.
 */
export enum AddressPolicy {
  Operator = 'operator',
  Member = 'member',
}

const OPERATOR_REFUSED = new Set(['unspecified', 'broadcast', 'multicast', 'linkLocal']);
/** AWS's IPv6 metadata address is in a unique-local range, which operators may otherwise use. */
const METADATA = [ipaddr.parse('fd00:ec2::254')];

/** Why `ip` is refused under `policy`, or null when it may be reached. */
export function refusalReason(ip: string, policy: AddressPolicy): string | null {
  if (!ipaddr.isValid(ip)) return 'not an IP address';
  // ::ffff:127.0.0.1 is 127.0.0.1.
  const addr = ipaddr.process(ip);
  const range = addr.range();
  if (METADATA.some((m) => m.kind() === addr.kind() && m.toNormalizedString() === addr.toNormalizedString())) return 'a metadata address';
  if (policy === AddressPolicy.Operator) return OPERATOR_REFUSED.has(range) ? `a ${range} address` : null;
  return range === 'unicast' ? null : `a ${range} address`;
}

/** A host that is itself an IP literal (WHATWG URLs already normalise 0x7f.1 and 2130706433). */
export function literalIp(hostname: string): string | null {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return ipaddr.isValid(bare) ? bare : null;
}

export class AddressRefusedError extends Error {
  readonly code = 'EADDRREFUSED';
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `dns.lookup` replacement for the socket layer: resolves every address of the host and refuses
 * the connection when any of them is outside the policy (so a host cannot pass the check with one
 * address and connect with another).
 */
export function policyLookup(policy: AddressPolicy): LookupFunction {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const list = addresses as LookupAddress[];
      for (const { address } of list) {
        const reason = refusalReason(address, policy);
        if (reason) return callback(new AddressRefusedError(`${hostname} resolves to ${reason}`), []);
      }
      if (options.all) return callback(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}
