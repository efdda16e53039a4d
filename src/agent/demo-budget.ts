// The public demo's global spending guard: at most DEMO_DAILY_CAP demo runs per UTC day, all clients together.
import { AppError } from "../lib/errors.js";
import type { AgentRunRepo } from "../store/repos/agent-runs.js";

export async function checkDemoBudget(runs: Pick<AgentRunRepo, "countSince">, cap: number, now = new Date()): Promise<void> {
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const used = await runs.countSince(dayStart.toISOString(), null);
  if (used >= cap) {
    const retryAfter = Math.ceil((dayStart.getTime() + 86_400_000 - now.getTime()) / 1000);
    throw new AppError("rate_limit_day", "The public demo has reached today's limit. Sign up to keep going, or try again tomorrow.", { retryAfter });
  }
}
