// The face of outbound/: what the rest of the service imports of it (the dependency rules allow nothing else).
export { allowedHost, type HostEntry, parseHostList, unbracket } from "./host-list.js";
export { PRIVATE_ADDRESS, publicOnlyLookup } from "./pinned-lookup.js";
export { isPublicAddress } from "./public-address.js";
