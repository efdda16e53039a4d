// An organization key's job limits are its own, as its rate limits are: its maker's personal jobs never hold it back,
// its jobs never hold its maker back, and GET /api/usage tells each of them its own counts — the key never its maker's.
// On SQLite, and on PostgreSQL + Redis when configured.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithCookie, type CookieSession } from "../auth-helpers.js";
import { BACKENDS, createBackendApp } from "../auth/backends.js";
import { jsonRequest, type TestApp } from "../harness.js";
import { thirdPartyFile } from "../fixtures.js";
import { json, refused } from "./answers.js";

const BRAND = thirdPartyFile("brands/pypptx-default-4x3.pptx");
const items = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ source: `# Account ${i + 1}\n\n---\n\n## Results\n\n- Delivery times fell` }));

describe.each(BACKENDS)("an organization key's job limits (%s)", (backend) => {
  let t: TestApp;
  let maker: CookieSession;
  let orgId: string;
  let key: Record<string, string>;
  const brands: Record<"personal" | "organization", string> = { personal: "", organization: "" };

  const call = (headers: Record<string, string>, method: string, path: string, body?: unknown) =>
    t.app.request(path, jsonRequest(method, body, headers));
  const submit = (headers: Record<string, string>, brand: string, n: number) =>
    call(headers, "POST", `/api/brands/${brand}/batch`, { items: items(n), async: true });

  async function upload(headers: Record<string, string>): Promise<string> {
    const form = new FormData();
    form.append("file", new File([readFileSync(BRAND)], "brand.pptx"));
    return (await json(await t.app.request("/api/brands", { method: "POST", headers, body: form }), 201)).brand.id;
  }

  beforeAll(async () => {
    // No lanes: every job stays queued, so what is open is exactly what was submitted.
    t = await createBackendApp(backend, {
      env: {
        JOB_CONCURRENCY: "0",
        JOB_MAX_ACTIVE_PER_USER: "1",
        JOB_MAX_OPEN_ITEMS_PER_USER: "5",
        JOB_DAILY_ITEMS_PER_USER: "8",
        RATE_LIMIT_BATCH_PER_MINUTE: "1000",
      },
    });
    maker = await signInWithCookie(t);
    brands.personal = await upload(maker.headers);
    orgId = (await json(await call(maker.headers, "POST", "/api/organizations", { name: "Dune surveys" }), 201)).id;
    const made = await json(
      await call(maker.headers, "POST", `/api/organizations/${orgId}/keys`, {
        name: "Batch runner",
        scopes: ["brands:generate", "brands:manage", "jobs"],
      }),
      201,
    );
    key = { authorization: `Bearer ${made.key}` };
    brands.organization = await upload(key);
  }, 60_000);
  afterAll(async () => t?.close());

  it("are the key's own: the maker's open personal job does not hold it back, and each side's usage counts only its own", async () => {
    await json(await submit(maker.headers, brands.personal, 2), 202);
    // Before: the key's job counted against its maker's JOB_MAX_ACTIVE_PER_USER, already used by the personal job.
    await json(await submit(key, brands.organization, 3), 202);

    const byKey = await json(await call(key, "GET", "/api/usage"), 200);
    expect(byKey.jobs).toEqual({
      active: { used: 1, limit: 1 },
      openItems: { used: 3, limit: 5 },
      itemsToday: { used: 3, limit: 8 },
    });
    expect(byKey.organization).toMatchObject({ id: orgId, jobItemsToday: 3 });
    const bySession = await json(await call(maker.headers, "GET", "/api/usage"), 200);
    expect(bySession.jobs).toEqual({
      active: { used: 1, limit: 1 },
      openItems: { used: 2, limit: 5 },
      itemsToday: { used: 2, limit: 8 },
    });
  });

  it("refuse the key's own next job in its own words, and leave its maker's room alone", async () => {
    const second = await refused(await submit(key, brands.organization, 1), 429, "concurrency_limit");
    expect(second.message).toMatch(/^This organization key has 1 jobs queued or running \(JOB_MAX_ACTIVE_PER_USER\)/);
    const jobs = await json(await call(maker.headers, "GET", "/api/jobs"), 200);
    await json(await call(maker.headers, "POST", `/api/jobs/${jobs.items[0].id}/cancel`), 200);
    // The maker's 2 items today and the key's 3 are counted apart: 2 + 5 is within the daily 8, 2 + 3 + 5 would not be.
    await json(await submit(maker.headers, brands.personal, 5), 202);
    expect((await json(await call(key, "GET", "/api/usage"), 200)).jobs.itemsToday.used).toBe(3);
  });
});
