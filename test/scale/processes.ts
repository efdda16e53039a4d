// Real Quire processes (node src/main.ts) for scale-out and fault tests: start, wait until healthy, signal, restart.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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

export async function startQuire(env: Record<string, string>, options: { port?: number; dataDir?: string } = {}): Promise<QuireProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "quire-proc-"));
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH!, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", EXPORT_WORKERS: "1", ...env },
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
