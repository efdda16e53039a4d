// A webhook URL refused for where it points (loopback, private, a name resolving inside) says that the server's
// operator can allow such hosts with WEBHOOK_ALLOW_HOSTS — in the message and in the field's detail — while a URL
// refused for its form (not a URL, credentials) does not send the caller to the operator.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";

let t: TestApp;
let alice: KeySession;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_WEBHOOKS_PER_MINUTE: "10000" } });
  alice = await signUpWithKey(t);
});
afterAll(async () => {
  await t?.close();
});

const register = (url: string) =>
  t.app.request("/api/webhooks", jsonRequest("POST", { url, events: ["document.created"] }, alice.headers));

describe("a webhook URL pointing inside", () => {
  for (const url of [
    "http://127.0.0.1:4000/hook",
    "https://10.0.0.5/hook",
    "https://[::1]/hook",
    "https://localhost/hook",
  ]) {
    it(`names WEBHOOK_ALLOW_HOSTS for ${url}`, async () => {
      const res = await register(url);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body).toMatchObject({ error: "invalid_request", details: [{ path: "url" }] });
      expect(body.message).toMatch(/loopback|private/);
      expect(body.message).toMatch(/server's operator can allow such hosts with WEBHOOK_ALLOW_HOSTS/);
      expect(body.details[0].message).toMatch(/WEBHOOK_ALLOW_HOSTS/);
    });
  }

  it("does not name it for a URL refused for its form", async () => {
    for (const url of ["not a url", "https://user:pw@example.com/hook"]) {
      const res = await register(url);
      expect(res.status).toBe(400);
      expect((await res.json()).message).not.toMatch(/WEBHOOK_ALLOW_HOSTS/);
    }
  });
});
