// Agent run ledger: one row per agent call (user, kind, model, tokens, duration, outcome).
import type { Kysely } from "kysely";
import type { DB, AgentRunTable } from "../schema.js";

export type AgentRunRecord = AgentRunTable;
export type AgentRunUpdate = Partial<
  Pick<AgentRunTable, "status" | "inputTokens" | "outputTokens" | "ms" | "error" | "documentId">
>;

export interface AgentRunRepo {
  insert(run: AgentRunRecord): Promise<void>;
  update(id: string, changes: AgentRunUpdate): Promise<void>;
  findById(id: string): Promise<AgentRunRecord | null>;
  /** Runs started since `sinceIso`, all users; the demo's global spending guard counts these. */
  countSince(sinceIso: string, userId?: string | null): Promise<number>;
}

export function createAgentRunRepo(db: Kysely<DB>): AgentRunRepo {
  return {
    async insert(run) {
      await db.insertInto("agent_run").values(run).execute();
    },
    async update(id, changes) {
      await db.updateTable("agent_run").set(changes).where("id", "=", id).execute();
    },
    async findById(id) {
      const row = await db.selectFrom("agent_run").selectAll().where("id", "=", id).executeTakeFirst();
      return row
        ? { ...row, inputTokens: Number(row.inputTokens), outputTokens: Number(row.outputTokens), ms: Number(row.ms) }
        : null;
    },
    async countSince(sinceIso, userId) {
      let q = db
        .selectFrom("agent_run")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("createdAt", ">=", sinceIso);
      if (userId === null) q = q.where("userId", "is", null);
      else if (userId !== undefined) q = q.where("userId", "=", userId);
      const row = await q.executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
