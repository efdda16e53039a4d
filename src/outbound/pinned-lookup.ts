// The DNS step of every outbound request to a host a user named: a name is resolved once, only its public addresses
// are answered, and the connection is made to the address answered here — so what was checked is what is connected
// to (no DNS rebinding between a check and the connect). Pass it as `lookup` to http(s).request.
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import type { LookupFunction } from "node:net";
import { isPublicAddress } from "./public-address.js";

/** The `code` of the error a refused name fails its request with. */
export const PRIVATE_ADDRESS = "EQUIREPRIVATE";

/** dns.lookup that answers only public addresses; a name with none (private, loopback, link-local) is refused. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...(options as LookupOptions), all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, "", 0);
    const usable = addresses.filter((a) => isPublicAddress(a.address));
    if (usable.length === 0) {
      const refused = Object.assign(
        new Error(`${hostname} resolves to a private or local address, which only a listed address may be`),
        { code: PRIVATE_ADDRESS },
      );
      return callback(refused, "", 0);
    }
    if ((options as LookupOptions).all)
      return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
    callback(null, usable[0]!.address, usable[0]!.family);
  });
};
