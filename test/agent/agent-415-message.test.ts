// POST /api/agent takes JSON or multipart/form-data (the same fields, with files): a body of another type is 415
// naming both. The demo, which takes JSON only, still names only JSON; so does a JSON-only route.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { createTestApp, type TestApp } from "../harness.js";

let t: TestApp;
let alice: KeySession;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_AGENT_PER_MINUTE: "1000", RATE_LIMIT_AGENT_PER_DAY: "10000" } });
  alice = await signUpWithKey(t);
});
afterAll(async () => t?.close());

const post = (path: string, headers: Record<string, string>, body: string) =>
  t.app.request(path, { method: "POST", headers, body });

describe("the agent's 415", () => {
  for (const type of ["text/plain", "application/x-www-form-urlencoded", "application/xml"]) {
    it(`names JSON and multipart/form-data for ${type}`, async () => {
      const res = await post("/api/agent", { ...alice.headers, "content-type": type }, "prompt=A deck about tides");
      expect(res.status).toBe(415);
      const body = await res.json();
      expect(body.error).toBe("unsupported_media_type");
      expect(body.message).toMatch(/application\/json/);
      expect(body.message).toMatch(/multipart\/form-data/);
    });
  }

  it("names both for a body sent without a Content-Type", async () => {
    const res = await t.app.request("/api/agent", {
      method: "POST",
      headers: alice.headers,
      body: new TextEncoder().encode("prompt"),
    });
    expect(res.status).toBe(415);
    expect((await res.json()).message).toMatch(/application\/json.*multipart\/form-data/);
  });

  it("leaves the demo's (JSON only) 415 naming JSON alone", async () => {
    const res = await post("/api/agent/demo", { "content-type": "text/plain" }, "A deck about tides");
    expect(res.status).toBe(415);
    const body = await res.json();
    expect(body.message).toMatch(/application\/json/);
    expect(body.message).not.toMatch(/multipart/);
  });
});
