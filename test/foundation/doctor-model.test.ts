// `quire doctor` makes one small real call to a configured model (here the recorded wire server) and says which model
// answered, or why the call failed; with the builtin composer it says no external model is used.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startWireServer, type WireServer } from "../agent/wire-server.js";

const ROOT = new URL("../..", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "quire-doctor-"));
let wire: WireServer;
beforeAll(async () => {
  wire = await startWireServer();
});
afterAll(async () => {
  await wire?.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => wire.reset());

/** Runs `quire doctor` without blocking this process, so the wire server here can answer it. */
function doctor(env: Record<string, string>): Promise<{ status: number | null; stdout: string; modelLine: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, "bin/quire.mjs"), "doctor"], {
      cwd: ROOT,
      env: { PATH: process.env.PATH!, DATA_DIR: dir, ...env },
    });
    let stdout = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.on("error", reject);
    child.on("close", (status) =>
      resolve({ status, stdout, modelLine: stdout.split("\n").find((l) => /^\w+\s+model\s/.test(l)) ?? "" }),
    );
  });
}

describe("quire doctor: the model check", () => {
  it("says the builtin composer uses no external model, without a call", async () => {
    const r = await doctor({});
    expect(r.modelLine).toMatch(/^OK\s+model\s+builtin offline composer: no external model is used/);
  });

  it("makes one structured call to OpenAI and prints the model that answered", async () => {
    wire.script({ file: "openai-chat/probe.sse" });
    const r = await doctor({
      LLM_PROVIDER: "openai",
      OPENAI_API_KEY: "sk-doctor-secret-1234",
      LLM_MODEL: "gpt-4.1-mini",
      LLM_BASE_URL: `${wire.url}/v1`,
    });
    expect(r.modelLine).toMatch(
      /^OK\s+model\s+openai gpt-4\.1-mini at http:\/\/127\.0\.0\.1:\d+\/v1 answered in \d+ ms as gpt-4\.1-mini-2025-04-14 \(Chat Completions API, json_schema output\)$/,
    );
    expect(r.status).toBe(0);
    expect(wire.requests).toHaveLength(1);
    expect(wire.requests[0]!.path).toBe("/v1/chat/completions");
    expect(wire.requests[0]!.body.response_format).toMatchObject({
      type: "json_schema",
      json_schema: { name: "quire_probe", schema: { required: ["ok"] } },
    });
  });

  it("makes one call to Anthropic through its json tool and prints the model that answered", async () => {
    wire.script({ file: "anthropic/probe.sse" });
    const r = await doctor({
      LLM_PROVIDER: "anthropic",
      ANTHROPIC_API_KEY: "sk-ant-doctor",
      LLM_BASE_URL: `${wire.url}/v1`,
    });
    expect(r.modelLine).toMatch(
      /^OK\s+model\s+anthropic claude-sonnet-4-5 at \S+ answered in \d+ ms as claude-sonnet-4-5-20250929 \(Messages API, json_schema output\)$/,
    );
    expect(wire.requests[0]!.body.tool_choice).toMatchObject({ type: "tool", name: "json" });
  });

  it("fails with the provider's own reason on a rejected key, and never prints the key", async () => {
    wire.script({ file: "openai-chat/unauthorized.http" });
    const r = await doctor({
      LLM_PROVIDER: "openai",
      OPENAI_API_KEY: "sk-doctor-secret-1234",
      LLM_BASE_URL: `${wire.url}/v1`,
    });
    expect(r.status).toBe(1);
    expect(r.modelLine).toMatch(
      /^FAIL\s+model\s+openai gpt-4\.1-mini at \S+: The model provider failed: Incorrect API key provided: .* \(invalid_request_error, invalid_api_key, status 401\)\.$/,
    );
    expect(r.stdout).not.toContain("sk-doctor-secret-1234");
    expect(wire.requests).toHaveLength(1); // no retries in the doctor
  });

  it("fails an OpenAI-compatible server that does not answer within the first-token timeout", async () => {
    wire.script({ file: "openai-compatible/probe.sse", stall: { before: '"content":"{', ms: 3_000 } });
    const r = await doctor({
      LLM_PROVIDER: "openai-compatible",
      LLM_BASE_URL: `${wire.url}/v1`,
      LLM_FIRST_TOKEN_TIMEOUT_MS: "500",
    });
    expect(r.status).toBe(1);
    expect(r.modelLine).toMatch(
      /^FAIL\s+model\s+openai-compatible llama3\.1 at \S+: The model did not start answering within 0\.5 s\.$/,
    );
  });
});
