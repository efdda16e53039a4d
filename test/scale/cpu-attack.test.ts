// The attack of the issue "one anonymous request freezes the whole server", run against a real server process:
// pathological Markdown, whole-column, chained and nested formulas, huge tables and long repeated prompts, each up to
// its route's limits, sent to render, export and the agent (builtin, text modes preserve and condense) while this test
// asks for /api/health every 20 ms. Each request finishes or is cut with a clear error within its budget, and health
// answers within 100 ms throughout (on a host as fast as the one the bar was set on; see hostSlowdown). The server is its
// own process, so this test's own work never delays its answers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey, sqliteOutbox } from "../../bench/sign-in.js";
import { InFlight, healthDuring } from "./health-probe.js";
import { startQuire, type QuireProcess } from "./processes.js";

const BUDGET_MS = 3_000;
/** A request may wait for a worker, send 2 MiB and read its answer beyond its budget: this much. */
const GRACE_MS = 4_000;
const MIB = 1024 * 1024;
/** Health's slowest answer allowed, on a host as fast as the reference. */
const HEALTH_MS = 100;
let server: QuireProcess;
let key: string;
beforeAll(async () => {
  server = await startQuire({
    RENDER_TIMEOUT_MS: String(BUDGET_MS),
    EXPORT_WORKERS: "2",
    EXPORT_TIMEOUT_MS: "20000",
    RATE_LIMIT_RENDER_PER_MINUTE: "1000",
    RATE_LIMIT_EXPORT_PER_MINUTE: "1000",
    RATE_LIMIT_AGENT_PER_MINUTE: "1000",
    RATE_LIMIT_DEMO_PER_MINUTE: "1000",
    RATE_LIMIT_DEMO_PER_DAY: "1000",
  });
  key = await createApiKey(server.url, "attacker@example.test", sqliteOutbox(server.dataDir));
  // Each route's code used once before anything is timed, as the hostile suite's first pass does: under tsx the first
  // use of a route holds the event loop while the loader compiles it (the first render here: 175-290 ms), a cost of
  // running from source that the attacks are not about.
  const small = {
    kind: "sheet",
    title: "Warm",
    sheets: [{ name: "T", columns: [{ header: "A" }], rows: [[1], [{ formula: "SUM(A1:A1)" }]] }],
  };
  const warmUps: [string, unknown][] = [
    ["/api/render", { source: "# Warm\n\nhttp://a.b/c *a*", kind: "doc", format: "markdown" }],
    ["/api/render", { source: small }],
    ["/api/render", { source: "a,b\n1,2\n", format: "csv" }],
    ["/api/export", { source: "# Warm", format: "pdf" }],
    ["/api/export", { source: small, format: "xlsx" }],
    ["/api/agent", { prompt: "Make a deck about revenue grew 12% in Q3" }],
    ["/api/agent", { prompt: "Condense this.\n\nRevenue grew 12% in Q3.", textMode: "condense" }],
  ];
  for (const [path, body] of warmUps) {
    const res = await fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
      body: JSON.stringify(body),
    });
    expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
    await res.arrayBuffer();
  }
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

/** Text of about `bytes` of `unit` repeated. */
const repeated = (unit: string, bytes: number) => unit.repeat(Math.floor(bytes / unit.length));
const cells = (rows: number, row: (i: number) => unknown[]) => Array.from({ length: rows }, (_, i) => row(i));
const sheet = (rows: unknown[][], headers = ["A", "B"]) => ({
  kind: "sheet",
  title: "Attack",
  sheets: [{ name: "T", columns: headers.map((header) => ({ header })), rows }],
});

const ATTACKS: Record<string, { path: string; body: unknown; auth?: boolean }> = {
  "render: URLs each followed by an unclosed bracket, 1.9 MiB": {
    path: "/api/render",
    body: { source: repeated("http://a.b/c[", 1.9 * MIB), kind: "doc", format: "markdown" },
  },
  "render: unclosed image brackets, 1.9 MiB": { path: "/api/render", body: { source: repeated("![", 1.9 * MIB) } },
  "render: nested emphasis, 1.9 MiB": { path: "/api/render", body: { source: repeated("*a**", 1.9 * MIB) } },
  "render: a table of 190,000 rows": {
    path: "/api/render",
    body: { source: `|a|b|\n|-|-|\n${repeated("|1|2|\n", 1.9 * MIB)}` },
  },
  "render: 30,000 footnotes": {
    path: "/api/render",
    body: { source: Array.from({ length: 30_000 }, (_, i) => `x[^${i}]\n\n[^${i}]: y\n`).join("\n") },
  },
  "render: SUM(A:A) in 40,000 rows": {
    path: "/api/render",
    body: { source: sheet(cells(40_000, (i) => [i, { formula: "SUM(A:A)" }])) },
  },
  "render: SUM(A:A) in every cell of column A (one cycle)": {
    path: "/api/render",
    body: {
      source: sheet(
        cells(60_000, () => [{ formula: "SUM(A:A)" }]),
        ["A"],
      ),
    },
  },
  "render: a chain of 60,000 references": {
    path: "/api/render",
    body: {
      source: sheet(
        cells(60_000, (i) => [i === 59_999 ? 1 : { formula: `A${i + 3}+1` }]),
        ["A"],
      ),
    },
  },
  "render: formulas nested 1,599 deep": {
    path: "/api/render",
    body: { source: sheet(cells(200, () => [{ formula: "SUM(".repeat(1_599) + "1" + ")".repeat(1_599) }, null])) },
  },
  "render: a CSV of 99,990 cells": {
    path: "/api/render",
    body: { source: `${"h,".repeat(9)}h\n${'1,"a""b",3,4,5,6,7,8,9,10\n'.repeat(9_999)}`, format: "csv" },
  },
  "export: the URL Markdown as pdf": {
    path: "/api/export",
    auth: true,
    body: { source: repeated("http://a.b/c[", 0.25 * MIB), format: "pdf" },
  },
  "export: SUM(A:A) in 40,000 rows as xlsx": {
    path: "/api/export",
    auth: true,
    body: { source: sheet(cells(40_000, (i) => [i, { formula: "SUM(A:A)" }])), format: "xlsx" },
  },
  "agent: builtin, a long repeated prompt": {
    path: "/api/agent",
    auth: true,
    body: { prompt: `Make a deck about ${repeated("revenue grew 12% in Q3 http://a.b/c[ ", 7_900)}` },
  },
};

// The builtin composer (any model's text modes, the demo, revisions) works on the export pool within
// COMPOSE_TIMEOUT_MS: 40,000 characters to condense held the event loop 200-500 ms when it ran there.
const TEXT_MODE_ATTACKS: typeof ATTACKS = {
  "agent: textMode condense, 40,000 characters": {
    path: "/api/agent",
    auth: true,
    body: {
      prompt: `Condense this.\n\n${repeated("Revenue grew 12% in Q3, see http://a.b/c[ and [[*a** ", 39_900)}`,
      textMode: "condense",
    },
  },
  "agent: textMode preserve, 40,000 characters": {
    path: "/api/agent",
    auth: true,
    body: {
      prompt: `Keep this as a doc.\n\n${repeated("# Part\n\n- http://a.b/c[ *a** [x\n", 39_900)}`,
      textMode: "preserve",
      kind: "doc",
    },
  },
  "demo: anonymous, a long repeated prompt": {
    path: "/api/agent/demo",
    body: { prompt: `Make a deck about ${repeated("1, ", 7_900)}` },
  },
  "demo: anonymous condense, 8,000 characters": {
    path: "/api/agent/demo",
    body: {
      prompt: `Condense this.\n\n${repeated("Costs fell 3% in May; *a** [x http://a.b/c[ ", 7_900)}`,
      textMode: "condense",
    },
  },
};

interface Outcome {
  name: string;
  status: number;
  ms: number;
  error?: string;
  /** The agent's stream: its last line's type. */
  last?: string;
}

// Each body is made (and encoded) before the attack starts: this process's own work must not hold up the health requests it times.
const BODIES = new Map(
  Object.entries({ ...ATTACKS, ...TEXT_MODE_ATTACKS }).map(([name, attack]) => [
    name,
    Buffer.from(JSON.stringify(attack.body)),
  ]),
);

async function send(name: string): Promise<Outcome> {
  const { path, auth } = ATTACKS[name] ?? TEXT_MODE_ATTACKS[name]!;
  const headers: Record<string, string> = {
    "content-type": "application/json",
    ...(auth ? { authorization: `Bearer ${key}` } : {}),
  };
  const started = performance.now();
  const res = await fetch(`${server.url}${path}`, { method: "POST", headers, body: BODIES.get(name)! });
  if (res.status !== 200)
    return {
      name,
      status: res.status,
      ms: performance.now() - started,
      error: ((await res.json()) as { error: string }).error,
    };
  if (path !== "/api/agent" && path !== "/api/agent/demo") {
    await res.arrayBuffer();
    return { name, status: 200, ms: performance.now() - started };
  }
  const lines = (await res.text()).trim().split("\n");
  return {
    name,
    status: 200,
    ms: performance.now() - started,
    last: (JSON.parse(lines.at(-1)!) as { type: string }).type,
  };
}

/** The attack in flight (one at a time), so each health answer is told against it. */
const inFlight = new InFlight();

/**
 * Sends the attacks one after another while health is asked; checks every outcome and health. One at a time: the
 * JSON body of a request is still read into objects on the event loop (about 50 ms for 1.5 MiB of sheet), so two
 * such bodies at once would be this route's middleware measured, not the work this issue moved off the loop.
 */
async function attack(names: string[]): Promise<void> {
  const outcomes: Outcome[] = [];
  const sendAll = async () => {
    for (const name of names) {
      inFlight.set(name);
      outcomes.push(await send(name));
    }
  };
  const { slowestMs, asked, slowestDuring, slowdowns, slowestScaled } = await healthDuring(
    server.url,
    sendAll,
    inFlight,
  );
  const health = (name: string) => `health ≤ ${Math.round(slowestDuring.get(name) ?? 0)} ms`;
  console.log(
    outcomes
      .map(
        (o) =>
          `${o.name}: ${o.status}${o.error ? ` ${o.error}` : ""}${o.last ? ` ${o.last}` : ""} in ${Math.round(o.ms)} ms, ${health(o.name)}`,
      )
      .join("\n") +
      `\nhealth: slowest ${Math.round(slowestMs)} ms of ${asked}; this host ${slowdowns.map((x) => x.toFixed(2)).join(" ")}x the reference before, every second during and after; ` +
      `on the reference host the slowest would be ${Math.round(slowestScaled.ms)} ms (${Math.round(slowestScaled.askedMs)} ms asked while the host read ${slowestScaled.slowdown.toFixed(2)}x, the most of the run's and the readings a second either side), the bar ${HEALTH_MS} ms`,
  );
  for (const o of outcomes) {
    expect(
      o.status === 200 || (o.status === 413 && o.error === "body_too_large"),
      `${o.name}: ${o.status} ${o.error}`,
    ).toBe(true);
    if (o.last) expect(o.last, o.name).toBe("done");
    expect(o.ms, o.name).toBeLessThan(BUDGET_MS + GRACE_MS);
  }
  expect(asked).toBeGreaterThan(50);
  expect(slowestScaled.ms).toBeLessThan(HEALTH_MS);
}

describe("one request's CPU never freezes the server", () => {
  it(
    "every attack finishes or is cut within its budget while health answers within 100 ms",
    () => attack(Object.keys(ATTACKS)),
    120_000,
  );

  // Three rounds: each run takes well under a second now, and health is to be asked often enough to mean something.
  it(
    "the agent's text modes and the demo at their prompt limits too (the builtin composer on the pool)",
    () => attack([1, 2, 3].flatMap(() => Object.keys(TEXT_MODE_ATTACKS))),
    90_000,
  );
});
