// `quire login`: checks an API key against the service, then stores it (0600) for the other commands. A personal key
// (quire_pk_…) works in its owner's space; an organization's (quire_ok_…) in the organization's, within its scopes.
import { createInterface } from "node:readline/promises";
import { createQuireClient } from "@quire/sdk";
import { writeClientConfig } from "./config-store.js";
import { UsageError, type Output } from "./context.js";

async function readKey(): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: false });
  try {
    return (await rl.question("API key (create one in the web app under API keys): ")).trim();
  } finally {
    rl.close();
  }
}

export async function login(env: NodeJS.ProcessEnv, flags: { url?: string; key?: string }, out: Output): Promise<void> {
  const url = flags.url ?? env.QUIRE_URL ?? "http://localhost:3000";
  const key = flags.key ?? env.QUIRE_KEY ?? (await readKey());
  if (!key) throw new UsageError("No API key given: pass --key, set QUIRE_KEY, or type it when asked.");
  const quire = createQuireClient({ baseUrl: url, apiKey: key });
  // GET /api/usage answers every key, an organization key whatever its scopes, and counts against no rate limit: the
  // call that proves the key works (a metered organization key spends one call of its quota on it).
  const usage = await quire.usage();
  const path = writeClientConfig(env, { url, key });
  const kind = usage.key?.kind ?? "personal";
  const org = usage.organization;
  const as =
    kind === "organization"
      ? `with an organization key of ${org?.id ?? "an organization"} (scopes: ${usage.key?.scopes?.join(", ") || "none"})`
      : `as ${usage.user.email}`;
  out.result(
    {
      url,
      config: path,
      kind,
      user: usage.user.email || null,
      organization: org?.id ?? null,
      scopes: usage.key?.scopes ?? null,
    },
    `Signed in to ${url} ${as}; the key is stored in ${path}.`,
  );
}
