// Fetches one remote image from a host on the operator's list: a deadline for the whole chain, a byte cap, redirects
// followed only to listed hosts, and every connection made to an address checked at connect time (no DNS rebinding).
import http from "node:http";
import https from "node:https";
import { PRIVATE_ADDRESS, publicOnlyLookup, allowedHost, type HostEntry } from "../outbound/index.js";
import { formatBytes } from "./prepare-image.js";

export interface RemoteFetchOptions {
  hosts: readonly HostEntry[];
  timeoutMs: number;
  maxBytes: number;
  maxRedirects?: number;
  /** The caller's stop: the request is ended at once and the signal's reason thrown. */
  signal?: AbortSignal;
}

export interface RemoteImage {
  bytes: Uint8Array;
  /** The Content-Type the server declared (checked against the bytes by the caller). */
  contentType: string;
}

/** A fetch that was not made or did not succeed; the message says why, for the response's warnings. */
export class RemoteImageRefused extends Error {
  constructor(
    message: string,
    /** Which kind of failure, for a caller that answers each differently. */
    readonly reason: "refused" | "too-large" | "timeout" | "http" = "refused",
  ) {
    super(message);
    this.name = "RemoteImageRefused";
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export async function fetchRemoteImage(url: string, options: RemoteFetchOptions): Promise<RemoteImage> {
  const deadline = Date.now() + options.timeoutMs;
  let current = new URL(url);
  for (let hop = 0; ; hop++) {
    const host = allowedHost(options.hosts, current);
    if (!host)
      throw new RemoteImageRefused(
        hop === 0
          ? "its host is not on this service's list of image hosts"
          : `it redirects to ${current.host}, which is not on this service's list of image hosts`,
      );
    if (current.username || current.password)
      throw new RemoteImageRefused("a URL with a user name or password is never fetched");
    const answer = await get(current, host, deadline, options);
    if ("bytes" in answer) return answer;
    if (hop >= (options.maxRedirects ?? 3)) throw new RemoteImageRefused("it redirects too many times");
    current = new URL(answer.location, current);
  }
}

function get(
  url: URL,
  host: HostEntry,
  deadline: number,
  options: RemoteFetchOptions,
): Promise<RemoteImage | { location: string }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    // A listed address is connected to as listed; a listed name only to the public addresses it resolves to.
    const lookup = host.address ? undefined : publicOnlyLookup;
    const req = client.request(
      url,
      {
        method: "GET",
        agent: false,
        lookup,
        headers: { accept: "image/png, image/jpeg, image/gif", "user-agent": "Quire-image-fetch" },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (REDIRECTS.has(status) && res.headers.location) {
          res.resume();
          resolve({ location: res.headers.location });
          return;
        }
        if (status !== 200) {
          res.resume();
          fail(new RemoteImageRefused(`the server answered ${status}`, "http"));
          return;
        }
        const tooLarge = () =>
          new RemoteImageRefused(`it is larger than the ${formatBytes(options.maxBytes)} image limit`, "too-large");
        if (Number(res.headers["content-length"]) > options.maxBytes) {
          fail(tooLarge());
          return;
        }
        const chunks: Buffer[] = [];
        let total = 0;
        res.on("data", (chunk: Buffer) => {
          total += chunk.length;
          if (total > options.maxBytes) fail(tooLarge());
          else chunks.push(chunk);
        });
        res.on("end", () => {
          done();
          resolve({ bytes: new Uint8Array(Buffer.concat(chunks)), contentType: res.headers["content-type"] ?? "" });
        });
        res.on("error", (err) => fail(err));
      },
    );
    const timer = setTimeout(
      () =>
        fail(
          new RemoteImageRefused(`it did not arrive within ${Math.round(options.timeoutMs / 100) / 10} s`, "timeout"),
        ),
      Math.max(0, deadline - Date.now()),
    );
    const stop = () => {
      done();
      req.destroy();
      reject(options.signal!.reason);
    };
    options.signal?.addEventListener("abort", stop, { once: true });
    if (options.signal?.aborted) stop();
    function done() {
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", stop);
    }
    function fail(err: Error) {
      done();
      req.destroy();
      const code = (err as NodeJS.ErrnoException).code;
      if (err instanceof RemoteImageRefused) reject(err);
      else if (code === PRIVATE_ADDRESS) reject(new RemoteImageRefused(err.message));
      else reject(new RemoteImageRefused(`it could not be fetched (${code ?? err.message})`));
    }
    req.on("error", fail);
    req.end();
  });
}
