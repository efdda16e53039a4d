// The mixed load: document reads, render, export and the builtin agent, cycled by every autocannon connection.
import autocannon from "autocannon";
import { benchDeck, benchDoc } from "../workload.js";

const AGENT_PROMPTS = [
  { prompt: "Create a 10-slide pitch deck about solar panels for small farms for investors", slides: 10 },
  { prompt: "Write a report on remote work productivity in 2026" },
  { prompt: "A budget spreadsheet for a school trip to Rome" },
];

export interface MixedRequest {
  kind: "read" | "render" | "export" | "agent";
  method: "GET" | "POST";
  path: string;
  body?: string;
}

/**
 * One cycle of 18 requests: 9 reads of a 30-slide deck document, 3 renders (50-page doc, 30-slide deck, 50-page doc
 * → HTML), 3 exports (30-slide deck → pptx), 3 agent runs with the builtin model (10-slide deck, report, budget sheet; saved).
 */
export function mixedRequests(documentId: string): MixedRequest[] {
  const read: MixedRequest = { kind: "read", method: "GET", path: `/api/workspace/documents/${documentId}` };
  const renders = [benchDoc(), benchDeck(), benchDoc()].map((source): MixedRequest => ({
    kind: "render",
    method: "POST",
    path: "/api/render",
    body: JSON.stringify({ source }),
  }));
  const exportDeck: MixedRequest = {
    kind: "export",
    method: "POST",
    path: "/api/export",
    body: JSON.stringify({ source: benchDeck(), format: "pptx" }),
  };
  const agents = AGENT_PROMPTS.map((body): MixedRequest => ({
    kind: "agent",
    method: "POST",
    path: "/api/agent",
    body: JSON.stringify(body),
  }));
  return [0, 1, 2].flatMap((i) => [read, renders[i]!, read, exportDeck, read, agents[i]!]);
}

/**
 * Sends each distinct request once and throws unless it succeeds (an agent stream must end with `done`); then four
 * exports at once, so the export pool has grown to its full size (it starts one worker and adds the others on demand,
 * each taking seconds to boot) and the measured run sees steady state.
 */
export async function probeMixed(url: string, key: string, requests: MixedRequest[]): Promise<void> {
  const send = async (r: MixedRequest) => {
    const res = await fetch(url + r.path, {
      method: r.method,
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: r.body,
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${r.kind} ${r.path}: ${res.status} ${text.slice(0, 300)}`);
    if (r.kind === "agent" && JSON.parse(text.trimEnd().split("\n").at(-1)!).type !== "done")
      throw new Error(`agent stream did not end with done: ${text.slice(-300)}`);
  };
  for (const r of new Set(requests)) await send(r);
  const anExport = requests.find((r) => r.kind === "export");
  if (anExport) await Promise.all([1, 2, 3, 4].map(() => send(anExport)));
}

export interface KindStats {
  count: number;
  p50: number;
  p99: number;
  non2xx: number;
}

export interface MixedResult {
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** socket errors (including timeouts) */
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  byKind: Partial<Record<MixedRequest["kind"], KindStats>>;
}

/** What autocannon's tracker passes to "response" listeners: the client, whose iterator still points at the answered request. */
interface AnsweringClient {
  requestIterator: { currentRequestIndex: number };
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * Runs the mixed cycle on every URL for `seconds` with `connections` in all: one autocannon instance, its
 * connections dealt round-robin over the URLs (autocannon's own multi-URL mode; no proxy in between), so the
 * latency histogram covers every process. Latencies are also kept per kind of request.
 */
export async function runMixed(
  urls: string[],
  key: string,
  requests: MixedRequest[],
  seconds: number,
  connections = 10,
): Promise<MixedResult> {
  const samples = new Map<MixedRequest["kind"], { latencies: number[]; non2xx: number }>();
  const instance = autocannon({
    url: urls as unknown as string, // autocannon takes an array; @types/autocannon only declares a string
    connections,
    duration: seconds,
    timeout: 10,
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    requests: requests.map(({ method, path, body }) => ({ method, path, body })),
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  // The instance is both the run's promise and its event emitter. With one request in flight per connection, the
  // iterator moves on only after this event: its index is the one answered.
  const events: autocannon.Instance = instance;
  events.on("response", (client: unknown, status: number, _bytes: number, ms: number) => {
    const kind = requests[(client as AnsweringClient).requestIterator.currentRequestIndex]?.kind;
    if (!kind) return;
    if (!samples.has(kind)) samples.set(kind, { latencies: [], non2xx: 0 });
    const s = samples.get(kind)!;
    s.latencies.push(ms);
    if (status < 200 || status > 299) s.non2xx++;
  });
  const result = await instance;
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, (s as { count: number }).count]),
  );
  const byKind: MixedResult["byKind"] = {};
  for (const [kind, s] of samples) {
    const sorted = s.latencies.sort((a, b) => a - b);
    byKind[kind] = {
      count: sorted.length,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      non2xx: s.non2xx,
    };
  }
  return {
    seconds: result.duration,
    requests: result.requests.total,
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
    byKind,
  };
}

export function fmtMixed(r: MixedResult): string {
  const codes = Object.entries(r.statusCodes).filter(([code]) => !code.startsWith("2"));
  const detail = codes.length ? ` (${codes.map(([code, n]) => `${code}×${n}`).join(", ")})` : "";
  return `${r.rps.toFixed(0)} req/s (${r.requests} in ${r.seconds.toFixed(0)} s), p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors} (timeouts ${r.timeouts}), non-2xx ${r.non2xx}${detail}`;
}

/** "read 1,234× p50 3 / p99 40 ms; render …" */
export function fmtByKind(r: MixedResult): string {
  return (["read", "render", "export", "agent"] as const)
    .filter((k) => r.byKind[k])
    .map((k) => {
      const s = r.byKind[k]!;
      return `${k} ${s.count}× p50 ${s.p50.toFixed(0)} / p99 ${s.p99.toFixed(0)} ms${s.non2xx ? ` (${s.non2xx} non-2xx)` : ""}`;
    })
    .join("; ");
}
