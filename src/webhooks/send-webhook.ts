// One delivery attempt: a signed POST (Standard Webhooks headers) to a URL the policy allows, connected only to the
// address the policy's lookup checked, within a deadline. A redirect is not followed; the answer's body is read (at
// most RESPONSE_CAP bytes) and dropped — only its status is kept.
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { Webhook } from "standardwebhooks";
import { PRIVATE_ADDRESS } from "../outbound/index.js";
import { checkWebhookUrl, type UrlPolicy } from "./url-policy.js";

export interface WebhookMessage {
  /** webhook-id: the event's id, the same on every attempt. */
  id: string;
  /** The exact JSON body. */
  body: string;
}

export interface AttemptResult {
  /** The receiver's status, when it answered. */
  status: number | null;
  durationMs: number;
  /** Why it failed, in words for the delivery log; null on a 2xx. */
  error: string | null;
}

const RESPONSE_CAP = 64 * 1024;

/** The Standard Webhooks headers for `message`, signed now with `secret` (whsec_…). */
export function signedHeaders(secret: string, message: WebhookMessage, now = new Date()): Record<string, string> {
  const timestamp = new Date(Math.floor(now.getTime() / 1000) * 1000);
  return {
    "webhook-id": message.id,
    "webhook-timestamp": String(timestamp.getTime() / 1000),
    "webhook-signature": new Webhook(secret).sign(message.id, timestamp, message.body),
  };
}

/** `signal`: the attempt is abandoned (its lease lost, or a drain out of time): the connection is closed at once. */
export async function sendWebhook(
  policy: UrlPolicy,
  target: string,
  secret: string,
  message: WebhookMessage,
  options: { timeoutMs: number; userAgent: string; signal?: AbortSignal },
): Promise<AttemptResult> {
  const started = performance.now();
  const verdict = checkWebhookUrl(policy, target);
  if (!verdict.ok) return { status: null, durationMs: 0, error: `refused: the URL ${verdict.reason}` };
  const headers = {
    "content-type": "application/json",
    "content-length": String(Buffer.byteLength(message.body)),
    "user-agent": options.userAgent,
    ...signedHeaders(secret, message),
  };
  const outcome = await post(verdict.url, verdict.lookup, headers, message.body, options.timeoutMs, options.signal);
  const durationMs = Math.round(performance.now() - started);
  if ("error" in outcome) return { status: null, durationMs, error: outcome.error };
  const { status, location } = outcome;
  if (status >= 200 && status < 300) return { status, durationMs, error: null };
  if (status >= 300 && status < 400)
    return {
      status,
      durationMs,
      error: `the receiver answered ${status}${location ? ` to ${location.slice(0, 200)}` : ""}; redirects are not followed`,
    };
  return { status, durationMs, error: `the receiver answered ${status}` };
}

type Posted = { status: number; location: string | undefined } | { error: string };

function post(
  url: URL,
  lookup: LookupFunction | undefined,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<Posted> {
  return new Promise((resolve) => {
    let req: http.ClientRequest | undefined;
    let settled = false;
    const abandon = () => done({ error: "the attempt was abandoned before an answer" });
    const done = (value: Posted) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      signal?.removeEventListener("abort", abandon);
      req?.destroy();
      resolve(value);
    };
    const deadline = setTimeout(() => done({ error: `no answer within ${timeoutMs / 1000} s` }), timeoutMs);
    if (signal?.aborted) return abandon();
    signal?.addEventListener("abort", abandon, { once: true });
    req = (url.protocol === "https:" ? https : http).request(
      url,
      { method: "POST", agent: false, lookup, headers },
      (res) => {
        const answer = { status: res.statusCode ?? 0, location: res.headers.location };
        let read = 0;
        res.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > RESPONSE_CAP) done(answer);
        });
        res.on("end", () => done(answer));
        res.on("error", () => done(answer));
      },
    );
    req.on("error", (err: NodeJS.ErrnoException) => {
      if (err.code === PRIVATE_ADDRESS) done({ error: `refused: ${err.message}` });
      else done({ error: `could not connect (${err.code ?? err.message})` });
    });
    req.end(body);
  });
}
