// Podman as this machine needs it for the image test: runc (the cgroup v1 hierarchy here is one crun refuses),
// ulimits inside the machine's hard limits (no CAP_SYS_RESOURCE to raise them), the local base image made once.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const HERE = new URL(".", import.meta.url).pathname;
export const ROOT = new URL("../..", import.meta.url).pathname;

/**
 * Whether podman, runc, mmdebstrap and catatonit (a pod's pause process, which podman only recommends) are here
 * (`.ci/run` installs them); without them the image test is skipped.
 */
export const canRunContainers = ["podman", "runc", "mmdebstrap", "catatonit"].every(
  (cmd) => spawnSync("sh", ["-c", `command -v ${cmd}`]).status === 0,
);

function hardLimit(flag: string, cap: number): number {
  const value = execFileSync("bash", ["-c", `ulimit -H${flag}`], { encoding: "utf8" }).trim();
  return value === "unlimited" ? cap : Math.min(cap, Number(value));
}

let env: NodeJS.ProcessEnv | undefined;
/** The environment podman runs with: a containers.conf of this machine's needs, written once per test process. */
function podmanEnv(): NodeJS.ProcessEnv {
  if (env) return env;
  const dir = mkdtempSync(join(tmpdir(), "quire-podman-"));
  const nofile = hardLimit("n", 65_536);
  const nproc = hardLimit("u", 8_192);
  writeFileSync(
    join(dir, "containers.conf"),
    `[containers]\ndefault_ulimits = ["nofile=${nofile}:${nofile}", "nproc=${nproc}:${nproc}"]\n[engine]\nruntime = "runc"\ncgroup_manager = "cgroupfs"\n`,
  );
  env = { ...process.env, CONTAINERS_CONF: join(dir, "containers.conf") };
  return env;
}

/** Runs podman; returns its standard output, or throws with what it printed. */
export function podman(
  args: string[],
  options: { timeoutMs?: number; allowFailure?: boolean } = {},
): { ok: boolean; out: string } {
  const run = spawnSync("podman", args, {
    env: podmanEnv(),
    encoding: "utf8",
    timeout: options.timeoutMs ?? 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  const ok = run.status === 0;
  if (!ok && !options.allowFailure)
    throw new Error(`podman ${args.join(" ")}: exit ${run.status ?? run.signal}\n${run.stdout}\n${run.stderr}`);
  return { ok, out: (run.stdout ?? "").trim() };
}

/** The local stand-in for the official Node 20 image (test/deploy/local-base.sh; made once, then kept). */
export function localBase(): string {
  const run = spawnSync("bash", [join(HERE, "local-base.sh")], {
    env: podmanEnv(),
    encoding: "utf8",
    timeout: 15 * 60_000,
  });
  if (run.status !== 0) throw new Error(`local-base.sh: exit ${run.status ?? run.signal}\n${run.stderr}`);
  return run.stdout.trim().split("\n").at(-1)!;
}

/** Builds `file` (relative to `context`) into `tag` with BASE; layers are cached, so an unchanged build is quick. */
export function build(tag: string, base: string, context: string, file = "Dockerfile"): void {
  podman(
    [
      "build",
      "--quiet",
      "--format",
      "docker",
      "--build-arg",
      `BASE=${base}`,
      "-t",
      tag,
      "-f",
      join(context, file),
      context,
    ],
    { timeoutMs: 20 * 60_000 },
  );
}

/** Waits until `url` answers 200; throws with the container's last lines when it stops or the time runs out. */
export async function waitHealthy(url: string, container: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (podman(["inspect", "--format", "{{.State.Running}}", container], { allowFailure: true }).out === "false") break;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `${container} did not become healthy:\n${podman(["logs", "--tail", "40", container], { allowFailure: true }).out}`,
  );
}
