// The README's `DATABASE_URL=… REDIS_URL=… npm start`, alone: one server process on PostgreSQL and Redis, no
// `quire worker` beside it, runs a brand batch job (`Prefer: respond-async`) to done and serves its zip.
import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTempPgDatabase, TEST_DATABASE_URL, TEST_REDIS_URL, type TempPgDatabase } from "../pg.js";
import { thirdPartyFile } from "../fixtures.js";
import { signIn, startQuire, type QuireProcess } from "./processes.js";

const PPTX = "application/vnd.openxmlformats-officedocument.presentationml.presentation";
const ready = Boolean(TEST_DATABASE_URL && TEST_REDIS_URL);

describe.skipIf(!ready)("a server on PostgreSQL and Redis with no worker beside it", () => {
  let db: TempPgDatabase;
  let server: QuireProcess;
  let auth: Record<string, string>;

  beforeAll(async () => {
    // Its own database: its Redis keys and BullMQ queue are named after it, apart from every other suite's.
    db = await createTempPgDatabase("alone");
    // Only the example's two variables (and, as any test process, its port and data directory).
    server = await startQuire({ DATABASE_URL: db.url, REDIS_URL: TEST_REDIS_URL! });
    const publicUrl = `http://localhost:${server.port}`; // PUBLIC_URL's default
    const cookie = await signIn(server, db.url, `alone-${Date.now()}@example.com`, publicUrl);
    const created = await fetch(`${server.url}/api/auth/api-key/create`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: publicUrl, cookie },
      body: JSON.stringify({ name: "alone" }),
    });
    auth = { authorization: `Bearer ${((await created.json()) as { key: string }).key}` };
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await db?.drop();
  });

  it(
    "runs a batch job submitted with Prefer: respond-async to succeeded, and its zip holds every deck",
    { timeout: 120_000 },
    async () => {
      const upload = await fetch(`${server.url}/api/brands?name=Alone`, {
        method: "POST",
        headers: { ...auth, "content-type": PPTX },
        body: readFileSync(thirdPartyFile("brands/pypptx-default-4x3.pptx")),
      });
      expect(upload.status).toBe(201);
      const brandId = ((await upload.json()) as { brand: { id: string } }).brand.id;
      const items = ["North", "South", "East"].map((region) => ({
        source: `# ${region} region\n\n---\n\n## Results\n\n- Deliveries on time`,
        filename: region.toLowerCase(),
      }));
      const submitted = await fetch(`${server.url}/api/brands/${brandId}/batch`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json", prefer: "respond-async" },
        body: JSON.stringify({ items }),
      });
      expect(submitted.status).toBe(202);
      const { id } = ((await submitted.json()) as { job: { id: string } }).job;

      let job = { state: "queued", succeeded: 0, total: 3 };
      for (let i = 0; i < 300 && (job.state === "queued" || job.state === "running"); i++) {
        await new Promise((r) => setTimeout(r, 200));
        job = ((await (await fetch(`${server.url}/api/jobs/${id}`, { headers: auth })).json()) as { job: typeof job })
          .job;
      }
      expect(job, server.output()).toMatchObject({ state: "succeeded", succeeded: 3, total: 3 });

      const result = await fetch(`${server.url}/api/jobs/${id}/result`, { headers: auth });
      expect(result.status).toBe(200);
      const zip = unzipSync(new Uint8Array(await result.arrayBuffer()));
      expect(
        Object.keys(zip)
          .filter((name) => name.endsWith(".pptx"))
          .sort(),
      ).toEqual(["001-north.pptx", "002-south.pptx", "003-east.pptx"]);
    },
  );
});
