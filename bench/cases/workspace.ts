// Bench: workspace list (page of 20 out of 1,000 documents) and read by id over HTTP with a Bearer key, vs bare Hono.
import { record, type BenchModule } from "../lib.js";
import { recordComparison, startChild } from "../http-harness.js";
import { createApiKey, sqliteOutbox } from "../sign-in.js";

const DOCUMENTS = 1_000;

/** 1,000 documents through the real create route (and showcase forks), 10 at a time. */
async function seed(url: string, headers: Record<string, string>): Promise<{ readId: string; ms: number }> {
  const t0 = performance.now();
  const demos = ((await (await fetch(`${url}/api/showcase`)).json()) as { items: { id: string }[] }).items.map(
    (d) => d.id,
  );
  let readId = "";
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < DOCUMENTS; i = next++) {
      const res =
        i % 10 === 0
          ? await fetch(`${url}/api/showcase/fork`, {
              method: "POST",
              headers: { ...headers, "content-type": "application/json" },
              body: JSON.stringify({ demoId: demos[(i / 10) % demos.length] }),
            })
          : await fetch(`${url}/api/workspace/documents`, {
              method: "POST",
              headers: { ...headers, "content-type": "application/json" },
              body: JSON.stringify({
                kind: "doc",
                title: `Meeting notes ${i}`,
                source: `# Meeting notes ${i}\n\n- Decision ${i}\n- Owner: team ${i % 7}\n`,
              }),
            });
      if (res.status !== 201) throw new Error(`seed ${i}: ${res.status} ${await res.text()}`);
      const { document } = (await res.json()) as { document: { id: string; title: string } };
      if (document.title === "Q3 2026 Quarterly Business Review") readId = document.id;
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  return { readId, ms: performance.now() - t0 };
}

const mod: BenchModule = {
  name: "workspace: list and read over HTTP (Bearer key) vs bare Hono",
  async run() {
    // The bench measures the per-request cost, not the limit: lift WORKSPACE far above the load.
    const quire = await startChild(
      "src/main.ts",
      { RATE_LIMIT_WORKSPACE_PER_MINUTE: "1000000000", RATE_LIMIT_WORKSPACE_PER_DAY: "1000000000" },
      "/api/health",
    );
    try {
      const headers = {
        authorization: `Bearer ${await createApiKey(quire.url, "workspace-bench@example.test", sqliteOutbox(quire.dataDir))}`,
      };
      const { readId, ms } = await seed(quire.url, headers);
      record({
        group: "workspace",
        name: `seed ${DOCUMENTS} documents through POST (10 at a time)`,
        ours: `${(ms / 1000).toFixed(1)} s, ${Math.round(DOCUMENTS / (ms / 1000))} creates/s`,
      });

      const first = (await (await fetch(`${quire.url}/api/workspace/documents?limit=20`, { headers })).json()) as {
        items: unknown[];
        nextCursor: string;
      };
      if (first.items.length !== 20 || !first.nextCursor) throw new Error("list did not return a full first page");
      let cursor = first.nextCursor;
      for (let page = 2; page < 25; page++) {
        cursor = (
          (await (
            await fetch(`${quire.url}/api/workspace/documents?limit=20&cursor=${cursor}`, { headers })
          ).json()) as { nextCursor: string }
        ).nextCursor;
      }
      const cases = [
        {
          name: `GET /api/workspace/documents?limit=20 (first page of ${DOCUMENTS})`,
          path: "/api/workspace/documents?limit=20",
          bar: "≥ 60%; p99 ≤ 10 ms",
        },
        {
          name: `GET /api/workspace/documents?limit=20&cursor=… (page 25 of 50)`,
          path: `/api/workspace/documents?limit=20&cursor=${cursor}`,
          bar: "≥ 60%; p99 ≤ 10 ms",
        },
        {
          name: "GET /api/workspace/documents/{id} (a 10-slide deck, ~7 KB)",
          path: `/api/workspace/documents/${readId}`,
          bar: "(none set; list bar for reference)",
        },
        {
          name: "GET /api/workspace/documents?q=notes 99&limit=20 (title search)",
          path: `/api/workspace/documents?q=${encodeURIComponent("notes 99")}&limit=20`,
          bar: "(none set)",
        },
      ];
      for (const c of cases)
        await recordComparison(quire, c.path, { group: "workspace", name: c.name, bar: c.bar, headers });
    } finally {
      await quire.stop();
    }
  },
};
export default mod;
