// Runs the `quire` command (bin/quire.mjs) as a child process, as a person or script would, in a home of its own.
import { spawn } from "node:child_process";
import { join } from "node:path";

const BIN = new URL("../../bin/quire.mjs", import.meta.url).pathname;

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `quire …` with `home` as its cwd, HOME and config dir (never the tester's), optionally with stdin. */
export function runQuire(
  home: string,
  args: string[],
  options: { env?: Record<string, string>; stdin?: string } = {},
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: home,
      env: { PATH: process.env.PATH!, HOME: home, XDG_CONFIG_HOME: join(home, "config"), ...options.env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(options.stdin ?? "");
  });
}

export const jsonOf = (run: Run) => JSON.parse(run.stdout) as Record<string, unknown>;
