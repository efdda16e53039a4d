// The production build: `npm start`'s prestep bundles the server, the CLI and every worker entry, and @quire/sdk; the
// bundle boots where only it and the files it reads are (no sources, no TypeScript loader), makes a deck on compiled
// worker threads, exports it on compiled work processes, and drains on SIGTERM; `quire` runs the build when it matches.
import { spawn, spawnSync } from "node:child_process";
import {
  cpSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runQuire } from "../cli/quire-process.js";
import { freePort } from "../jobs/job-processes.js";

const ROOT = new URL("../..", import.meta.url).pathname;
const BUILD = join(ROOT, "build");
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), "quire-build-"));
  dirs.push(d);
  return d;
};

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : [join(dir, n)]));
const START = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).scripts.start as string;
/** `npm start`'s node flags and entry, as the script spells them. */
const startArgs = () =>
  START.slice(START.indexOf("node ") + 5)
    .trim()
    .split(/\s+/);
/** The worker and work-process entries the sources name (`siblingModule(import.meta.url, "export-worker")`). */
const namedEntries = () => [
  ...new Set(
    files(join(ROOT, "src"))
      .filter((f) => f.endsWith(".ts"))
      .flatMap((f) =>
        [...readFileSync(f, "utf8").matchAll(/siblingModule\(import\.meta\.url, "([\w-]+)"\)/g)].map((m) => m[1]!),
      ),
  ),
];

/**
 * A root holding what the image holds beside the dependencies: package.json, the build, the web app, the themes and
 * the showcase — no src/ and no tsx to fall back on, so every thread and process must run the bundle.
 */
function deployedRoot(): string {
  const root = tempDir();
  copyFileSync(join(ROOT, "package.json"), join(root, "package.json"));
  cpSync(BUILD, join(root, "build"), { recursive: true });
  for (const dir of ["node_modules", "assets", "content"]) symlinkSync(join(ROOT, dir), join(root, dir));
  mkdirSync(join(root, "web"));
  symlinkSync(join(ROOT, "web", "dist"), join(root, "web", "dist"));
  return root;
}

/** The command lines of a process's children (its work processes). */
const childCommands = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((c) => readFileSync(`/proc/${c}/cmdline`, "utf8").split("\0").join(" "));

beforeAll(() => {
  // What `npm start` runs first (both no-ops when the build matches the sources).
  for (const script of ["scripts/build-web.mjs", "scripts/build-server.mjs"]) {
    const built = spawnSync(process.execPath, [script], { cwd: ROOT, encoding: "utf8" });
    expect(built.status, built.stderr).toBe(0);
  }
}, 240_000);

describe("the compiled build", () => {
  it("is ES modules with source maps that load no TypeScript: an entry for the server, the CLI and every worker, the dependencies bundled", () => {
    const all = files(BUILD);
    const js = all.filter((f) => f.endsWith(".js"));
    const entries = namedEntries();
    expect(entries).toEqual(
      expect.arrayContaining(["export-worker", "import-worker", "process-child", "draw-worker", "deck-worker"]),
    );
    for (const entry of ["main", "cli/index", ...entries]) expect(all).toContain(join(BUILD, `${entry}.js`));
    expect(all.filter((f) => f.endsWith(".js.map")).length).toBe(js.length);
    expect(all.some((f) => /\.test\.js$|\.ts$/.test(f))).toBe(false);
    const code = js.map((f) => [f.slice(BUILD.length), readFileSync(f, "utf8")] as const);
    expect(
      code.filter(([, text]) => /(?:from|import\(|new URL\()\s*["'][^"']+\.ts["']/.test(text)).map(([f]) => f),
    ).toEqual([]);
    // What a start loaded module by module (about 1,500 of them) is inside the bundle, not imported by name.
    const byName = (pkg: string) => new RegExp(`(?:from|import\\(|require\\()\\s*["']${pkg}(?:/[^"']*)?["']`);
    for (const pkg of ["zod", "kysely", "better-auth", "hono", "@hono/zod-openapi", "@quire/sdk"])
      expect(code.filter(([, text]) => byName(pkg).test(text)).map(([f]) => `${f}: ${pkg}`)).toEqual([]);
    expect(readFileSync(join(ROOT, "packages/sdk/dist/esm/index.js"), "utf8")).toContain("createQuireClient");
  });

  it("runs as `npm start` runs it with nothing but the build: a deck made on compiled threads, exported on compiled work processes, SIGTERM exits 0", async () => {
    const root = deployedRoot();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const dataDir = tempDir();
    const child = spawn(process.execPath, startArgs(), {
      cwd: root,
      env: { PATH: process.env.PATH!, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: url },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (err += d));
    const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setInterval(() => {
          if (out.includes('"msg":"quire listening"')) (clearInterval(timer), resolve());
        }, 50);
        void exited.then((code) => (clearInterval(timer), reject(new Error(`exited ${code}: ${err}`))));
      });
      expect(await (await fetch(`${url}/api/health`)).json()).toMatchObject({
        status: "ok",
        db: "ok",
        model: "builtin",
      });
      // The web app, read from the root the build found (not from beside a module).
      const page = await fetch(`${url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(/<div id="root">|<script type="module"/);

      // A session by the real magic link (the mail is in the outbox table without SMTP).
      const json = (body: unknown, headers: Record<string, string> = {}) => ({
        method: "POST",
        headers: { "content-type": "application/json", origin: url, ...headers },
        body: JSON.stringify(body),
      });
      expect((await fetch(`${url}/api/auth/sign-in/magic-link`, json({ email: "build@example.com" }))).status).toBe(
        200,
      );
      const db = new Database(join(dataDir, "quire.db"), { readonly: true });
      const mail = (db.prepare(`select "text" from outbox_mail order by id desc limit 1`).get() as { text: string })
        .text;
      db.close();
      const link = new URL(/https?:\/\/\S+\/api\/auth\/magic-link\/verify\?[^\s"<]+/.exec(mail)![0]);
      const opened = await fetch(`${url}${link.pathname}${link.search}`, { redirect: "manual" });
      const cookie = opened.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");

      // The agent composes on the export pool's threads (compose-worker), then saves the deck.
      const run = await fetch(
        `${url}/api/agent`,
        json(
          { prompt: "A three-slide deck on bundling a Node service: why, how, and what it saves", kind: "deck" },
          { cookie },
        ),
      );
      expect(run.status, await run.clone().text()).toBe(200);
      const lines = (await run.text())
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l) as { type: string; documentId?: string; message?: string });
      const done = lines.find((l) => l.type === "done");
      expect(done?.documentId, JSON.stringify(lines.at(-1))).toMatch(/^doc_/);

      // Exports run on the work processes: each a node running the build's process-child.js, without tsx.
      for (const [format, magic] of [
        ["pptx", "PK"],
        ["pdf", "%PDF"],
      ] as const) {
        const res = await fetch(`${url}/api/export`, json({ documentId: done!.documentId, format }, { cookie }));
        expect(res.status, `${format}: ${await res.clone().text()}`).toBe(200);
        expect(
          Buffer.from(await res.arrayBuffer())
            .subarray(0, magic.length)
            .toString("latin1"),
        ).toBe(magic);
      }
      const commands = childCommands(child.pid!);
      expect(commands.length).toBeGreaterThan(0);
      for (const command of commands) {
        expect(command).toContain(join(root, "build", "process-child.js"));
        expect(command).not.toMatch(/tsx/);
      }

      // A source rendered on a thread (source-worker).
      const deck = {
        kind: "deck",
        title: "Built",
        slides: [
          { layout: "title", title: "Built" },
          { layout: "bullets", title: "Compiled workers", bullets: ["Drawn on a worker thread"] },
        ],
      };
      const res = await fetch(`${url}/api/render`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ source: deck }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
      expect(((await res.json()) as { html: string }).html).toContain("Compiled workers");
    } finally {
      child.kill("SIGTERM");
    }
    expect(await exited).toBe(0);
    expect(out).toContain('"msg":"stopped"');
    expect(err).not.toMatch(/ERR_UNKNOWN_FILE_EXTENSION|Cannot find module|ERR_MODULE_NOT_FOUND|ENOENT/);
  }, 180_000);

  it("`quire` runs the build when it matches the sources", async () => {
    const run = await runQuire(tempDir(), ["--help"]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/serve/);
  }, 60_000);

  it("`quire serve` from the build is the server itself: one process, which SIGKILL stops", async () => {
    const child = spawn(process.execPath, [join(ROOT, "bin/quire.mjs"), "serve"], {
      cwd: tempDir(),
      env: { PATH: process.env.PATH!, DATA_DIR: tempDir(), PORT: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    const exited = new Promise<NodeJS.Signals | null>((r) => child.once("exit", (_code, signal) => r(signal)));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const m = /"url":"(http:\/\/[^"]+)"/.exec(out);
        if (m) (clearInterval(timer), resolve(m[1]!));
      }, 50);
      void exited.then(() => (clearInterval(timer), reject(new Error(`exited: ${out}`))));
    });
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    // The crash and drain suites signal the process they started: it must be the one that listens.
    child.kill("SIGKILL");
    expect(await exited).toBe("SIGKILL");
    await expect(fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })).rejects.toThrow();
  }, 60_000);
});
