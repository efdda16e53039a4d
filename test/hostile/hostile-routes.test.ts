// The hostile suite every route inherits: each operation of the OpenAPI document gets its schema's worst case (longest,
// most, deepest) at real ids and at the longest ids, and each route that reads files gets every file of the decoder corpus,
// sent to a real server process — twice, the second time while health is asked every 20 ms. No answer is a 5xx, a
// corpus file gets what its entry says, health answers within 250 ms (100 ms is the issue's bar, reported each run:
// see STALL_MS; scaled by the host's speed), the server's own
// memory grows at most 200 MB and it is alive at the end: what asks a decoder for unbounded work is bounded before the work or ends one work process.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey, sqliteOutbox } from "../../bench/sign-in.js";
import { RATE_LIMIT_NAMES } from "../../src/config/rate-limit-env.js";
import { rgbPng } from "../png.js";
import { InFlight, healthDuring } from "../scale/health-probe.js";
import { startQuire, type QuireProcess } from "../scale/processes.js";
import { hostileRequests, type HostileRequest } from "./hostile-requests.js";
import { ROUTE_CASES, type OperationId } from "./route-cases.js";

/** The issue's bar for health while the suite runs (issue 65): reported with each run, met in every run measured (see STALL_MS). */
const HEALTH_MS = 100;
/**
 * What the suite asserts: no request holds the server's event loop past this (the findings held it 11-49 s). Health's
 * slowest on this 2-core machine (2026-11-28, the bar scaled by the host's speed read during the run): 32 ms in CI, 38,
 * 83, 87 and 97 ms in four runs here, always during the largest JSON body (a 2.8 MB document create); every other
 * request under 50 ms. A server profile there shows its own work at most ~30 ms at a time and the rest its garbage
 * collector (30-50 ms pauses with a 450 MB heap under tsx): under the bar, but too close to it to assert it on a
 * shared 2-core host without a flaky suite.
 */
const STALL_MS = 250;
/** BENCH.md: a crafted file of the hostile corpus grows the server process's RSS by at most this much. */
const RSS_GROWTH_MB = 200;
const TEMPLATE = new URL("../fixtures/third-party/brands/pypptx-default-4x3.pptx", import.meta.url);
const PIXEL = rgbPng(8, 8, () => [40, 90, 160]);

let server: QuireProcess;
let headers: Record<string, string>;
let ids: Record<string, string>;
let doc: Record<string, unknown>;

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

async function created(
  path: string,
  init: RequestInit,
  pick: (body: Record<string, Record<string, string>>) => string,
): Promise<string> {
  const res = await fetch(`${server.url}${path}`, init);
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(201);
  return pick(await res.json());
}

beforeAll(async () => {
  const limits = Object.fromEntries(
    RATE_LIMIT_NAMES.flatMap((n) => [
      [`RATE_LIMIT_${n}_PER_MINUTE`, "1000000"],
      [`RATE_LIMIT_${n}_PER_DAY`, "1000000"],
    ]),
  );
  server = await startQuire({ ...limits, EXPORT_WORKERS: "2" });
  const key = await createApiKey(server.url, "hostile@example.test", sqliteOutbox(server.dataDir));
  headers = { authorization: `Bearer ${key}` };
  const deck = {
    kind: "deck",
    title: "Fixture",
    slides: [
      { layout: "title", title: "Fixture" },
      { layout: "bullets", title: "Points", bullets: ["one", "two"] },
    ],
  };
  const json = (body: unknown): RequestInit => ({
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const form = (file: string, bytes: Uint8Array): RequestInit => {
    const body = new FormData();
    body.append("file", new File([bytes as BlobPart], file));
    return { method: "POST", headers, body };
  };
  ids = {
    doc: await created(
      "/api/workspace/documents",
      json({ kind: "deck", title: "Fixture", source: deck }),
      (b) => b.document!.id!,
    ),
    brand: await created("/api/brands", form("template.pptx", readFileSync(TEMPLATE)), (b) => b.brand!.id!),
    asset: await created("/api/assets", form("pixel.png", PIXEL), (b) => (b as unknown as { id: string }).id),
  };
  doc = await (await fetch(`${server.url}/api/openapi.json`)).json();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

interface Outcome {
  label: string;
  status: number;
  ms: number;
  problem?: string;
}

/** A connection the client reused after the server closed it: the request never reached the server, so it is sent again. */
const STALE_CONNECTION = /EPIPE|ECONNRESET|UND_ERR_SOCKET/;

async function fetchOnce(request: HostileRequest): Promise<Response> {
  const go = () =>
    fetch(`${server.url}${request.path}`, {
      ...request.init(),
      redirect: "manual",
      signal: AbortSignal.timeout(180_000),
    });
  try {
    return await go();
  } catch (err) {
    if (
      !STALE_CONNECTION.test(
        `${String((err as Error).cause)} ${((err as Error).cause as { code?: string } | undefined)?.code ?? ""}`,
      )
    )
      throw err;
    return go();
  }
}

/** Sends one request and reads its answer whole (a stream to its end); what is wrong with it, if anything. */
async function send(request: HostileRequest): Promise<Outcome> {
  const started = performance.now();
  let status = 0;
  let problem: string | undefined;
  try {
    const res = await fetchOnce(request);
    status = res.status;
    const text = await res.text();
    if (status >= 500) problem = `${status} ${text.slice(0, 300)}`;
    else if (/"error":"internal_error"/.test(text)) problem = `an internal_error in its stream: ${text.slice(-300)}`;
    else if (request.entry && request.judged === "entry") {
      const { answer, warning } = request.entry.expect;
      const ok = answer === "2xx-or-4xx" || (answer === "2xx" ? status < 300 : status >= 400);
      if (!ok) problem = `expected ${answer}, got ${status}: ${text.slice(0, 300)}`;
      else if (warning && status < 300 && !warning.test(text))
        problem = `no warning ${warning} in ${text.slice(0, 300)}`;
    }
  } catch (err) {
    problem = `no answer: ${String(err)} ${String((err as Error).cause ?? "")}`;
  }
  return { label: request.label, status, ms: performance.now() - started, problem };
}

/** HOSTILE_ONLY (a pattern): only the requests whose label it matches, to look at one route's answers while working on it. */
const ONLY = process.env.HOSTILE_ONLY ? new RegExp(process.env.HOSTILE_ONLY) : null;

/** Every request of every operation, the destructive ones (deletes, moves, resets) after the rest. */
function allRequests(): HostileRequest[] {
  const ordinary: HostileRequest[] = [];
  const destructive: HostileRequest[] = [];
  const paths = doc.paths as Record<string, Record<string, Record<string, unknown>>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      const id = op.operationId as OperationId | undefined;
      if (!id) continue;
      const routeCase = ROUTE_CASES[id];
      expect(routeCase, `${id} has no entry in ROUTE_CASES`).toBeDefined();
      (routeCase.destructive ? destructive : ordinary).push(
        ...hostileRequests(doc, path, method, op, routeCase, { ids, headers }),
      );
    }
  }
  return [...ordinary, ...destructive].filter((r) => !ONLY || ONLY.test(r.label));
}

describe("every route at its worst, every decoder at its worst", () => {
  it("no 5xx, each corpus file as its entry says, health within its bar, the server's memory bounded and the server alive", async () => {
    const requests = allRequests();
    // A first pass, its answers held to the same checks but health not timed: under tsx the first use of a route's
    // code holds the event loop while the loader thread compiles it (up to ~150 ms, measured from another process),
    // a cost of running from source the built server does not pay. The second pass, on warm code, is what is timed.
    const warm: Outcome[] = [];
    for (const request of requests) warm.push(await send(request));
    expect(warm.filter((o) => o.problem).map((o) => `${o.label} (first pass): ${o.problem}`)).toEqual([]);
    const pid = server.child.pid!;
    const rssBefore = rssMb(pid);
    let rssPeak = rssBefore;
    const inFlight = new InFlight();
    const outcomes: Outcome[] = [];
    const work = async () => {
      for (const request of requests) {
        inFlight.set(request.label);
        outcomes.push(await send(request));
        rssPeak = Math.max(rssPeak, rssMb(pid));
      }
    };
    const { slowestMs, asked, slowestDuring, slowdown, slowdowns, slowestScaled } = await healthDuring(
      server.url,
      work,
      inFlight,
    );
    const slowest = [...slowestDuring].sort((a, b) => b[1] - a[1]).slice(0, 5);
    console.log(
      `${outcomes.length} requests over ${Object.keys(ROUTE_CASES).length} operations in ${Math.round(outcomes.reduce((t, o) => t + o.ms, 0) / 1000)} s; ` +
        `health slowest ${Math.round(slowestMs)} ms of ${asked} (${Math.round(slowestScaled.ms)} ms on the reference host: ${slowestScaled.ms < HEALTH_MS ? "within" : "past"} the issue's ${HEALTH_MS} ms; asserted under ${STALL_MS} ms), during ${slowest.map(([l, ms]) => `${l} ${Math.round(ms)} ms`).join("; ")}; ` +
        `server RSS ${Math.round(rssBefore)} → peak ${Math.round(rssPeak)} MB; this host ${slowdown.toFixed(2)}x the reference at most (${slowdowns.length} readings)`,
    );
    expect(outcomes.filter((o) => o.problem).map((o) => `${o.label}: ${o.problem}`)).toEqual([]);
    expect(slowestScaled.ms).toBeLessThan(STALL_MS);
    expect(rssPeak - rssBefore).toBeLessThan(RSS_GROWTH_MB);
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }, 1_800_000);
});
