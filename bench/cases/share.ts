// Bench: a shared deck as its viewers meet it (docs/api/shares.md). The link's page and its first slide's picture served
// warm (each asked once before), timed in alternating rounds beside the owner's own slide route warm (revalidated by
// its ETag: 304) and the health route in the same server; then 500 viewers of one link at once on that one server
// process, each on a connection of its own opening the page, the first slide's picture the page shows and sending one
// views beacon — on the warm link, and on a new deck's link whose first slide nobody has asked for yet (all 500 arrive
// to a picture not drawn).
import { readFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { loadavg } from "node:os";
import { startChild, type ChildServer } from "../http-harness.js";
import { ms, record, summarise, type BenchModule } from "../lib.js";
import { createApiKey, sqliteOutbox } from "../sign-in.js";
import { benchDeck } from "../workload.js";

const ROUNDS = 300;
const WARMUP = 5;
const VIEWERS = 500;
const BAR_MS = 20;
// The bench measures the per-request cost, not the limits: every client is 127.0.0.1 here, so lift them far above the load.
const UNLIMITED = "1000000000";
const LIMITS = Object.fromEntries(
  ["SHARED", "WORKSPACE"].flatMap((n) => [
    [`RATE_LIMIT_${n}_PER_MINUTE`, UNLIMITED],
    [`RATE_LIMIT_${n}_PER_DAY`, UNLIMITED],
  ]),
);

/** A GET or POST that must answer 2xx, its body read to the end (a viewer's browser reads it all). */
async function fetched(url: string, init: RequestInit = {}): Promise<string> {
  const res = await fetch(url, init);
  const body = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${new URL(url).pathname}: ${res.status} ${body.slice(0, 200)}`);
  return body;
}

/** The first slide's picture as the page links it (`<img id="slide" src="…">`), as an absolute URL. */
function pictureOf(server: ChildServer, page: string): string {
  const src = /<img id="slide" src="([^"]+)"/.exec(page)?.[1];
  if (!src) throw new Error("the shared page shows no slide picture");
  return `${server.url}${src.replace(/&amp;/g, "&")}`;
}

/** Latency percentiles of one step of the burst, in milliseconds. */
interface Spread {
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

function spread(samples: number[]): Spread {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: s.at(-1) ?? Number.NaN };
}

const fmtSpread = (t: Spread) =>
  `p50 ${t.p50.toFixed(0)} ms, p90 ${t.p90.toFixed(0)} ms, p99 ${t.p99.toFixed(0)} ms, max ${t.max.toFixed(0)} ms`;

/** CPU time process `pid` has used, threads included (user + system, from /proc), in ms; NaN where /proc is not. */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8")
      .replace(/^.*\) /, "")
      .split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/**
 * One call on a viewer's own connection (`agent`: one socket, kept alive, as a browser tab's): the status and the body,
 * or an error named by its socket's code. The viewers do not share the bench process's fetch pool: 500 people are 500
 * connections, none reusing a socket the server may have closed after another viewer left it idle.
 */
function viewerCall(agent: Agent, url: string, body?: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers =
      body === undefined
        ? {}
        : { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) };
    const req = request(url, { agent, method: body === undefined ? "GET" : "POST", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

interface Link {
  token: string;
  page: string;
  shareId: string;
  documentId: string;
}

interface Burst {
  wallMs: number;
  errors: Map<string, number>;
  page: Spread;
  picture: Spread;
  beacon: Spread;
  viewer: Spread;
  viewsCounted: number;
  /** The server process's CPU time over the burst, per viewer, and the bench process's (the 500 clients). */
  cpuMsPerViewer: number;
  clientCpuMsPerViewer: number;
  /** The machine's 1-minute load average as the burst began: the two cores are shared. */
  load: number;
}

/** `VIEWERS` viewers at once, each: the page, the picture it shows, one views beacon; every failure counted by its kind. */
async function burst(server: ChildServer, link: Link, viewsOf: () => Promise<number>): Promise<Burst> {
  const before = await viewsOf();
  const steps = { page: [] as number[], picture: [] as number[], beacon: [] as number[], viewer: [] as number[] };
  const errors = new Map<string, number>();
  const viewer = async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    /** One timed step; a failure names the step and its cause (the status, or the socket's error code). */
    const step = async (name: keyof typeof steps, url: string, body?: string): Promise<Buffer> => {
      const t0 = performance.now();
      const answer = await viewerCall(agent, url, body).catch((err: NodeJS.ErrnoException) => {
        throw new Error(`${name}: ${err.code ?? err.message}`);
      });
      if (answer.status >= 300) throw new Error(`${name}: ${answer.status}`);
      steps[name].push(performance.now() - t0);
      return answer.body;
    };
    const t0 = performance.now();
    try {
      const page = await step("page", link.page);
      const png = await step("picture", pictureOf(server, page.toString("utf8")));
      if (png.subarray(1, 4).toString("latin1") !== "PNG") throw new Error("picture: not a PNG");
      await step("beacon", `${server.url}/api/shared/${link.token}/views`, JSON.stringify({ slide: 1, seconds: 15 }));
      steps.viewer.push(performance.now() - t0);
    } catch (err) {
      const kind = (err as Error).message.slice(0, 80);
      errors.set(kind, (errors.get(kind) ?? 0) + 1);
    } finally {
      agent.destroy();
    }
  };
  const load = loadavg()[0]!;
  const cpu0 = cpuMs(server.child.pid);
  const client0 = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(Array.from({ length: VIEWERS }, viewer));
  const wallMs = performance.now() - t0;
  const cpuMsPerViewer = (cpuMs(server.child.pid) - cpu0) / VIEWERS;
  const client = process.cpuUsage(client0);
  const clientCpuMsPerViewer = (client.user + client.system) / 1000 / VIEWERS;
  return {
    wallMs,
    errors,
    page: spread(steps.page),
    picture: spread(steps.picture),
    beacon: spread(steps.beacon),
    viewer: spread(steps.viewer),
    viewsCounted: (await viewsOf()) - before,
    cpuMsPerViewer,
    clientCpuMsPerViewer,
    load,
  };
}

function recordBurst(name: string, b: Burst): void {
  const errorCount = [...b.errors.values()].reduce((a, n) => a + n, 0);
  record({
    group: "share",
    name: `${VIEWERS} viewers of one link at once, one process: ${name}`,
    ours: `${errorCount} errors${errorCount ? ` (${[...b.errors].map(([k, n]) => `${n}× ${k}`).join("; ")})` : ""}; each viewer (page + picture + beacon) ${fmtSpread(b.viewer)}; all ${VIEWERS} in ${(b.wallMs / 1000).toFixed(2)} s, server process CPU ${b.cpuMsPerViewer.toFixed(1)} ms a viewer (its work processes, which draw pictures, not counted)`,
    bar: "0 errors",
    extra: `page ${fmtSpread(b.page)} | first slide picture ${fmtSpread(b.picture)} | views beacon ${fmtSpread(b.beacon)} | views counted ${b.viewsCounted} of ${VIEWERS} | the ${VIEWERS} clients run in the bench process on the same 2 cores (its CPU ${b.clientCpuMsPerViewer.toFixed(1)} ms a viewer); load average ${b.load.toFixed(1)} as it began`,
  });
}

const mod: BenchModule = {
  name: "share: a shared deck's page and first slide served warm, and 500 viewers of one link at once",
  async run() {
    const quire = await startChild("src/main.ts", LIMITS, "/api/health");
    try {
      const auth = {
        authorization: `Bearer ${await createApiKey(quire.url, "bench-share@example.test", sqliteOutbox(quire.dataDir))}`,
      };
      const json = { ...auth, "content-type": "application/json" };
      const api = async <T>(method: string, path: string, body?: unknown): Promise<T> =>
        JSON.parse(
          await fetched(`${quire.url}${path}`, {
            method,
            headers: json,
            body: body === undefined ? undefined : JSON.stringify(body),
          }),
        ) as T;
      const deckLink = async (title: string): Promise<Link> => {
        const deck = { ...benchDeck(), title };
        const { document } = await api<{ document: { id: string } }>("POST", "/api/workspace/documents", {
          kind: "deck",
          title,
          source: deck,
        });
        const made = await api<{ share: { id: string }; url: string }>(
          "POST",
          `/api/workspace/documents/${document.id}/shares`,
          { label: "bench" },
        );
        const path = new URL(made.url).pathname;
        return {
          token: path.slice("/s/".length),
          page: `${quire.url}${path}`,
          shareId: made.share.id,
          documentId: document.id,
        };
      };
      const viewsOf = (l: Link) => async () =>
        (await api<{ share: { views: number } }>("GET", `/api/workspace/documents/${l.documentId}/shares/${l.shareId}`))
          .share.views;

      const link = await deckLink("Shared deck (warm)");
      const picture = pictureOf(quire, await fetched(link.page));
      const width = new URL(picture).searchParams.get("width") ?? "1600";
      const own = `${quire.url}/api/workspace/documents/${link.documentId}/slides/1.png?width=${width}`;
      const ownPicture = async (headers: Record<string, string>, status: number) => {
        const res = await fetch(own, { headers: { ...auth, ...headers } });
        await res.arrayBuffer();
        if (res.status !== status) throw new Error(`the owner's slide: ${res.status}, not ${status}`);
        return res;
      };
      const etag = (await ownPicture({}, 200)).headers.get("etag")!;
      const cases: [string, () => Promise<unknown>][] = [
        ["page", () => fetched(link.page)],
        [
          "picture",
          () =>
            fetch(picture).then(async (r) =>
              r.ok ? r.arrayBuffer() : Promise.reject(new Error(`shared slide: ${r.status}`)),
            ),
        ],
        // Warm for the owner is the browser's copy revalidated: If-None-Match answered 304.
        ["own", () => ownPicture({ "if-none-match": etag }, 304)],
        ["health", () => fetched(`${quire.url}/api/health`)],
      ];
      for (let i = 0; i < WARMUP; i++) for (const [, run] of cases) await run();
      // Alternating rounds: a neighbour's burst slows every route of its round alike. The owner's route drawing the
      // picture again (no copy held by the browser) is timed every tenth round: it is ~30 times slower.
      const samples = new Map([...cases.map(([name]) => name), "drawn"].map((name) => [name, [] as number[]]));
      const timed = async (name: string, run: () => Promise<unknown>) => {
        const t0 = performance.now();
        await run();
        samples.get(name)!.push(performance.now() - t0);
      };
      for (let i = 0; i < ROUNDS; i++) {
        for (const [name, run] of cases) await timed(name, run);
        if (i % 10 === 0) await timed("drawn", () => ownPicture({}, 200));
      }
      const [page, pic, own304, health, drawn] = ["page", "picture", "own", "health", "drawn"].map((n) =>
        summarise(samples.get(n)!),
      );
      const pictureBytes = (await (await fetch(picture)).arrayBuffer()).byteLength;
      record({
        group: "share",
        name: `GET /s/{token} warm (a 30-slide deck's page, ${ROUNDS} rounds)`,
        ours: ms(page!),
        anchor: `GET /api/health ${ms(health!)}`,
        ratio: `+${(page!.median - health!.median).toFixed(1)} ms over health`,
        bar: `≤ ${BAR_MS} ms (median)`,
      });
      record({
        group: "share",
        name: `GET /api/shared/{token}/slides/1.png?width=${width} warm (${(pictureBytes / 1024).toFixed(0)} KB sent, ${ROUNDS} rounds)`,
        ours: ms(pic!),
        anchor: `the owner's GET /api/workspace/documents/{id}/slides/1.png?width=${width} with If-None-Match (304) ${ms(own304!)}`,
        ratio: `+${(pic!.median - own304!.median).toFixed(1)} ms over the owner's 304`,
        bar: `≤ ${BAR_MS} ms (median)`,
        extra: `the owner's route drawing it again (200, no copy kept): ${ms(drawn!)} over ${drawn!.runs} rounds`,
      });

      recordBurst("warm link (its picture drawn before)", await burst(quire, link, viewsOf(link)));
      const cold = await deckLink("Shared deck (cold)");
      recordBurst(
        "a new deck's link (its first slide drawn for the first of them)",
        await burst(quire, cold, viewsOf(cold)),
      );
    } finally {
      await quire.stop();
    }
  },
};
export default mod;
