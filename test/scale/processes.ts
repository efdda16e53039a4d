// Real Quire processes (node src/main.ts) for scale-out and fault tests: start, wait until healthy, signal, restart.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort } from "../../bench/http-harness.js";

const ROOT = new URL("../..", import.meta.url).pathname;

export interface QuireProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function startQuire(
  env: Record<string, string>,
  options: { port?: number; dataDir?: string } = {},
): Promise<QuireProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "quire-proc-"));
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH!,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      EXPORT_WORKERS: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`quire exited ${child.exitCode}: ${out}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`quire did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    port,
    dataDir,
    child,
    exited,
    output: () => out,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** A session cookie for `email`, through the magic link the process's outbox (in PostgreSQL at `dbUrl`) holds. */
export async function signIn(p: QuireProcess, dbUrl: string, email: string, publicUrl: string): Promise<string> {
  const asked = await fetch(`${p.url}/api/auth/sign-in/magic-link`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: publicUrl },
    body: JSON.stringify({ email, callbackURL: "/app" }),
  });
  if (asked.status !== 200) throw new Error(`magic link refused: ${asked.status} ${await asked.text()}`);
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const { rows } = await client.query<{ text: string }>(`select "text" from outbox_mail where "to" = $1`, [email]);
  await client.end();
  const found = /https?:\/\/\S+\/api\/auth\/magic-link\/verify\?[^\s"<]+/.exec(rows[0]?.text ?? "")?.[0];
  if (!found) throw new Error(`no sign-in link in the outbox for ${email}`);
  const link = new URL(found);
  const opened = await fetch(`${p.url}${link.pathname}${link.search}`, { redirect: "manual" });
  if (opened.status !== 302) throw new Error(`the sign-in link did not sign in: ${opened.status}`);
  return opened.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
