// The public demo's global spending guard: at most DEMO_DAILY_CAP demo runs per UTC day, all clients together.
import { AppError } from "../lib/errors.js";
import { waitInWords } from "../lib/wait-words.js";
import type { AgentRunRepo } from "../store/repos/agent-runs.js";

export async function checkDemoBudget(
  runs: Pick<AgentRunRepo, "countSince">,
  cap: number,
  now = new Date(),
): Promise<void> {
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const used = await runs.countSince(dayStart.toISOString(), null);
  if (used >= cap) {
    const retryAfter = Math.ceil((dayStart.getTime() + 86_400_000 - now.getTime()) / 1000);
    const runs = `${cap.toLocaleString("en-US")} ${cap === 1 ? "run" : "runs"}`;
    const message = `The public demo's daily cap is reached: ${runs} a day for all visitors together (UTC). Sign in to keep going (it's free), or try again in ${waitInWords(retryAfter)}.`;
    throw new AppError("rate_limit_day", message, { retryAfter });
  }
}
