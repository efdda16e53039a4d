// Bench: the authenticated list in an organization against the same list in the personal space — by key and by
// session, 20 documents each, measured in alternating rounds in one server (the bar: within 10%).
import type { BenchModule } from "../lib.js";
import { record } from "../lib.js";
import { fmtLoad, load, startChild, type LoadResult } from "../http-harness.js";
import { createApiKey, signInCookie, sqliteOutbox } from "../sign-in.js";

const ROUNDS = 5;
const SECONDS = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const mod: BenchModule = {
  name: "organizations: list in an organization vs the personal space (key and session)",
  async run() {
    const quire = await startChild(
      "bench/servers/quire-protected.ts",
      { RATE_LIMIT_WORKSPACE_PER_MINUTE: "1000000000", RATE_LIMIT_WORKSPACE_PER_DAY: "1000000000" },
      "/api/health",
    );
    try {
      const origin = quire.url.replace("127.0.0.1", "localhost");
      const mail = sqliteOutbox(quire.dataDir);
      const personalKey = await createApiKey(quire.url, "bench-orgs@example.test", mail);
      const cookie = await signInCookie(quire.url, "bench-orgs@example.test", mail);
      const send = async (method: string, path: string, body: unknown, headers: Record<string, string>) => {
        const res = await fetch(`${quire.url}${path}`, {
          method,
          headers: { "content-type": "application/json", origin, ...headers },
          body: JSON.stringify(body),
        });
        if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
        return (await res.json()) as Record<string, any>;
      };
      const org = await send("POST", "/api/organizations", { name: "Bench" }, { cookie });
      const orgKey = (
        await send(
          "POST",
          `/api/organizations/${org.id}/keys`,
          { name: "bench", scopes: ["documents:read", "documents:write"] },
          { cookie },
        )
      ).key as string;
      for (let i = 0; i < 20; i++) {
        await send(
          "POST",
          "/api/workspace/documents",
          { kind: "doc", title: `Personal ${i}`, source: `# Personal ${i}\n\nText.` },
          { authorization: `Bearer ${personalKey}` },
        );
        await send(
          "POST",
          "/api/workspace/documents",
          { kind: "doc", title: `Shared ${i}`, source: `# Shared ${i}\n\nText.` },
          { authorization: `Bearer ${orgKey}` },
        );
      }
      const url = `${quire.url}/api/workspace/documents`;
      const compare = async (
        personal: Record<string, string>,
        inOrg: () => Promise<Record<string, string>>,
        label: string,
      ) => {
        const orgHeaders = await inOrg();
        const mine: LoadResult[] = [];
        const theirs: LoadResult[] = [];
        await load(url, { seconds: 1, headers: personal });
        await load(url, { seconds: 1, headers: orgHeaders });
        for (let i = 0; i < ROUNDS; i++) {
          mine.push(await load(url, { seconds: SECONDS, headers: personal, pid: quire.child.pid }));
          theirs.push(await load(url, { seconds: SECONDS, headers: orgHeaders, pid: quire.child.pid }));
        }
        const by = (rs: LoadResult[]) => [...rs].sort((a, b) => a.rps - b.rps)[Math.floor(rs.length / 2)]!;
        const ratio = median(theirs.map((r, i) => r.rps / mine[i]!.rps));
        record({
          group: "organizations",
          name: `GET /api/workspace/documents in an organization, ${label} (10 conns, ${ROUNDS} rounds × ${SECONDS} s)`,
          ours: fmtLoad(by(theirs)),
          anchor: `personal space ${fmtLoad(by(mine))}`,
          ratio: `${(ratio * 100).toFixed(0)}% of personal`,
          bar: "≥ 90% of personal",
        });
      };
      await compare(
        { authorization: `Bearer ${personalKey}` },
        async () => ({ authorization: `Bearer ${orgKey}` }),
        "organization key vs personal key",
      );
      await compare(
        { cookie },
        async () => {
          // A second session of the same person, switched to the organization: membership is read on every call.
          const orgCookie = await signInCookie(quire.url, "bench-orgs@example.test", mail);
          await send("PUT", "/api/organizations/active", { organizationId: org.id }, { cookie: orgCookie });
          return { cookie: orgCookie };
        },
        "session vs session",
      );
    } finally {
      await quire.stop();
    }
  },
};
export default mod;
