// GET /api/health with BLOB_STORE=s3: the bucket (a real S3-compatible server, s3rver) is checked in the background
// at most once a second; while it is gone health is 503 naming the blob store.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness.js";
import { startLocalS3, type LocalS3 } from "../s3-server.js";

let s3: LocalS3;
let t: TestApp;

beforeAll(async () => {
  s3 = await startLocalS3();
  const { accessKeyId, secretAccessKey } = s3.credentials;
  t = await createTestApp({
    env: {
      BLOB_STORE: "s3",
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    },
  });
});
afterAll(async () => {
  await t?.close().catch(() => {});
  await s3?.close().catch(() => {});
});

/** Calls health until its status is `status`; the last answer's status and body. */
async function healthUntil(status: number): Promise<{ status: number; body: Record<string, any> }> {
  let last = { status: 0, body: {} as Record<string, any> };
  for (let i = 0; i < 150 && last.status !== status; i++) {
    if (i) await new Promise((r) => setTimeout(r, 100));
    const res = await t.app.request("/api/health");
    last = { status: res.status, body: await res.json() };
  }
  return last;
}

describe("health with an S3 blob store", () => {
  it("names the bucket's store ok while it answers and down, with 503, once it is gone", async () => {
    const up = await healthUntil(200);
    expect(up.body.dependencies).toEqual({
      database: { status: "ok", kind: "sqlite" },
      blobs: { status: "ok", kind: "s3" },
    });
    await s3.close();
    const down = await healthUntil(503);
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({
      error: "unavailable",
      status: "degraded",
      db: "ok",
      dependencies: { database: { status: "ok" }, blobs: { status: "down", kind: "s3" } },
    });
    expect(down.body.message).toMatch(/blobs/);
  }, 60_000);
});
