// Config: defaults, fail-fast validation listing every problem, and the generated AUTH_SECRET.
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, resolveAuthSecret } from "../../src/config/load.js";

describe("loadConfig", () => {
  it("gives a working default configuration with nothing set", () => {
    const config = loadConfig({}, "1.2.3");
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("127.0.0.1");
    expect(config.PUBLIC_URL).toBe("http://localhost:3000");
    expect(config.DATABASE_URL).toBe(`sqlite:${join(config.DATA_DIR, "quire.db")}`);
    expect(config.LLM_PROVIDER).toBe("builtin");
    expect(config.API_KEY_PREFIX).toBe("quire");
    expect(config.PROMPT_MAX).toBe(8000);
    expect(config.UPLOAD_MAX_BYTES).toBe(25 * 1024 * 1024);
    expect(config.BODY_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(config.version).toBe("1.2.3");
  });

  it("lists every problem at once", () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: "70000",
        DATABASE_URL: "mysql://x",
        LLM_PROVIDER: "gpt",
        RATE_LIMIT_DEMOO_PER_DAY: "3",
        TRUST_PROXY: "-1",
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join("\n");
    for (const name of ["PORT", "DATABASE_URL", "LLM_PROVIDER", "RATE_LIMIT_DEMOO_PER_DAY", "TRUST_PROXY"])
      expect(problems).toContain(name);
    expect((error as ConfigError).problems).toHaveLength(5);
  });

  it("requires credentials that belong together", () => {
    expect(() => loadConfig({ GITHUB_CLIENT_ID: "x" })).toThrow(/GITHUB_CLIENT_SECRET/);
    expect(() => loadConfig({ OIDC_CLIENT_ID: "x", OIDC_CLIENT_SECRET: "y" })).toThrow(/OIDC_ISSUER/);
    expect(() => loadConfig({ LLM_PROVIDER: "openai" })).toThrow(/OPENAI_API_KEY/);
    expect(() => loadConfig({ LLM_PROVIDER: "openai-compatible" })).toThrow(/LLM_BASE_URL/);
    expect(loadConfig({ LLM_PROVIDER: "openai", OPENAI_API_KEY: "sk-test" }).LLM_PROVIDER).toBe("openai");
  });

  it("reads rate-limit overrides and rejects bad values", () => {
    const config = loadConfig({ RATE_LIMIT_DEMO_PER_MINUTE: "1000", RATE_LIMIT_MAGIC_LINK_PER_DAY: "7" });
    expect(config.rateLimits).toEqual({ DEMO: { perMinute: 1000 }, MAGIC_LINK: { perDay: 7 } });
    expect(() => loadConfig({ RATE_LIMIT_DEMO_PER_MINUTE: "0" })).toThrow(/positive integer/);
    expect(() => loadConfig({ RATE_LIMIT_DEMO_PER_HOUR: "5" })).toThrow(/unknown rate limit/);
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", REDIS_URL: "" }).PORT).toBe(3000);
  });

  it("rejects a short AUTH_SECRET", () => {
    expect(() => loadConfig({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET/);
  });
});

describe("resolveAuthSecret", () => {
  it("generates a secret once into DATA_DIR with owner-only permissions, then reuses it", () => {
    const dir = mkdtempSync(join(tmpdir(), "quire-config-"));
    const config = loadConfig({ DATA_DIR: dir });
    const first = resolveAuthSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = join(dir, "auth-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret(loadConfig({ DATA_DIR: dir }))).toBe(first);
  });

  it("uses AUTH_SECRET from the environment when set", () => {
    const secret = "x".repeat(40);
    expect(
      resolveAuthSecret(loadConfig({ AUTH_SECRET: secret, DATA_DIR: mkdtempSync(join(tmpdir(), "quire-config-")) })),
    ).toBe(secret);
  });
});
