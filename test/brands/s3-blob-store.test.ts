// BLOB_STORE=s3 end to end against a real S3-compatible server on loopback: config fails fast, brands live in the bucket.
import { readFileSync } from "node:fs";
import { S3Client, HeadObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config/load.js";
import { createTestApp, type TestApp } from "../harness.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { startLocalS3, type LocalS3 } from "../s3-server.js";
import { thirdPartyFile } from "../fixtures.js";

const FIXTURE = thirdPartyFile("brands/pypptx-default-4x3.pptx");
const PPTX = "application/vnd.openxmlformats-officedocument.presentationml.presentation";

describe("S3 configuration", () => {
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (err) {
      if (err instanceof ConfigError) return err.problems.join("\n");
    }
    return "";
  };

  it("refuses BLOB_STORE=s3 without a bucket, and a key id without its secret, naming the variables", () => {
    const problems = problemsOf({ BLOB_STORE: "s3", S3_ACCESS_KEY_ID: "id" });
    expect(problems).toMatch(/S3_BUCKET: required when BLOB_STORE=s3/);
    expect(problems).toMatch(/S3_SECRET_ACCESS_KEY: set together with S3_ACCESS_KEY_ID/);
    expect(problemsOf({ BLOB_STORE: "s3", S3_BUCKET: "b", S3_FORCE_PATH_STYLE: "maybe" })).toMatch(
      /S3_FORCE_PATH_STYLE/,
    );
    expect(problemsOf({ BLOB_STORE: "s3", S3_BUCKET: "b", S3_ENDPOINT: "not a url" })).toMatch(/S3_ENDPOINT/);
  });

  it("parses a complete S3 configuration with its defaults", () => {
    const config = loadConfig({
      BLOB_STORE: "s3",
      S3_BUCKET: "templates",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(config).toMatchObject({
      BLOB_STORE: "s3",
      S3_BUCKET: "templates",
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: true,
    });
    expect(loadConfig({}).S3_FORCE_PATH_STYLE).toBe(false);
  });
});

describe("brands with BLOB_STORE=s3", () => {
  let s3: LocalS3;
  let t: TestApp;
  let user: KeySession;
  let client: S3Client;

  beforeAll(async () => {
    s3 = await startLocalS3("quire-brands");
    t = await createTestApp({
      env: {
        BLOB_STORE: "s3",
        S3_BUCKET: s3.bucket,
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: "us-east-1",
        S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
        S3_FORCE_PATH_STYLE: "true",
      },
    });
    user = await signUpWithKey(t);
    client = new S3Client({
      endpoint: s3.endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: s3.credentials,
    });
  });
  afterAll(async () => {
    client?.destroy();
    await t?.close();
    await s3?.close();
  });

  const objectSize = (id: string) =>
    client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `brands/${id}.pptx` })).then(
      (o) => o.ContentLength,
      (err: { $metadata?: { httpStatusCode?: number } }) => err.$metadata?.httpStatusCode,
    );

  it("keeps the upload in the bucket, generates from it, and removes it with the brand", async () => {
    const template = readFileSync(FIXTURE);
    const upload = await t.app.request("/api/brands?name=Bucketed", {
      method: "POST",
      headers: { ...user.headers, "content-type": PPTX },
      body: template,
    });
    expect(upload.status).toBe(201);
    const { brand } = await upload.json();
    expect(await objectSize(brand.id)).toBe(template.byteLength);

    const generated = await t.app.request(`/api/brands/${brand.id}/generate`, {
      method: "POST",
      headers: { ...user.headers, "content-type": "application/json" },
      body: JSON.stringify({
        source: { kind: "deck", title: "From S3", slides: [{ layout: "title", title: "Stored in a bucket" }] },
      }),
    });
    expect(generated.status).toBe(200);
    const deck = new Uint8Array(await generated.arrayBuffer());
    expect(String.fromCharCode(deck[0]!, deck[1]!)).toBe("PK");

    expect((await t.app.request(`/api/brands/${brand.id}`, { method: "DELETE", headers: user.headers })).status).toBe(
      200,
    );
    expect(await objectSize(brand.id)).toBe(404);
  }, 60_000);
});
