// Onboarding: the state, seeding three starter documents through the agent pipeline, and the full reset.
import { personalSpace } from "../../lib/space-id.js";
import { AppError } from "../../lib/errors.js";
import type { Source, SourceKind } from "../../formats/model/source.js";
import type { Repos } from "../../store/repos/index.js";
import { toSummary, type DocumentSummary } from "../../documents/index.js";
import { prepareRun } from "../prepare-run.js";
import { runAgent, type AgentDeps } from "../run-agent.js";

export type OnboardingState = "welcome" | "seeded" | "dismissed";

type OnboardingRepos = Pick<Repos<Source>, "documents" | "brands" | "agentRuns" | "onboarding">;

const KIND_ORDER: Record<SourceKind, number> = { deck: 0, doc: 1, sheet: 2 };

/** "Ana" → "Ana's", "James" → "James'", no name → "your": possessives that read right. */
export function possessive(name: string): string {
  const n = name.trim().replace(/\s+/g, " ");
  if (!n) return "your";
  return /s$/i.test(n) ? `${n}'` : `${n}'s`;
}

export function seedPrompts(name: string): { kind: SourceKind; prompt: string }[] {
  const who = name.trim().replace(/\s+/g, " ");
  return [
    {
      kind: "deck",
      prompt: `A 6-slide welcome presentation about getting started with Quire${who ? ` for ${who}` : ""}, covering prompts, decks, docs and sheets`,
    },
    {
      kind: "doc",
      prompt: `A getting started guide about writing your first documents with Quire${who ? `, prepared for ${who}` : ""}`,
    },
    {
      kind: "sheet",
      prompt: `A tracker for ${possessive(name)} first week with Quire: tasks, owners, dates and progress`,
    },
  ];
}

export async function readOnboarding(
  repos: Pick<Repos<Source>, "documents" | "onboarding">,
  userId: string,
): Promise<{ state: OnboardingState; items: DocumentSummary[] }> {
  const record = await repos.onboarding.get(userId);
  if (!record) return { state: "welcome", items: [] };
  const items = (await repos.documents.findManyByIds(personalSpace(userId), record.itemIds))
    .map(toSummary)
    .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  return { state: record.state, items };
}

// Two seed calls of one user at once share one seeding (per process), so they cannot make six documents.
const seeding = new Map<string, Promise<{ created: boolean; items: DocumentSummary[] }>>();

/** Creates the three starter documents, or returns the existing ones (`created: false`) while any still exists. */
export function seedOnboarding(
  deps: Omit<AgentDeps, "repos"> & { repos: OnboardingRepos },
  user: { userId: string; name: string; traceId: string; signal: AbortSignal },
): Promise<{ created: boolean; items: DocumentSummary[] }> {
  const running = seeding.get(user.userId);
  if (running) return running.then((r) => ({ created: false, items: r.items }));
  const job = seedOnce(deps, user).finally(() => seeding.delete(user.userId));
  seeding.set(user.userId, job);
  return job;
}

async function seedOnce(
  deps: Omit<AgentDeps, "repos"> & { repos: OnboardingRepos },
  user: { userId: string; name: string; traceId: string; signal: AbortSignal },
): Promise<{ created: boolean; items: DocumentSummary[] }> {
  const existing = await readOnboarding(deps.repos, user.userId);
  if (existing.state === "seeded" && existing.items.length > 0) return { created: false, items: existing.items };

  const ids: string[] = [];
  for (const { kind, prompt } of seedPrompts(user.name)) {
    const prepared = await prepareRun(
      deps.repos,
      {
        owner: { userId: user.userId, spaceId: personalSpace(user.userId) },
        prompt,
        kind,
        save: true,
        origin: "onboarding",
        userName: user.name,
      },
      8_000,
      undefined,
      deps.kindOf,
    );
    const outcome = await runAgent(deps, prepared, { traceId: user.traceId, signal: user.signal, emit: () => {} });
    if (outcome.status !== "done" || !outcome.document?.id) {
      // All or nothing: a half-seeded workspace would be confusing.
      for (const id of ids) await deps.repos.documents.delete(personalSpace(user.userId), id);
      throw new AppError(
        outcome.status === "cancelled" ? "internal_error" : "model_error",
        "The starter documents could not be created.",
      );
    }
    ids.push(outcome.document.id);
  }
  await deps.repos.onboarding.put({
    userId: user.userId,
    state: "seeded",
    itemIds: ids,
    updatedAt: new Date().toISOString(),
  });
  const items = (await deps.repos.documents.findManyByIds(personalSpace(user.userId), ids))
    .map(toSummary)
    .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  return { created: true, items };
}

/** Deletes every document of the caller's personal space (never brands or keys, never an organization's) and returns to the welcome state. */
export async function resetOnboarding(
  repos: Pick<Repos<Source>, "documents" | "onboarding">,
  userId: string,
): Promise<{ deleted: number; state: "welcome" }> {
  const deleted = await repos.documents.deleteAllInSpace(personalSpace(userId));
  await repos.onboarding.put({ userId, state: "welcome", itemIds: [], updatedAt: new Date().toISOString() });
  return { deleted, state: "welcome" };
}
