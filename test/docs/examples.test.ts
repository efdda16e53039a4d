// The API guide's examples run as written: a real Quire listening on a port (temp SQLite file), the real `curl`, every
// `sh example` block of the pages docs/README.md links, in that order. Each page runs in one shell (as a reader pastes
// its blocks into one terminal) in its own empty directory; its calls must answer what the `# →` lines say
// (test/docs/doc-examples.ts). The getting-started page signs a new user in by the e-mailed link and creates the API
// key every later page uses. The source snippets (`json slide`, `json source`, `markdown deck|doc`, `csv sheet`) are
// rendered by the same server and must be valid.
import { execFile, spawn, spawnSync } from "node:child_process";
import { promisify } from "node:util";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../bench/http-harness.js";
import { startServer, type RunningServer } from "../../src/server.js";
import { createTestApp, type TestApp } from "../harness.js";
import { uniqueEmail } from "../auth-helpers.js";
import { checkAnswer, fencedBlocks, indexedPages, parseExamples, readAnswer, type Example } from "./doc-examples.js";

const run = promisify(execFile);
const ROOT = resolve(new URL("../..", import.meta.url).pathname);

/** The real curl, found without installing anything; absent, the suite is skipped and says so. */
const CURL = (() => {
  const found = spawnSync("sh", ["-c", "command -v curl"], { encoding: "utf8" });
  return found.status === 0 ? found.stdout.trim() : null;
})();
const BASH = (() => {
  const found = spawnSync("sh", ["-c", "command -v bash"], { encoding: "utf8" });
  return found.status === 0 ? found.stdout.trim() : null;
})();
const skipReason = !CURL
  ? "curl is not installed: the docs' curl examples are not run"
  : !BASH
    ? "bash is not installed: the docs' curl examples are not run"
    : null;
if (skipReason) console.warn(skipReason);

/** Stands in for curl on PATH: runs the real one without any ~/.curlrc and keeps each answer's headers and body. */
const SHIM = `#!/usr/bin/env bash
set -o pipefail
trace="$QUIRE_TRACE"
n=$(( $(cat "$trace/calls" 2>/dev/null || echo 0) + 1 ))
echo "$n" > "$trace/calls"
echo "call $n" >> "$trace/log"
out=""
prev=""
for arg in "$@"; do
  case "$prev" in -o|--output) out="$arg" ;; esac
  prev="$arg"
done
if [ -n "$out" ] && [ "$out" != "-" ]; then
  case "$out" in /*) printf '%s' "$out" ;; *) printf '%s/%s' "$PWD" "$out" ;; esac > "$trace/$n.output"
  exec "$QUIRE_REAL_CURL" -q -D "$trace/$n.headers" "$@"
fi
"$QUIRE_REAL_CURL" -q -D "$trace/$n.headers" "$@" | tee "$trace/$n.body"
`;

/** Variables a reader copies by hand (from the server log or an e-mail): the test fills them in when a block needs them. */
const LAZY = ["QUIRE_SIGN_IN_LINK"] as const;

interface PageRun {
  code: number | null;
  stdout: string;
  stderr: string;
  failures: string[];
  workDir: string;
}

describe.skipIf(skipReason !== null)("the API guide's curl examples (docs/)", () => {
  let t: TestApp;
  let running: RunningServer;
  let url: string;
  let key: string | undefined;
  const email = uniqueEmail("docs");
  const dirs: string[] = [];

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    t = await createTestApp({ env: { PORT: String(port), PUBLIC_URL: url } });
    running = await startServer(t.app, t.deps, port, "127.0.0.1");
  });

  afterAll(async () => {
    await running?.stop();
    await t?.close().catch(() => {});
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  const temp = (label: string) => {
    const d = mkdtempSync(join(tmpdir(), `quire-docs-${label}-`));
    dirs.push(d);
    return d;
  };

  /** The newest sign-in link mailed to the reader's address after `since`, or undefined. */
  async function signInLink(since: string): Promise<string | undefined> {
    const [mail] = await t.deps.repos.outbox.listFor(email, 1);
    if (!mail || mail.createdAt < since) return undefined;
    return /https?:\/\/\S+\/api\/auth\/magic-link\/verify\?[^\s"<]+/.exec(mail.text)?.[0];
  }

  async function runPage(file: string, examples: Example[]): Promise<PageRun> {
    const workDir = temp("work");
    const trace = temp("trace");
    const bin = temp("bin");
    writeFileSync(join(bin, "curl"), SHIM);
    chmodSync(join(bin, "curl"), 0o755);
    const env: Record<string, string> = {
      PATH: `${bin}:${process.env.PATH}`,
      HOME: workDir,
      LANG: "C.UTF-8",
      TMPDIR: tmpdir(),
      QUIRE_URL: url,
      QUIRE_EMAIL: email,
      QUIRE_TRACE: trace,
      QUIRE_REAL_CURL: CURL!,
      ...(key ? { QUIRE_KEY: key } : {}),
    };
    const waited = new Set<string>();
    const script = [
      "set -euo pipefail",
      '__quire_block() { printf "block %s\\n" "$1" >> "$QUIRE_TRACE/log"; }',
      '__quire_wait() { local i=0; while [ ! -s "$QUIRE_TRACE/$1" ]; do i=$((i+1)); if [ $i -gt 200 ]; then echo "the test never filled in $1" >&2; exit 97; fi; sleep 0.05; done; export "$1=$(cat "$QUIRE_TRACE/$1")"; }',
      ...examples.flatMap((ex, i) => {
        const lazy = LAZY.filter((name) => ex.code.includes(name) && !waited.has(name));
        lazy.forEach((name) => waited.add(name));
        return [`__quire_block ${i}`, ...lazy.map((name) => `__quire_wait ${name}`), ex.code];
      }),
      "__quire_block done",
    ].join("\n");
    writeFileSync(join(trace, "script.sh"), `${script}\n`);

    const since = new Date().toISOString();
    const filler = setInterval(() => {
      if (!waited.has("QUIRE_SIGN_IN_LINK") || existsSync(join(trace, "QUIRE_SIGN_IN_LINK"))) return;
      void signInLink(since).then((link) => {
        if (link) writeFileSync(join(trace, "QUIRE_SIGN_IN_LINK"), link);
      });
    }, 50);
    const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
      const child = spawn(BASH!, [join(trace, "script.sh")], { cwd: workDir, env });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (d: Buffer) => (stdout += d.toString("utf8")));
      child.stderr.on("data", (d: Buffer) => (stderr += d.toString("utf8")));
      const timer = setTimeout(() => child.kill("SIGKILL"), 45_000);
      child.on("close", (code) => {
        clearTimeout(timer);
        done({ code, stdout, stderr });
      });
    });
    clearInterval(filler);

    // Which calls each block made, from the trace log.
    const log = existsSync(join(trace, "log"))
      ? readFileSync(join(trace, "log"), "utf8").split("\n").filter(Boolean)
      : [];
    const calls = new Map<number, number[]>();
    let block = -1;
    let finished = false;
    for (const line of log) {
      const [what, n] = line.split(" ");
      if (what === "block") {
        if (n === "done") finished = true;
        else block = Number(n);
      } else if (what === "call") (calls.get(block) ?? calls.set(block, []).get(block)!).push(Number(n));
    }
    const failures: string[] = [];
    const where = (ex: Example, line = ex.line) => `${relative(ROOT, file)}:${line}`;
    if (result.code !== 0 || !finished) {
      const ex = examples[block];
      failures.push(
        `${ex ? where(ex) : relative(ROOT, file)}: the block exited with ${result.code}${result.stderr ? `; stderr: ${result.stderr.slice(-1500)}` : ""}`,
      );
    }
    examples.forEach((ex, i) => {
      if (i > block && !finished) return;
      const made = calls.get(i) ?? [];
      if (made.length !== ex.expectations.length && (finished || i < block)) {
        failures.push(
          `${where(ex)}: the block made ${made.length} curl call(s) and states ${ex.expectations.length} answer(s) (# → lines)`,
        );
      }
      ex.expectations.forEach((expected, k) => {
        const n = made[k];
        if (n === undefined) return;
        const headersFile = join(trace, `${n}.headers`);
        if (!existsSync(headersFile)) {
          failures.push(`${where(ex, expected.line)}: the call got no answer`);
          return;
        }
        const output = existsSync(join(trace, `${n}.output`)) ? readFileSync(join(trace, `${n}.output`), "utf8") : null;
        const bodyFile = output ?? join(trace, `${n}.body`);
        const body = bodyFile !== "/dev/null" && existsSync(bodyFile) ? readFileSync(bodyFile) : null;
        for (const problem of checkAnswer(
          expected,
          { rawHeaders: readFileSync(headersFile, "latin1"), body },
          { QUIRE_URL: url },
        ))
          failures.push(`${where(ex, expected.line)}: ${problem}`);
      });
    });
    return { ...result, failures, workDir };
  }

  const pages = indexedPages(ROOT).filter((f) => parseExamples(f, readFileSync(f, "utf8")).length > 0);

  it("finds the pages and their examples through docs/README.md, getting started first", () => {
    expect(pages.length).toBeGreaterThanOrEqual(5);
    expect(relative(ROOT, pages[0]!)).toBe("docs/api/getting-started.md");
  });

  for (const file of pages) {
    it(`runs ${relative(ROOT, file)}`, async () => {
      const examples = parseExamples(file, readFileSync(file, "utf8"));
      if (!key && !file.endsWith("getting-started.md"))
        throw new Error("no API key: docs/api/getting-started.md did not create one");
      const run = await runPage(file, examples);
      expect(run.failures, `stdout (end):\n${run.stdout.slice(-1500)}`).toEqual([]);
      if (file.endsWith("getting-started.md")) {
        // The page keeps the new key in key.json, as a reader does; every later page uses it as $QUIRE_KEY.
        key = (JSON.parse(readFileSync(join(run.workDir, "key.json"), "utf8")) as { key: string }).key;
        expect(key).toMatch(/^quire_pk_/);
      }
    }, 60_000);
  }

  it("renders every source snippet the docs show (json slide|source, markdown deck|doc, csv sheet)", async () => {
    const problems: string[] = [];
    let count = 0;
    for (const file of indexedPages(ROOT)) {
      for (const block of fencedBlocks(readFileSync(file, "utf8"))) {
        const body = snippetRequest(block.info, block.code);
        if (!body) continue;
        count++;
        const res = await fetch(`${url}/api/render`, {
          method: "POST",
          headers: { "content-type": "application/json", ...(key ? { authorization: `Bearer ${key}` } : {}) },
          body: JSON.stringify(body),
        });
        const answer = (await res.json()) as { kind?: string; warnings?: string[]; details?: unknown };
        const at = `${relative(ROOT, file)}:${block.line}`;
        if (res.status !== 200)
          problems.push(`${at}: render answered ${res.status} ${JSON.stringify(answer).slice(0, 400)}`);
        else if (answer.warnings?.length) problems.push(`${at}: render warned ${JSON.stringify(answer.warnings)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(count).toBeGreaterThanOrEqual(18);
  });

  it("the stand-in curl reads status and type from real answers", async () => {
    // A guard on the checker itself: a wrong status must be reported, a right one not.
    const dir = temp("self");
    // Not spawnSync: the server answering it runs in this process.
    await run(CURL!, ["-q", "-s", "-D", join(dir, "h"), "-o", join(dir, "b"), `${url}/api/health`]);
    const rawHeaders = readFileSync(join(dir, "h"), "latin1");
    expect(readAnswer(rawHeaders).status).toBe(200);
    const call = { rawHeaders, body: readFileSync(join(dir, "b")) };
    expect(
      checkAnswer(
        {
          status: 200,
          mediaType: "application/json",
          shape: '{status: "ok", db}',
          headers: [{ name: "X-Request-Id" }],
          line: 1,
        },
        call,
      ),
    ).toEqual([]);
    expect(
      checkAnswer(
        {
          status: 404,
          mediaType: "text/html",
          shape: '{status: "down", nope}',
          headers: [{ name: "Retry-After" }],
          line: 1,
        },
        call,
      ),
    ).toHaveLength(5);
  });
});

/** The render request that shows a source snippet, or null for blocks that are not snippets. */
function snippetRequest(info: string, code: string): Record<string, unknown> | null {
  switch (info) {
    case "json slide":
      return { source: { kind: "deck", title: "Snippet", slides: [JSON.parse(code)] } };
    case "json source":
      return { source: JSON.parse(code) };
    case "markdown deck":
      return { source: code, kind: "deck" };
    case "markdown doc":
      return { source: code };
    case "csv sheet":
      return { source: code, format: "csv" };
    default:
      return null;
  }
}
