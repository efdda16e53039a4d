// Quire's image, built here from the Dockerfile on a local Node 20 base: production files only, a non-root user on a
// read-only root with DATA_DIR on a volume, healthy, a deck made through it kept across a restart (SIGTERM, exit 0);
// and the compose file's server and worker with PostgreSQL and Redis in one pod, running a batch job.
import { chmodSync, chownSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../bench/http-harness.js";
import { createApiKey, pgOutbox, sqliteOutbox } from "../../bench/sign-in.js";
import { thirdPartyFile } from "../fixtures.js";
import { composeServices } from "./compose-file.js";
import { build, canRunContainers, localBase, podman, ROOT, waitHealthy } from "./podman.js";

const IMAGE = "localhost/quire:image-test";
const SERVICES = "localhost/quire-test-services:image-test";
const USER_ID = 10001;
const PPTX = "application/vnd.openxmlformats-officedocument.presentationml.presentation";
const run = `${process.pid}-${Date.now().toString(36)}`;

/** A data folder on this machine the image's user owns, mounted as its volume. */
function dataFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), "quire-image-data-"));
  chownSync(dir, USER_ID, USER_ID);
  chmodSync(dir, 0o700);
  return dir;
}

async function makeDeck(url: string, key: string): Promise<string> {
  const res = await fetch(`${url}/api/agent`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify({ prompt: "A 5-slide deck on keeping a warehouse safe", slides: 5 }),
  });
  expect(res.status).toBe(200);
  const last = JSON.parse((await res.text()).trimEnd().split("\n").at(-1)!) as {
    type: string;
    documentId: string | null;
  };
  expect(last.type).toBe("done");
  expect(last.documentId).toMatch(/^doc_/);
  return last.documentId!;
}

describe.skipIf(!canRunContainers)("the container image", () => {
  let base: string;
  const cleanup: (() => void)[] = [];

  beforeAll(() => {
    base = localBase();
    build(IMAGE, base, ROOT);
    const size = Number(podman(["image", "inspect", "--format", "{{.Size}}", IMAGE]).out);
    // The size is reported in the test's output (the closing note quotes it).
    console.log(
      `image ${IMAGE}: ${(size / 1e6).toFixed(0)} MB on a base of ${(Number(podman(["image", "inspect", "--format", "{{.Size}}", base]).out) / 1e6).toFixed(0)} MB`,
    );
  }, 30 * 60_000);

  afterAll(() => {
    for (const step of cleanup.reverse()) step();
  });

  it("holds only what runs: no compiler, no dev dependency, no sources, no LibreOffice", () => {
    const { out } = podman([
      "run",
      "--rm",
      "--entrypoint",
      "sh",
      IMAGE,
      "-c",
      "for c in gcc g++ cc make python3 soffice tsc tsx vite; do command -v $c; done; ls -d node_modules/typescript node_modules/tsx node_modules/vite node_modules/vitest src test 2>/dev/null; id -u; true",
    ]);
    expect(out.split("\n")).toEqual([String(USER_ID)]);
  });

  it(
    "runs read-only as a non-root user, healthy, makes a deck and finds it again after a restart",
    { timeout: 5 * 60_000 },
    async () => {
      const port = await freePort();
      const data = dataFolder();
      const name = `quire-image-test-${run}`;
      const url = `http://127.0.0.1:${port}`;
      cleanup.push(() => {
        podman(["rm", "-f", "-t", "0", name], { allowFailure: true });
        rmSync(data, { recursive: true, force: true });
      });
      podman([
        "run",
        "-d",
        "--name",
        name,
        "--read-only",
        "-v",
        `${data}:/data`,
        "-p",
        `127.0.0.1:${port}:3000`,
        "-e",
        `PUBLIC_URL=http://localhost:${port}`,
        IMAGE,
      ]);
      await waitHealthy(`${url}/api/health`, name);
      // The image's own HEALTHCHECK, run as the engine runs it.
      expect(podman(["healthcheck", "run", name], { allowFailure: true }).ok).toBe(true);
      expect(podman(["exec", name, "id", "-u"]).out).toBe(String(USER_ID));
      expect(podman(["exec", name, "touch", "/app/written"], { allowFailure: true }).ok).toBe(false);

      const key = await createApiKey(url, "image@example.com", sqliteOutbox(data));
      const deckId = await makeDeck(url, key);
      const exported = await fetch(`${url}/api/export`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify({ documentId: deckId, format: "pptx" }),
      });
      expect(exported.status).toBe(200);
      expect(exported.headers.get("content-type")).toBe(PPTX);
      expect((await exported.arrayBuffer()).byteLength).toBeGreaterThan(10_000);

      // `podman stop` sends the image's STOPSIGNAL; the drain ends the process with 0 well within its bound.
      podman(["stop", "-t", "40", name], { timeoutMs: 60_000 });
      expect(podman(["inspect", "--format", "{{.State.ExitCode}}", name]).out).toBe("0");
      podman(["start", name]);
      await waitHealthy(`${url}/api/health`, name);
      const listed = (await (
        await fetch(`${url}/api/workspace/documents?kind=deck`, { headers: { authorization: `Bearer ${key}` } })
      ).json()) as { items: { id: string }[] };
      expect(listed.items.map((d) => d.id)).toContain(deckId);
    },
  );

  it(
    "runs the compose file's server and worker with PostgreSQL and Redis in one pod, and a batch job on the worker",
    { timeout: 10 * 60_000 },
    async () => {
      build(SERVICES, base, join(ROOT, "test", "deploy"), "services.Containerfile");
      const vars = {
        QUIRE_IMAGE: IMAGE,
        AUTH_SECRET: `image-test-secret-${run}-0123456789abcdef`,
        POSTGRES_PASSWORD: "image-test-pg",
        S3_SECRET_ACCESS_KEY: "unused-here",
        BLOB_STORE: "db",
      };
      const [web, pgPort] = [await freePort(), await freePort()];
      const url = `http://127.0.0.1:${web}`;
      const stack = composeServices({ ...vars, PUBLIC_URL: `http://localhost:${web}` });
      expect(Object.keys(stack)).toEqual(
        expect.arrayContaining(["quire-1", "quire-2", "worker", "postgres", "redis", "proxy", "minio"]),
      );
      const pod = `quire-image-pod-${run}`;
      const [serverData, workerData] = [dataFolder(), dataFolder()];
      cleanup.push(() => {
        podman(["pod", "rm", "-f", "-t", "0", pod], { allowFailure: true });
        for (const dir of [serverData, workerData]) rmSync(dir, { recursive: true, force: true });
      });
      // One pod shares one network: the compose file's service names lead to its own loopback.
      podman([
        "pod",
        "create",
        "--name",
        pod,
        "--add-host",
        "postgres:127.0.0.1",
        "--add-host",
        "redis:127.0.0.1",
        "-p",
        `127.0.0.1:${web}:3000`,
        "-p",
        `127.0.0.1:${pgPort}:5432`,
      ]);
      // As compose: a variable without a value passes this environment's own, when it has one (here it has none).
      const envArgs = (env: Record<string, string | null> = {}) =>
        Object.entries(env).flatMap(([k, v]) => (v === null ? [] : ["-e", `${k}=${v}`]));
      podman([
        "run",
        "-d",
        "--pod",
        pod,
        "--name",
        `${pod}-postgres`,
        "--entrypoint",
        "/usr/local/bin/docker-entrypoint.sh",
        ...envArgs(stack.postgres!.environment),
        SERVICES,
      ]);
      podman(["run", "-d", "--pod", pod, "--name", `${pod}-redis`, SERVICES, ...stack.redis!.command!]);
      for (
        let i = 0;
        i < 120 &&
        !podman(["exec", `${pod}-postgres`, "pg_isready", "-U", "quire", "-d", "quire"], { allowFailure: true }).ok;
        i++
      )
        await new Promise((r) => setTimeout(r, 250));

      const server = stack["quire-1"]!;
      const worker = stack.worker!;
      expect(server.read_only && worker.read_only).toBe(true);
      expect(server.environment!.JOB_CONCURRENCY).toBe("0");
      podman([
        "run",
        "-d",
        "--pod",
        pod,
        "--name",
        `${pod}-server`,
        "--read-only",
        "-v",
        `${serverData}:/data`,
        ...envArgs(server.environment),
        server.image!,
      ]);
      // The worker serves no HTTP; its metrics port would be its own, so nothing of it meets the server's port.
      podman([
        "run",
        "-d",
        "--pod",
        pod,
        "--name",
        `${pod}-worker`,
        "--read-only",
        "-v",
        `${workerData}:/data`,
        ...envArgs({ ...worker.environment, PORT: "3001" }),
        worker.image!,
        ...worker.command!,
      ]);
      await waitHealthy(`${url}/api/health`, `${pod}-server`);
      const health = (await (await fetch(`${url}/api/health`)).json()) as {
        dependencies: Record<string, { kind?: string; status: string }>;
      };
      expect(health.dependencies).toMatchObject({
        database: { status: "ok", kind: "postgres" },
        redis: { status: "ok" },
        blobs: { status: "ok", kind: "db" },
      });

      const key = await createApiKey(
        url,
        "pod@example.com",
        pgOutbox(`postgres://quire:${vars.POSTGRES_PASSWORD}@127.0.0.1:${pgPort}/quire`),
      );
      const auth = { authorization: `Bearer ${key}` };
      const upload = await fetch(`${url}/api/brands?name=Pod`, {
        method: "POST",
        headers: { ...auth, "content-type": PPTX },
        body: readFileSync(thirdPartyFile("brands/pypptx-default-4x3.pptx")),
      });
      expect(upload.status).toBe(201);
      const brandId = ((await upload.json()) as { brand: { id: string } }).brand.id;
      const items = ["North", "South"].map((region) => ({
        source: `# ${region} region\n\n---\n\n## Results\n\n- Deliveries on time`,
        filename: region.toLowerCase(),
      }));
      const submitted = await fetch(`${url}/api/brands/${brandId}/batch`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json", prefer: "respond-async" },
        body: JSON.stringify({ items }),
      });
      expect(submitted.status).toBe(202);
      const { id } = ((await submitted.json()) as { job: { id: string } }).job;
      let job = { state: "queued", succeeded: 0, total: 2 };
      for (let i = 0; i < 600 && (job.state === "queued" || job.state === "running"); i++) {
        await new Promise((r) => setTimeout(r, 250));
        job = ((await (await fetch(`${url}/api/jobs/${id}`, { headers: auth })).json()) as { job: typeof job }).job;
      }
      expect(job, podman(["logs", "--tail", "30", `${pod}-worker`], { allowFailure: true }).out).toMatchObject({
        state: "succeeded",
        succeeded: 2,
        total: 2,
      });
      // The server takes no items (JOB_CONCURRENCY=0): the decks were made by the worker.
      expect(podman(["logs", `${pod}-server`]).out).toMatch(/job items are left to other processes here/);
      expect(podman(["logs", `${pod}-worker`]).out).toMatch(/worker started/);
      const result = await fetch(`${url}/api/jobs/${id}/result`, { headers: auth });
      expect(result.status).toBe(200);
    },
  );
});
