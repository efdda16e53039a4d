// An in-process app whose agent talks to the fake openai-compatible model, with one signed-up user, served on a
// loopback port so tests can use real sockets (disconnects, slow readers).
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createTestApp, type TestApp } from "../harness.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { startFakeLlm, type FakeLlm } from "./fake-llm-server.js";

export interface ServedAgentApp {
  llm: FakeLlm;
  t: TestApp;
  user: KeySession;
  /** http://127.0.0.1:PORT of the served app. */
  base: string;
  close(): Promise<void>;
}

/** `env` is added to (and may override) the provider settings that point the agent at the fake model. */
export async function startServedAgentApp(env: Record<string, string> = {}): Promise<ServedAgentApp> {
  const llm = await startFakeLlm();
  let t: TestApp | undefined;
  try {
    t = await createTestApp({
      env: { LLM_PROVIDER: "openai-compatible", LLM_BASE_URL: llm.url, LLM_MODEL: "test-model", ...env },
    });
    const user = await signUpWithKey(t);
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((r) => server.once("listening", r));
    const app = t;
    return {
      llm,
      t,
      user,
      base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      async close() {
        await new Promise((r) => server.close(r));
        await app.close();
        await llm.close();
      },
    };
  } catch (err) {
    await t?.close();
    await llm.close();
    throw err;
  }
}
