// `quire login`: checks an API key against the service, then stores it (0600) for the other commands.
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
  // A key may list its owner's keys: the cheapest call that proves it works.
  const keys = await quire.ok(quire.api.GET("/api/auth/api-key/list"));
  const path = writeClientConfig(env, { url, key });
  out.result({ url, config: path, keys: keys.length }, `Signed in to ${url}; the key is stored in ${path}.`);
}
