// The operator's allow-list of remote image hosts (IMAGE_HOSTS), in the host-list form shared with the webhooks'
// allow-list (outbound/host-list.ts), and the address rule every fetch obeys (outbound/public-address.ts).
export { allowedHost, parseHostList as parseImageHosts, type HostEntry as ImageHost } from "../outbound/host-list.js";
export { isPublicAddress } from "../outbound/public-address.js";
