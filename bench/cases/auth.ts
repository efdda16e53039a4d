// Bench: authenticated GET /api/workspace/documents with a Bearer key vs bare Hono, plus protected stand-ins that
// isolate the principal middleware (and the limiter) from the list query.
import Database from "better-sqlite3";
import { join } from "node:path";
import { record, type BenchModule } from "../lib.js";
import { compareWithBareHono, fmtLoad, startChild } from "../http-harness.js";

/** Signs in through the real flow (magic link from the outbox table) and creates a key through the real route. */
async function createKey(url: string, dataDir: string): Promise<string> {
  const email = "bench@example.test";
  const origin = url.replace("127.0.0.1", "localhost");
  const asked = await fetch(`${url}/api/auth/sign-in/magic-link`, { method: "POST", headers: { "content-type": "application/json", origin }, body: JSON.stringify({ email }) });
  if (asked.status !== 200) throw new Error(`magic link: ${asked.status} ${await asked.text()}`);
  const db = new Database(join(dataDir, "quire.db"), { readonly: true });
  const mail = db.prepare(`select text from outbox_mail where "to" = ? order by id desc limit 1`).get(email) as { text: string };
  db.close();
  const link = new URL(mail.text.match(/https?:\/\/\S+verify\?\S+/)![0]);
  const opened = await fetch(`${url}${link.pathname}${link.search}`, { redirect: "manual" });
  const cookie = opened.headers.getSetCookie().find((l) => l.includes("quire.session_token="))!.split(";")[0]!;
  const created = await fetch(`${url}/api/auth/api-key/create`, { method: "POST", headers: { "content-type": "application/json", cookie, origin }, body: JSON.stringify({ name: "bench" }) });
  if (created.status !== 200) throw new Error(`key: ${created.status} ${await created.text()}`);
  return ((await created.json()) as { key: string }).key;
}

const mod: BenchModule = {
  name: "auth: Bearer-authenticated list vs bare Hono",
  async run() {
    // The bench measures the per-request cost, not the limit: lift WORKSPACE far above the load.
    const quire = await startChild("bench/servers/quire-protected.ts", { RATE_LIMIT_WORKSPACE_PER_MINUTE: "1000000000", RATE_LIMIT_WORKSPACE_PER_DAY: "1000000000" }, "/api/health");
    try {
      const key = await createKey(quire.url, quire.dataDir);
      const headers = { authorization: `Bearer ${key}` };
      const rows: [string, string, string][] = [
        ["/api/workspace/documents", "GET /api/workspace/documents, Bearer key (auth + WORKSPACE limit + list)", "≥ 60%; p99 ≤ 10 ms"],
        ["/api/bench/protected", "protected stand-in, Bearer key (principal middleware only)", "≥ 60% (auth share of the route bar)"],
        ["/api/bench/protected-limited", "protected stand-in + WORKSPACE limit (SQLite counters)", "info"],
      ];
      for (const [path, name, bar] of rows) {
        const probe = await fetch(`${quire.url}${path}`, { headers });
        if (probe.status !== 200) throw new Error(`${path} answered ${probe.status}: ${await probe.text()}`);
        const { ours, bare, ratio } = await compareWithBareHono(`${quire.url}${path}`, { headers });
        record({
          group: "auth",
          name: `${name} (10 conns, 3 rounds × 3 s)`,
          ours: fmtLoad(ours),
          anchor: `bare Hono ${fmtLoad(bare)}`,
          ratio: `${(ratio * 100).toFixed(0)}% of bare Hono`,
          bar,
        });
      }
    } finally {
      await quire.stop();
    }
  },
};
export default mod;
