// Opens a real app for the workspace suites on SQLite or on a throwaway PostgreSQL database, with signed-in users.
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { createTempPgDatabase, type TempPgDatabase } from "../pg.js";

export const DOCS = "/api/workspace/documents";

/** Limits high enough that a suite never meets them (the limiter itself still runs on every call). */
export const TEST_ENV = {
  RATE_LIMIT_MAGIC_LINK_PER_MINUTE: "100000",
  RATE_LIMIT_MAGIC_LINK_PER_DAY: "100000",
  RATE_LIMIT_WORKSPACE_PER_MINUTE: "100000",
  RATE_LIMIT_WORKSPACE_PER_DAY: "1000000",
};

/** `env`: more settings beside TEST_ENV's. */
export async function openWorkspaceApp(
  dialect: "sqlite" | "postgres",
  env: Record<string, string> = {},
): Promise<TestApp> {
  let pg: TempPgDatabase | undefined;
  if (dialect === "postgres") pg = await createTempPgDatabase("ws");
  const t = await createTestApp({ env: { ...TEST_ENV, ...env }, databaseUrl: pg?.url });
  const close = t.close.bind(t);
  t.close = async () => {
    await close();
    await pg?.drop();
  };
  return t;
}

export const sampleDeck = {
  kind: "deck",
  title: "Launch plan",
  slides: [
    { layout: "title", title: "Launch plan", subtitle: "Spring" },
    {
      layout: "bullets",
      title: "Steps",
      bullets: ["Build", { text: "Ship", children: ["EU", "US"] }],
      notes: "Say it slowly.",
    },
    {
      layout: "table",
      table: {
        columns: ["Week", "Goal"],
        rows: [
          [1, "Beta"],
          [2, null],
        ],
      },
    },
  ],
};

export const sampleSheet = {
  kind: "sheet",
  title: "Costs",
  sheets: [
    {
      name: "Costs",
      columns: [{ header: "Item" }, { header: "Cost", type: "currency" }],
      rows: [
        ["Rent", 1200],
        ["Total", { formula: "SUM(B2:B2)" }],
      ],
    },
  ],
};

export interface DocumentBody {
  id: string;
  kind: string;
  title: string;
  source: Record<string, unknown> & { title: string; kind: string };
  origin: string;
  brandId: string | null;
  brandName: string | null;
  version: number;
  parts: { id: string; title: string | null; rows?: string[] }[];
  createdAt: string;
  updatedAt: string;
}

/** Creates a document through the API and returns it (fails the test on anything but 201). */
export async function createDoc(
  t: TestApp,
  headers: Record<string, string>,
  body: Record<string, unknown>,
): Promise<DocumentBody> {
  const res = await t.app.request(DOCS, jsonRequest("POST", body, headers));
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { document: DocumentBody }).document;
}
