// The OpenAPI document passes a standard OpenAPI 3.1 validator and its examples match their schemas; every route of a
// real app answers at least one success and one error whose status, headers and body (each NDJSON line of a stream)
// are what the document declares.
import { readFileSync } from "node:fs";
import { validate } from "@readme/openapi-parser";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SOURCE_EXAMPLES } from "../../src/http/openapi-source.js";
import {
  createApiKey,
  requestMagicLink,
  signInWithCookie,
  signUpWithKey,
  type CookieSession,
  type KeySession,
} from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { startJobLanes } from "../../src/deps.js";
import { rgbPng } from "../png.js";

type Json = Record<string, any>;

const BASE = "https://quire.test/openapi.json";
/** Headers a route may send that the document must then declare on that answer. */
const DECLARED_HEADERS = [
  "ratelimit-limit",
  "ratelimit-remaining",
  "ratelimit-reset",
  "retry-after",
  "idempotent-replayed",
  "x-document-id",
  "x-export-warnings",
  "x-render-warnings",
  "content-disposition",
  "location",
];
const PPTX = "application/vnd.openxmlformats-officedocument.presentationml.presentation";
const UNKNOWN_DOC = "doc_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ";

let t: TestApp;
let doc: Json;
let alice: KeySession;
let cookie: CookieSession;
const ajv = new Ajv2020({ strict: false, allErrors: true, formats: { binary: true, email: true } });
const validators = new Map<unknown, ValidateFunction>();
/** Operation ("POST /api/render") → the statuses it answered in this file. */
const answered = new Map<string, Set<number>>();

beforeAll(async () => {
  t = await createTestApp({
    env: {
      RATE_LIMIT_BATCH_PER_MINUTE: "2",
      GITHUB_CLIENT_ID: "openapi-test",
      GITHUB_CLIENT_SECRET: "openapi-test-secret",
      METRICS_TOKEN: "openapi-metrics-token",
      RATE_LIMIT_MAGIC_LINK_PER_MINUTE: "100",
      RATE_LIMIT_BRANDS_PER_MINUTE: "100",
    },
  });
  doc = await (await t.app.request("/api/openapi.json")).json();
  ajv.addSchema({ $id: BASE, components: doc.components });
  alice = await signUpWithKey(t);
  cookie = await signInWithCookie(t);
});
afterAll(async () => t?.close());

/** `schema` from the document, its `#/components/…` references pointed at the document. */
function validatorOf(schema: unknown): ValidateFunction {
  let v = validators.get(schema);
  if (!v) {
    v = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"$ref":"#/', `"$ref":"${BASE}#/`)));
    validators.set(schema, v);
  }
  return v;
}

function expectValid(schema: unknown, value: unknown, where: string): void {
  const v = validatorOf(schema);
  expect(v(value), `${where}: ${ajv.errorsText(v.errors)}\n${JSON.stringify(value).slice(0, 400)}`).toBe(true);
}

/** Calls the app and checks the answer against what the document says `op` ("POST /api/brands/{brand_id}") answers. */
async function call(
  op: string,
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; headers: Headers; body: any }> {
  const res = await t.app.request(path, init);
  const [method, template] = op.split(" ") as [string, string];
  const operation = doc.paths[template]?.[method.toLowerCase()];
  expect(operation, `${op} is not in the document`).toBeDefined();
  const declared = operation.responses[String(res.status)];
  const text = await res.clone().text();
  expect(
    declared,
    `${op} answered ${res.status}, which its document does not list: ${text.slice(0, 300)}`,
  ).toBeDefined();
  if (!answered.has(op)) answered.set(op, new Set());
  answered.get(op)!.add(res.status);

  expect(res.headers.get("x-request-id"), `${op} ${res.status}: X-Request-Id`).toMatch(/^req_/);
  const documentedHeaders = Object.keys(declared.headers ?? {}).map((h) => h.toLowerCase());
  for (const name of DECLARED_HEADERS)
    if (res.headers.has(name)) expect(documentedHeaders, `${op} ${res.status} sends ${name}`).toContain(name);

  const type = res.headers.get("content-type")?.split(";")[0]?.trim() ?? "";
  if (!declared.content) return { status: res.status, headers: res.headers, body: text };
  const media = declared.content[type];
  expect(
    media,
    `${op} ${res.status} answered ${type}; the document lists ${Object.keys(declared.content).join(", ")}`,
  ).toBeDefined();
  let body: any = text;
  if (type === "application/json") {
    body = JSON.parse(text);
    expectValid(media.schema, body, `${op} ${res.status}`);
  } else if (type === "application/x-ndjson") {
    body = text
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    body.forEach((line: Json, i: number) =>
      expectValid(media.schema, line, `${op} ${res.status} line ${i} (${line.type})`),
    );
  }
  return { status: res.status, headers: res.headers, body };
}

const asAlice = (method: string, body?: unknown, headers: Record<string, string> = {}) =>
  jsonRequest(method, body, { ...alice.headers, ...headers });
const noAuth = (method: string, body?: unknown) => jsonRequest(method, body);

describe("the OpenAPI document", () => {
  it("is valid OpenAPI 3.1 by @readme/openapi-parser", async () => {
    const result = await validate(structuredClone(doc) as Parameters<typeof validate>[0]);
    expect(result.valid, JSON.stringify(result.valid ? result.warnings : result.errors, null, 1)).toBe(true);
    expect(result.warnings).toEqual([]);
  });

  it("names the source model, with discriminators on kind and layout", () => {
    const schemas = doc.components.schemas;
    expect(schemas.Source.discriminator.propertyName).toBe("kind");
    expect(Object.keys(schemas.Source.discriminator.mapping)).toEqual(["deck", "doc", "sheet"]);
    expect(schemas.Slide.discriminator.propertyName).toBe("layout");
    expect(Object.keys(schemas.Slide.discriminator.mapping)).toHaveLength(18);
    for (const ref of Object.values<string>(schemas.Slide.discriminator.mapping))
      expect(schemas[ref.split("/").pop()!], ref).toBeDefined();
    expect(schemas.Cell.oneOf).toHaveLength(5);
    expect(schemas.RenderRequest.properties.source.oneOf).toEqual([
      { $ref: "#/components/schemas/Source" },
      expect.objectContaining({ type: "string" }),
    ]);
  });

  it("describes each agent line, one of AgentLine by type", () => {
    const line = doc.components.schemas.AgentLine;
    expect(line.discriminator.propertyName).toBe("type");
    expect(Object.keys(line.discriminator.mapping).sort()).toEqual([
      "document",
      "done",
      "edit",
      "error",
      "markdown",
      "outline",
      "ping",
      "rows",
      "run",
      "sheet",
      "slide",
      "status",
    ]);
    expect(doc.paths["/api/agent"].post.responses["200"].content["application/x-ndjson"].schema).toEqual({
      $ref: "#/components/schemas/AgentLine",
    });
  });

  it("declares both ways to sign in, and X-Request-Id and 500 on every answer", () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.components.securitySchemes.cookieAuth).toMatchObject({ type: "apiKey", in: "cookie" });
    for (const [path, item] of Object.entries<Json>(doc.paths)) {
      for (const [method, operation] of Object.entries<Json>(item)) {
        expect(operation.responses["500"], `${method} ${path}`).toBeDefined();
        for (const [status, response] of Object.entries<Json>(operation.responses))
          expect(response.headers?.["X-Request-Id"], `${method} ${path} ${status}`).toBeDefined();
      }
    }
  });

  it("rejects what the source model rejects, so the answer checks below can fail", () => {
    const v = validatorOf({ $ref: "#/components/schemas/Source" });
    expect(v(SOURCE_EXAMPLES.deck)).toBe(true);
    expect(v({ ...SOURCE_EXAMPLES.deck, slides: [{ layout: "kpi", metrics: [] }] })).toBe(false);
    expect(v({ ...SOURCE_EXAMPLES.deck, slides: [{ layout: "hologram", title: "x" }] })).toBe(false);
    expect(
      v({ kind: "sheet", title: "x", sheets: [{ name: "a", columns: [{ header: "h" }], rows: [[{ formula: "" }]] }] }),
    ).toBe(false);
  });

  it("has examples that match their schemas", () => {
    let count = 0;
    const named: string[] = [];
    const walk = (node: unknown, where: string): void => {
      if (!node || typeof node !== "object") return;
      const o = node as Json;
      if ("schema" in o && ("example" in o || "examples" in o)) {
        if ("example" in o) expectValid(o.schema, o.example, where);
        for (const [name, example] of Object.entries<Json>(o.examples ?? {})) {
          expectValid(o.schema, example.value, `${where} example ${name}`);
          named.push(`${where} example ${name}`);
        }
        count++;
      } else if ("example" in o && ("type" in o || "$ref" in o || "oneOf" in o || "allOf" in o)) {
        const { example, ...schema } = o;
        expectValid(schema, example, where);
        count++;
      }
      for (const [key, value] of Object.entries(o))
        if (key !== "example" && key !== "examples") walk(value, `${where}/${key}`);
    };
    walk(doc, "#");
    expect(count).toBeGreaterThan(10);
    // Render's text examples: a string `source` is oneOf [Source, string]'s string only (Source says type: object).
    for (const name of ["csv", "markdown"])
      expect(named).toContain(`#/paths//api/render/post/requestBody/content/application/json example ${name}`);
    expect(validatorOf({ $ref: "#/components/schemas/Source" })("Item,Cost\nBeans,1200")).toBe(false);
  });
});

describe("every route's answers match the document", () => {
  it("an unknown Quire-Version is 400 on every route, those that take no other input included", async () => {
    const bad = { headers: { "quire-version": "1999-01-01" } };
    for (const [op, path] of [
      ["GET /api/health", "/api/health"],
      ["GET /api/auth/providers", "/api/auth/providers"],
      ["GET /api/auth/get-session", "/api/auth/get-session"],
      ["GET /api/showcase", "/api/showcase"],
      ["GET /api/themes", "/api/themes"],
      ["GET /api/openapi.json", "/api/openapi.json"],
      ["GET /api/docs", "/api/docs"],
    ] as const) {
      const res = await call(op, path, bad);
      expect(res.status, path).toBe(400);
      expect(res.body.details[0].path).toBe("Quire-Version");
    }
  });

  it("system: health, themes, the document and its page", async () => {
    expect((await call("GET /api/health", "/api/health")).status).toBe(200);
    expect((await call("GET /api/themes", "/api/themes")).status).toBe(200);
    expect((await call("GET /api/openapi.json", "/api/openapi.json")).status).toBe(200);
    expect((await call("GET /api/docs", "/api/docs")).status).toBe(200);
    const metrics = await call("GET /api/metrics", "/api/metrics", {
      headers: { authorization: "Bearer openapi-metrics-token" },
    });
    expect(metrics.body).toContain('quire_http_requests_total{method="GET",route="/api/health",status="200"} 1');
    expect(
      (await call("GET /api/metrics", "/api/metrics", { headers: { authorization: "Bearer not-the-token" } })).status,
    ).toBe(401);
  });

  it("auth: providers, magic link, social sign-in, session, sign-out, API keys", async () => {
    expect((await call("GET /api/auth/providers", "/api/auth/providers")).body.providers).toEqual(["github"]);
    const op = "POST /api/auth/sign-in/magic-link";
    expect(
      (await call(op, "/api/auth/sign-in/magic-link", noAuth("POST", { email: "someone@example.test" }))).status,
    ).toBe(200);
    expect((await call(op, "/api/auth/sign-in/magic-link", noAuth("POST", { email: "not an address" }))).status).toBe(
      400,
    );
    expect((await call(op, "/api/auth/sign-in/magic-link", { method: "POST", body: "x" })).status).toBe(415);

    const link = new URL(await requestMagicLink(t, "verify@example.test"));
    expect((await call("GET /api/auth/magic-link/verify", link.pathname + link.search)).status).toBe(302);
    expect((await call("GET /api/auth/magic-link/verify", "/api/auth/magic-link/verify")).status).toBe(400);

    expect((await call("GET /api/auth/sign-in/social", "/api/auth/sign-in/social?provider=github")).status).toBe(302);
    expect((await call("GET /api/auth/sign-in/social", "/api/auth/sign-in/social?provider=nope")).status).toBe(400);

    expect(
      (await call("GET /api/auth/get-session", "/api/auth/get-session", { headers: { cookie: cookie.cookie } })).body
        .user.id,
    ).toBe(cookie.userId);
    expect((await call("GET /api/auth/get-session", "/api/auth/get-session")).body).toBeNull();

    const key = await createApiKey(t, cookie, "listed");
    expect(
      (await call("GET /api/auth/api-key/list", "/api/auth/api-key/list", { headers: cookie.headers })).status,
    ).toBe(200);
    expect((await call("GET /api/auth/api-key/list", "/api/auth/api-key/list")).status).toBe(401);
    expect(
      (
        await call(
          "POST /api/auth/api-key/create",
          "/api/auth/api-key/create",
          jsonRequest("POST", { name: "made here" }, cookie.headers),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await call(
          "POST /api/auth/api-key/create",
          "/api/auth/api-key/create",
          jsonRequest("POST", { name: "" }, cookie.headers),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await call(
          "POST /api/auth/api-key/update",
          "/api/auth/api-key/update",
          jsonRequest("POST", { keyId: key.keyId, apiVersion: "2026-11-01" }, cookie.headers),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await call(
          "POST /api/auth/api-key/update",
          "/api/auth/api-key/update",
          jsonRequest("POST", { keyId: key.keyId, apiVersion: "1999-01-01" }, cookie.headers),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await call(
          "POST /api/auth/api-key/delete",
          "/api/auth/api-key/delete",
          jsonRequest("POST", { keyId: key.keyId }, cookie.headers),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await call(
          "POST /api/auth/api-key/delete",
          "/api/auth/api-key/delete",
          jsonRequest("POST", { keyId: key.keyId }, cookie.headers),
        )
      ).status,
    ).toBe(404);

    const leaving = await signInWithCookie(t);
    expect(
      (
        await call("POST /api/auth/sign-out", "/api/auth/sign-out", {
          method: "POST",
          headers: { cookie: leaving.cookie },
        })
      ).status,
    ).toBe(403);
    expect(
      (await call("POST /api/auth/sign-out", "/api/auth/sign-out", { method: "POST", headers: leaving.headers }))
        .status,
    ).toBe(200);
    expect((await call("POST /api/auth/sign-out", "/api/auth/sign-out", { method: "POST" })).status).toBe(401);
  });

  it("render: every example of the document renders, as JSON and as a page; bad input is refused", async () => {
    const op = "POST /api/render";
    const examples = doc.paths["/api/render"].post.requestBody.content["application/json"].examples as Record<
      string,
      { value: unknown }
    >;
    for (const [name, example] of Object.entries(examples))
      expect((await call(op, "/api/render", noAuth("POST", example.value))).status, name).toBe(200);
    expect(
      (await call(op, "/api/render", jsonRequest("POST", { source: SOURCE_EXAMPLES.doc }, { accept: "text/html" })))
        .status,
    ).toBe(200);
    expect(
      (await call(op, "/api/render", noAuth("POST", { source: { kind: "deck", title: "No slides", slides: [] } })))
        .status,
    ).toBe(400);
    expect((await call(op, "/api/render", { method: "POST", body: "{}" })).status).toBe(415);
  });

  it("workspace: create, list, read, update, delete, with their errors", async () => {
    const list = "GET /api/workspace/documents";
    const post = "POST /api/workspace/documents";
    const one = "/api/workspace/documents/{id}";
    const created = await call(
      post,
      "/api/workspace/documents",
      asAlice("POST", { kind: "deck", title: "Q3", source: SOURCE_EXAMPLES.deck }),
    );
    expect(created.status).toBe(201);
    const id = created.body.document.id as string;
    expect(
      (
        await call(
          post,
          "/api/workspace/documents",
          asAlice("POST", { kind: "doc", title: "Notes", source: "# Notes\n\nText.", format: "markdown" }),
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await call(
          post,
          "/api/workspace/documents",
          asAlice("POST", { kind: "sheet", title: "Bad", source: { kind: "sheet", title: "Bad", sheets: [] } }),
        )
      ).status,
    ).toBe(400);
    expect(
      (await call(post, "/api/workspace/documents", noAuth("POST", { kind: "doc", title: "x", source: "x" }))).status,
    ).toBe(401);
    expect(
      (
        await call(
          post,
          "/api/workspace/documents",
          asAlice("POST", { action: "update", id, title: "Q3 review", version: 1 }),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await call(
          post,
          "/api/workspace/documents",
          asAlice("POST", { action: "update", id, title: "Stale", version: 1 }),
        )
      ).status,
    ).toBe(409);

    expect((await call(list, "/api/workspace/documents", { headers: alice.headers })).body.items.length).toBe(2);
    expect((await call(list, `/api/workspace/documents?id=${id}`, { headers: alice.headers })).body.document.id).toBe(
      id,
    );
    expect((await call(list, "/api/workspace/documents?limit=0", { headers: alice.headers })).status).toBe(400);
    expect((await call(list, "/api/workspace/documents")).status).toBe(401);

    expect(
      (await call(`GET ${one}`, `/api/workspace/documents/${id}`, { headers: alice.headers })).body.document.source
        .kind,
    ).toBe("deck");
    expect(
      (await call(`GET ${one}`, `/api/workspace/documents/${UNKNOWN_DOC}`, { headers: alice.headers })).status,
    ).toBe(404);
    expect(
      (
        await call(
          `PATCH ${one}`,
          `/api/workspace/documents/${id}`,
          asAlice("PATCH", { source: SOURCE_EXAMPLES.deck, version: 2 }),
        )
      ).status,
    ).toBe(200);
    expect(
      (await call(`PATCH ${one}`, `/api/workspace/documents/${id}`, asAlice("PATCH", { title: "Stale", version: 1 })))
        .status,
    ).toBe(409);
    expect(
      (
        await call(`PATCH ${one}`, `/api/workspace/documents/${id}`, {
          method: "PATCH",
          headers: alice.headers,
          body: "{}",
        })
      ).status,
    ).toBe(415);

    const spare = (
      await call(
        post,
        "/api/workspace/documents",
        asAlice("POST", { kind: "doc", title: "Spare", source: SOURCE_EXAMPLES.doc }),
      )
    ).body.document.id;
    expect(
      (await call(post, "/api/workspace/documents", asAlice("POST", { action: "delete", id: spare }))).body,
    ).toEqual({ deleted: true });
    expect(
      (await call(`DELETE ${one}`, `/api/workspace/documents/${id}`, { method: "DELETE", headers: alice.headers }))
        .status,
    ).toBe(200);
    expect(
      (await call(`DELETE ${one}`, `/api/workspace/documents/${id}`, { method: "DELETE", headers: alice.headers }))
        .status,
    ).toBe(404);
  });

  it("slides and quality: a saved deck's slide as a PNG and its quality report, with their errors", async () => {
    const { body } = await call(
      "POST /api/workspace/documents",
      "/api/workspace/documents",
      jsonRequest("POST", { kind: "deck", title: "Pictured", source: SOURCE_EXAMPLES.deck }, alice.headers),
    );
    const id = body.document.id as string;
    const png = "GET /api/workspace/documents/{id}/slides/{n}.png";
    const first = await call(png, `/api/workspace/documents/${id}/slides/1.png?width=240`, { headers: alice.headers });
    expect(first.status).toBe(200);
    expect(
      (
        await call(png, `/api/workspace/documents/${id}/slides/1.png?width=240`, {
          headers: { ...alice.headers, "if-none-match": first.headers.get("etag")! },
        })
      ).status,
    ).toBe(304);
    expect((await call(png, `/api/workspace/documents/${id}/slides/0.png`, { headers: alice.headers })).status).toBe(
      400,
    );
    expect(
      (await call(png, `/api/workspace/documents/${UNKNOWN_DOC}/slides/1.png`, { headers: alice.headers })).status,
    ).toBe(404);
    expect((await call(png, `/api/workspace/documents/${id}/slides/1.png`)).status).toBe(401);
    const quality = "GET /api/workspace/documents/{id}/quality";
    expect(
      (await call(quality, `/api/workspace/documents/${id}/quality`, { headers: alice.headers })).body.quality.status,
    ).toBe("complete");
    expect((await call(quality, `/api/workspace/documents/doc_1/quality`, { headers: alice.headers })).status).toBe(
      400,
    );
    expect(
      (await call(quality, `/api/workspace/documents/${UNKNOWN_DOC}/quality`, { headers: alice.headers })).status,
    ).toBe(404);
    expect((await call(quality, `/api/workspace/documents/${id}/quality`)).status).toBe(401);
  }, 60_000);

  it("history: versions, one version, a diff and a restore, with their errors", async () => {
    const { body } = await call(
      "POST /api/workspace/documents",
      "/api/workspace/documents",
      asAlice("POST", { kind: "deck", title: "Kept", source: SOURCE_EXAMPLES.deck }),
    );
    const id = body.document.id as string;
    const base = `/api/workspace/documents/${id}`;
    await call("PATCH /api/workspace/documents/{id}", base, asAlice("PATCH", { title: "Kept 2" }));
    const list = "GET /api/workspace/documents/{id}/versions";
    expect((await call(list, `${base}/versions`, { headers: alice.headers })).body.items).toHaveLength(2);
    expect((await call(list, `${base}/versions?cursor=x`, { headers: alice.headers })).status).toBe(400);
    expect(
      (await call(list, `/api/workspace/documents/${UNKNOWN_DOC}/versions`, { headers: alice.headers })).status,
    ).toBe(404);
    expect((await call(list, `${base}/versions`)).status).toBe(401);
    const one = "GET /api/workspace/documents/{id}/versions/{n}";
    expect((await call(one, `${base}/versions/1`, { headers: alice.headers })).body.documentVersion.source.kind).toBe(
      "deck",
    );
    expect((await call(one, `${base}/versions/0`, { headers: alice.headers })).status).toBe(400);
    expect((await call(one, `${base}/versions/9`, { headers: alice.headers })).status).toBe(404);
    expect((await call(one, `${base}/versions/1`)).status).toBe(401);
    const diff = "GET /api/workspace/documents/{id}/diff";
    expect((await call(diff, `${base}/diff?from=1`, { headers: alice.headers })).body.title).toEqual({
      before: "Kept",
      after: "Kept 2",
    });
    expect((await call(diff, `${base}/diff`, { headers: alice.headers })).status).toBe(400);
    expect((await call(diff, `${base}/diff?from=7`, { headers: alice.headers })).status).toBe(404);
    expect((await call(diff, `${base}/diff?from=1`)).status).toBe(401);
    const restore = "POST /api/workspace/documents/{id}/versions/{n}/restore";
    expect(
      (await call(restore, `${base}/versions/1/restore`, { method: "POST", headers: alice.headers })).body.document
        .version,
    ).toBe(3);
    expect((await call(restore, `${base}/versions/1/restore`, asAlice("POST", { version: 1 }))).status).toBe(409);
    expect(
      (
        await call(restore, `${base}/versions/1/restore`, {
          method: "POST",
          headers: { ...alice.headers, "content-type": "text/plain" },
          body: "1",
        })
      ).status,
    ).toBe(415);
    expect((await call(restore, `${base}/versions/1/restore`, asAlice("POST", { version: "x" }))).status).toBe(400);
    expect((await call(restore, `${base}/versions/9/restore`, { method: "POST", headers: alice.headers })).status).toBe(
      404,
    );
    expect((await call(restore, `${base}/versions/1/restore`, { method: "POST" })).status).toBe(401);
  });

  it("slide by slide: typed edits, layout variants applied, a slide regenerated, with their errors", async () => {
    const { body } = await call(
      "POST /api/workspace/documents",
      "/api/workspace/documents",
      asAlice("POST", { kind: "deck", title: "Edited", source: SOURCE_EXAMPLES.deck }),
    );
    const base = `/api/workspace/documents/${body.document.id as string}`;
    const edits = "POST /api/workspace/documents/{id}/edits";
    expect(
      (
        await call(
          edits,
          `${base}/edits`,
          asAlice("POST", { version: 1, edits: [{ op: "rename", part: "sl_5", title: "Risks ahead" }] }),
        )
      ).body.document.version,
    ).toBe(2);
    expect(
      (await call(edits, `${base}/edits`, asAlice("POST", { version: 1, edits: [{ op: "remove", part: 2 }] }))).status,
    ).toBe(409);
    expect((await call(edits, `${base}/edits`, asAlice("POST", { edits: [{ op: "remove", part: 99 }] }))).status).toBe(
      400,
    );
    expect(
      (
        await call(
          edits,
          `/api/workspace/documents/${UNKNOWN_DOC}/edits`,
          asAlice("POST", { edits: [{ op: "remove", part: 2 }] }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await call(edits, `${base}/edits`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        })
      ).status,
    ).toBe(401);
    const variants = "GET /api/workspace/documents/{id}/slides/{n}/variants";
    const list = await call(variants, `${base}/slides/4/variants?width=120`, { headers: alice.headers });
    expect(list.body.variants.length).toBeGreaterThan(0);
    expect((await call(variants, `${base}/slides/40/variants`, { headers: alice.headers })).status).toBe(400);
    expect(
      (await call(variants, `/api/workspace/documents/${UNKNOWN_DOC}/slides/1/variants`, { headers: alice.headers }))
        .status,
    ).toBe(404);
    expect((await call(variants, `${base}/slides/1/variants`)).status).toBe(401);
    const apply = "POST /api/workspace/documents/{id}/slides/{n}/variants/{k}";
    expect(
      (await call(apply, `${base}/slides/4/variants/1`, asAlice("POST", { version: 2 }))).body.document.version,
    ).toBe(3);
    expect((await call(apply, `${base}/slides/4/variants/1`, asAlice("POST", { version: 2 }))).status).toBe(409);
    expect((await call(apply, `${base}/slides/4/variants/7`, asAlice("POST", {}))).status).toBe(400);
    expect(
      (await call(apply, `/api/workspace/documents/${UNKNOWN_DOC}/slides/1/variants/1`, asAlice("POST", {}))).status,
    ).toBe(404);
    expect((await call(apply, `${base}/slides/4/variants/1`, { method: "POST" })).status).toBe(401);
    const regenerate = "POST /api/workspace/documents/{id}/slides/{n}/regenerate";
    expect(
      (await call(regenerate, `${base}/slides/5/regenerate`, asAlice("POST", { instruction: "shorter", version: 3 })))
        .body.document.version,
    ).toBe(4);
    expect((await call(regenerate, `${base}/slides/5/regenerate`, asAlice("POST", { version: 3 }))).status).toBe(409);
    expect((await call(regenerate, `${base}/slides/5/regenerate`, asAlice("POST", { instruction: 7 }))).status).toBe(
      400,
    );
    expect(
      (await call(regenerate, `/api/workspace/documents/${UNKNOWN_DOC}/slides/1/regenerate`, asAlice("POST", {})))
        .status,
    ).toBe(404);
    expect((await call(regenerate, `${base}/slides/5/regenerate`, { method: "POST" })).status).toBe(401);
  }, 60_000);

  it("showcase: list, read, fork (idempotent), with their errors", async () => {
    const items = (await call("GET /api/showcase", "/api/showcase")).body.items as { id: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect((await call("GET /api/showcase/{demo_id}", `/api/showcase/${items[0]!.id}`)).status).toBe(200);
    expect((await call("GET /api/showcase/{demo_id}", "/api/showcase/no-such-demo")).status).toBe(404);
    const fork = "POST /api/showcase/fork";
    const once = { "idempotency-key": "fork-1" };
    expect((await call(fork, "/api/showcase/fork", asAlice("POST", { demoId: items[0]!.id }, once))).status).toBe(201);
    const again = await call(fork, "/api/showcase/fork", asAlice("POST", { demoId: items[0]!.id }, once));
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect((await call(fork, "/api/showcase/fork", asAlice("POST", { demoId: items[1]!.id }, once))).status).toBe(409);
    expect((await call(fork, "/api/showcase/fork", asAlice("POST", { demoId: "no-such-demo" }))).status).toBe(404);
    expect((await call(fork, "/api/showcase/fork", noAuth("POST", { demoId: items[0]!.id }))).status).toBe(401);
  });

  it("export: a source and a saved document to files, idempotent, with their errors", async () => {
    const op = "POST /api/export";
    const saved = (
      await call(
        "POST /api/workspace/documents",
        "/api/workspace/documents",
        asAlice("POST", { kind: "sheet", title: "Budget", source: SOURCE_EXAMPLES.sheet }),
      )
    ).body.document.id;
    const once = { "idempotency-key": "export-1" };
    const first = await call(op, "/api/export", asAlice("POST", { source: SOURCE_EXAMPLES.doc, format: "md" }, once));
    expect(first.status).toBe(200);
    expect(
      (await call(op, "/api/export", asAlice("POST", { source: SOURCE_EXAMPLES.doc, format: "md" }, once))).headers.get(
        "idempotent-replayed",
      ),
    ).toBe("true");
    expect((await call(op, "/api/export", asAlice("POST", { documentId: saved, format: "csv" }))).status).toBe(200);
    expect((await call(op, "/api/export", asAlice("POST", { documentId: UNKNOWN_DOC, format: "pdf" }))).status).toBe(
      404,
    );
    expect(
      (await call(op, "/api/export", asAlice("POST", { source: SOURCE_EXAMPLES.doc, format: "xlsx" }))).status,
    ).toBe(400);
    expect(
      (await call(op, "/api/export", asAlice("POST", { source: SOURCE_EXAMPLES.deck, format: "md" }, once))).status,
    ).toBe(409);
    expect((await call(op, "/api/export", noAuth("POST", { source: SOURCE_EXAMPLES.doc, format: "md" }))).status).toBe(
      401,
    );
  });

  it("assets: upload, list, read, change, delete, with their errors", async () => {
    const png = rgbPng(4, 4, () => [200, 80, 40]);
    const uploaded = await call("POST /api/assets", "/api/assets", {
      method: "POST",
      headers: { ...alice.headers, "content-type": "image/png" },
      body: new Uint8Array(png),
    });
    expect(uploaded.status).toBe(201);
    const id = uploaded.body.id as string;
    expect(
      (
        await call("POST /api/assets", "/api/assets", {
          method: "POST",
          headers: { ...alice.headers, "content-type": "text/plain" },
          body: "hi",
        })
      ).status,
    ).toBe(415);
    expect(
      (
        await call("POST /api/assets", "/api/assets", {
          method: "POST",
          headers: { ...alice.headers, "content-type": "image/png" },
          body: "not a picture",
        })
      ).status,
    ).toBe(415);
    expect((await call("GET /api/assets", "/api/assets", { headers: alice.headers })).body.items).toHaveLength(1);
    expect((await call("GET /api/assets", "/api/assets?limit=0", { headers: alice.headers })).status).toBe(400);
    expect((await call("GET /api/assets/{id}", `/api/assets/${id}`, { headers: alice.headers })).status).toBe(200);
    expect((await call("GET /api/assets/{id}", "/api/assets/not-an-id", { headers: alice.headers })).status).toBe(400);
    expect(
      (
        await call(
          "PATCH /api/assets/{id}",
          `/api/assets/${id}`,
          jsonRequest("PATCH", { name: "Dot", tags: ["logo"], focus: { x: 0.5, y: 0.5 } }, alice.headers),
        )
      ).body.name,
    ).toBe("Dot");
    expect(
      (
        await call(
          "PATCH /api/assets/{id}",
          `/api/assets/${id}`,
          jsonRequest("PATCH", { focus: { x: 2, y: 0 } }, alice.headers),
        )
      ).status,
    ).toBe(400);
    expect(
      (await call("DELETE /api/assets/{id}", `/api/assets/${id}`, { method: "DELETE", headers: alice.headers })).status,
    ).toBe(200);
    expect(
      (await call("DELETE /api/assets/{id}", `/api/assets/${id}`, { method: "DELETE", headers: alice.headers })).status,
    ).toBe(404);
  });

  it("import: a file read as a source, or saved as a document, with their errors", async () => {
    const op = "POST /api/import";
    const raw = (body: string): RequestInit => ({
      method: "POST",
      headers: { ...alice.headers, "content-type": "application/octet-stream" },
      body,
    });
    expect((await call(op, "/api/import?filename=notes.md", raw("# Notes\n\n- one\n- two\n"))).body.source.kind).toBe(
      "doc",
    );
    expect((await call(op, "/api/import?filename=costs.csv&save=true", raw("Item,Cost\nBeans,1200\n"))).status).toBe(
      201,
    );
    expect((await call(op, "/api/import", asAlice("POST", { file: "x" }))).status).toBe(415);
    expect((await call(op, "/api/import?filename=broken.pdf", raw("%PDF-1.7 nothing else"))).status).toBe(400);
  });

  it("brands: upload, list, read, generate, batch (to its limit), delete, with their errors", async () => {
    const template = new Uint8Array(readFileSync(new URL("../../assets/themes/light.pptx", import.meta.url)));
    const form = new FormData();
    form.append("file", new File([template], "light.pptx", { type: PPTX }));
    const uploaded = await call("POST /api/brands", "/api/brands", {
      method: "POST",
      headers: alice.headers,
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const id = uploaded.body.brand.id as string;
    expect(
      (
        await call("POST /api/brands", "/api/brands", {
          method: "POST",
          headers: { ...alice.headers, "content-type": PPTX },
          body: "not a zip",
        })
      ).status,
    ).toBe(400);
    expect((await call("POST /api/brands", "/api/brands", asAlice("POST", {}))).status).toBe(415);
    expect((await call("GET /api/brands", "/api/brands", { headers: alice.headers })).body.items).toHaveLength(1);
    expect((await call("GET /api/brands", "/api/brands")).status).toBe(401);
    expect((await call("GET /api/brands/{brand_id}", `/api/brands/${id}`, { headers: alice.headers })).status).toBe(
      200,
    );
    const page = "GET /api/brands/{brand_id}/template/{n}.png";
    expect((await call(page, `/api/brands/${id}/template/1.png?width=240`, { headers: alice.headers })).status).toBe(
      200,
    );
    expect((await call(page, `/api/brands/${id}/template/0.png`, { headers: alice.headers })).status).toBe(400);
    expect((await call("GET /api/brands/{brand_id}", "/api/brands/nope", { headers: alice.headers })).status).toBe(400);

    const generate = "POST /api/brands/{brand_id}/generate";
    const made = await call(
      generate,
      `/api/brands/${id}/generate`,
      asAlice("POST", { source: SOURCE_EXAMPLES.deck, save: true }),
    );
    expect(made.status).toBe(200);
    expect(made.headers.get("x-document-id")).toMatch(/^doc_/);
    expect((await call(generate, `/api/brands/${id}/generate`, asAlice("POST", { prompt: "short" }))).status).toBe(400);
    expect(
      (
        await call(
          generate,
          "/api/brands/brand_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ/generate",
          asAlice("POST", { source: SOURCE_EXAMPLES.deck }),
        )
      ).status,
    ).toBe(404);

    const batch = "POST /api/brands/{brand_id}/batch";
    expect(
      (
        await call(
          batch,
          `/api/brands/${id}/batch`,
          asAlice("POST", { items: [{ source: SOURCE_EXAMPLES.deck, filename: "one" }] }),
        )
      ).status,
    ).toBe(200);
    expect((await call(batch, `/api/brands/${id}/batch`, asAlice("POST", { items: [] }))).status).toBe(400);
    const limited = await call(
      batch,
      `/api/brands/${id}/batch`,
      asAlice("POST", { items: [{ source: SOURCE_EXAMPLES.deck }] }),
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);

    const replacement = new FormData();
    replacement.append(
      "file",
      new File([new Uint8Array(readFileSync(new URL("../../assets/themes/dark.pptx", import.meta.url)))], "dark.pptx", {
        type: PPTX,
      }),
    );
    const replaced = await call("PUT /api/brands/{brand_id}", `/api/brands/${id}`, {
      method: "PUT",
      headers: alice.headers,
      body: replacement,
    });
    expect(replaced.body.brand?.version, JSON.stringify(replaced.body)).toBe(2);
    expect(
      (
        await call("PUT /api/brands/{brand_id}", `/api/brands/${id}`, {
          method: "PUT",
          headers: { ...alice.headers, "content-type": PPTX },
          body: "not a zip",
        })
      ).status,
    ).toBe(400);
    expect(
      (await call("GET /api/brands/{brand_id}/versions", `/api/brands/${id}/versions`, { headers: alice.headers })).body
        .items,
    ).toHaveLength(2);
    expect(
      (
        await call("GET /api/brands/{brand_id}/versions", "/api/brands/brand_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ/versions", {
          headers: alice.headers,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call("GET /api/brands/{brand_id}/versions/{version}", `/api/brands/${id}/versions/1`, {
          headers: alice.headers,
        })
      ).body.brand.version,
    ).toBe(1);
    expect(
      (
        await call("GET /api/brands/{brand_id}/versions/{version}", `/api/brands/${id}/versions/7`, {
          headers: alice.headers,
        })
      ).status,
    ).toBe(404);

    expect(
      (await call("DELETE /api/brands/{brand_id}", `/api/brands/${id}`, { method: "DELETE", headers: alice.headers }))
        .status,
    ).toBe(200);
    expect(
      (await call("DELETE /api/brands/{brand_id}", `/api/brands/${id}`, { method: "DELETE", headers: alice.headers }))
        .status,
    ).toBe(404);
  });

  it("agent: a deck, a doc, a sheet and a revision stream lines of AgentLine; bad requests are refused before the stream", async () => {
    const op = "POST /api/agent";
    const lines = async (body: unknown) => {
      const res = await call(op, "/api/agent", asAlice("POST", body));
      expect(res.status).toBe(200);
      return res.body as Json[];
    };
    const deck = await lines({ prompt: "A five-slide deck on our Q3 coffee sales", kind: "deck", slides: 5 });
    expect(deck.at(-1)!.type).toBe("done");
    const documentId = deck.at(-1)!.documentId as string;
    expect(
      (await lines({ prompt: "A short onboarding guide for new baristas", kind: "doc" })).some(
        (l) => l.type === "markdown",
      ),
    ).toBe(true);
    expect(
      (await lines({ prompt: "A budget sheet for a coffee cart: item, cost", kind: "sheet" })).some(
        (l) => l.type === "rows",
      ),
    ).toBe(true);
    expect(
      (await lines({ prompt: "Add a slide about green coffee prices", documentId })).some((l) => l.type === "edit"),
    ).toBe(true);
    expect((await call(op, "/api/agent", asAlice("POST", { prompt: "short" }))).status).toBe(400);
    expect((await call(op, "/api/agent", noAuth("POST", { prompt: "A deck on anything at all" }))).status).toBe(401);

    const demo = "POST /api/agent/demo";
    expect(
      (await call(demo, "/api/agent/demo", noAuth("POST", { prompt: "A deck about coffee roasting", kind: "deck" })))
        .status,
    ).toBe(200);
    expect((await call(demo, "/api/agent/demo", { method: "POST", body: "{}" })).status).toBe(415);
  });

  it("onboarding: state, seed, reset, with their errors", async () => {
    const newcomer = await signUpWithKey(t);
    const as = (method: string, body?: unknown) => jsonRequest(method, body, newcomer.headers);
    expect((await call("GET /api/onboarding", "/api/onboarding", { headers: newcomer.headers })).body.state).toBe(
      "welcome",
    );
    expect((await call("GET /api/onboarding", "/api/onboarding")).status).toBe(401);
    expect(
      (await call("POST /api/onboarding/seed", "/api/onboarding/seed", { method: "POST", headers: newcomer.headers }))
        .status,
    ).toBe(201);
    expect(
      (await call("POST /api/onboarding/seed", "/api/onboarding/seed", { method: "POST", headers: newcomer.headers }))
        .status,
    ).toBe(200);
    expect(
      (
        await call("POST /api/onboarding/seed", "/api/onboarding/seed", {
          method: "POST",
          headers: { ...newcomer.headers, "content-type": "text/plain" },
          body: "x",
        })
      ).status,
    ).toBe(415);
    expect((await call("POST /api/onboarding/reset", "/api/onboarding/reset", as("POST", {}))).status).toBe(400);
    expect(
      (await call("POST /api/onboarding/reset", "/api/onboarding/reset", as("POST", { confirm: true }))).body.state,
    ).toBe("welcome");
  });

  it("mcp: an initialize answered as an event stream, refused without a key or with the wrong Accept", async () => {
    const init = {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "openapi-test", version: "1" } },
    };
    const op = "POST /api/mcp";
    const rpc = (headers: Record<string, string>) => ({
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(init),
    });
    const ok = await call(op, "/api/mcp", rpc({ ...alice.headers, accept: "application/json, text/event-stream" }));
    expect(ok.status).toBe(200);
    expect(ok.body).toContain('"serverInfo":{"name":"quire"');
    expect((await call(op, "/api/mcp", rpc({ accept: "application/json, text/event-stream" }))).status).toBe(401);
    expect((await call(op, "/api/mcp", rpc({ ...alice.headers, accept: "text/html" }))).status).toBe(406);
  });

  it("jobs: a batch as a job (202), listed, read, followed, collected and cancelled, with their errors", async () => {
    startJobLanes(t.deps); // a serving process starts them; the test app has no listener
    const owner = await signUpWithKey(t);
    const form = new FormData();
    form.append(
      "file",
      new File(
        [new Uint8Array(readFileSync(new URL("../../assets/themes/light.pptx", import.meta.url)))],
        "light.pptx",
        { type: PPTX },
      ),
    );
    const brandId = (
      await call("POST /api/brands", "/api/brands", { method: "POST", headers: owner.headers, body: form })
    ).body.brand.id as string;
    const submit = () =>
      call(
        "POST /api/brands/{brand_id}/batch",
        `/api/brands/${brandId}/batch`,
        jsonRequest(
          "POST",
          { items: [{ source: SOURCE_EXAMPLES.deck }] },
          { ...owner.headers, prefer: "respond-async" },
        ),
      );
    const submitted = await submit();
    expect(submitted.status).toBe(202);
    const id = submitted.body.job.id as string;
    const UNKNOWN_JOB = "job_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ";
    const events = await call("GET /api/jobs/{job_id}/events", `/api/jobs/${id}/events`, { headers: owner.headers });
    expect(events.body.at(-1).type).toBe("job.succeeded");
    expect(
      (await call("GET /api/jobs/{job_id}/events", `/api/jobs/${UNKNOWN_JOB}/events`, { headers: owner.headers }))
        .status,
    ).toBe(404);
    expect((await call("GET /api/jobs", "/api/jobs", { headers: owner.headers })).body.items[0].id).toBe(id);
    expect((await call("GET /api/jobs", "/api/jobs")).status).toBe(401);
    expect((await call("GET /api/jobs/{job_id}", `/api/jobs/${id}`, { headers: owner.headers })).body.job.state).toBe(
      "succeeded",
    );
    expect((await call("GET /api/jobs/{job_id}", `/api/jobs/${UNKNOWN_JOB}`, { headers: owner.headers })).status).toBe(
      404,
    );
    expect(
      (await call("GET /api/jobs/{job_id}/result", `/api/jobs/${id}/result`, { headers: owner.headers })).status,
    ).toBe(200);
    expect(
      (await call("GET /api/jobs/{job_id}/result", `/api/jobs/${UNKNOWN_JOB}/result`, { headers: owner.headers }))
        .status,
    ).toBe(404);
    expect(
      (
        await call("POST /api/jobs/{job_id}/cancel", `/api/jobs/${id}/cancel`, {
          method: "POST",
          headers: owner.headers,
        })
      ).status,
    ).toBe(409);
    // With this process's lanes stopped, a new job waits: it can be cancelled.
    await t.deps.jobs.stop();
    const waiting = (await submit()).body.job.id as string;
    expect(
      (
        await call("POST /api/jobs/{job_id}/cancel", `/api/jobs/${waiting}/cancel`, {
          method: "POST",
          headers: owner.headers,
        })
      ).body.job.state,
    ).toBe("cancelled");
  });

  it("webhooks: create, list, read, update, test, delivery log, redeliver, delete, with their errors", async () => {
    const hook = "/api/webhooks/{id}";
    const made = await call(
      "POST /api/webhooks",
      "/api/webhooks",
      asAlice("POST", { url: "https://93.184.216.34/quire", events: ["document.created"] }),
    );
    expect(made.status).toBe(201);
    const id = made.body.endpoint.id as string;
    expect(
      (
        await call(
          "POST /api/webhooks",
          "/api/webhooks",
          asAlice("POST", { url: "http://127.0.0.1/quire", events: ["document.created"] }),
        )
      ).status,
    ).toBe(400);
    expect((await call("GET /api/webhooks", "/api/webhooks", { headers: alice.headers })).body.items).toHaveLength(1);
    expect((await call("GET /api/webhooks", "/api/webhooks")).status).toBe(401);
    expect((await call(`GET ${hook}`, `/api/webhooks/${id}`, { headers: alice.headers })).status).toBe(200);
    expect(
      (await call(`GET ${hook}`, "/api/webhooks/hook_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ", { headers: alice.headers })).status,
    ).toBe(404);
    expect(
      (await call(`PATCH ${hook}`, `/api/webhooks/${id}`, asAlice("PATCH", { events: ["brand.created"] }))).status,
    ).toBe(200);
    expect((await call(`PATCH ${hook}`, `/api/webhooks/${id}`, asAlice("PATCH", {}))).status).toBe(400);
    const sent = await call(`POST ${hook}/test`, `/api/webhooks/${id}/test`, {
      method: "POST",
      headers: alice.headers,
    });
    expect(sent.status).toBe(202);
    expect(
      (await call(`POST ${hook}/test`, "/api/webhooks/nope/test", { method: "POST", headers: alice.headers })).status,
    ).toBe(400);
    expect(
      (await call(`GET ${hook}/deliveries`, `/api/webhooks/${id}/deliveries`, { headers: alice.headers })).body.items,
    ).toHaveLength(1);
    expect(
      (await call(`GET ${hook}/deliveries`, `/api/webhooks/${id}/deliveries?limit=0`, { headers: alice.headers }))
        .status,
    ).toBe(400);
    const redeliver = `POST ${hook}/deliveries/{deliveryId}/redeliver`;
    expect(
      (
        await call(redeliver, `/api/webhooks/${id}/deliveries/${sent.body.delivery.id}/redeliver`, {
          method: "POST",
          headers: alice.headers,
        })
      ).status,
    ).toBe(202);
    expect(
      (
        await call(redeliver, `/api/webhooks/${id}/deliveries/dlv_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ/redeliver`, {
          method: "POST",
          headers: alice.headers,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(`DELETE ${hook}`, `/api/webhooks/${id}`, { method: "DELETE", headers: alice.headers })).status,
    ).toBe(200);
    expect(
      (await call(`DELETE ${hook}`, `/api/webhooks/${id}`, { method: "DELETE", headers: alice.headers })).status,
    ).toBe(404);
  });

  it("sharing: a link made, listed, read, changed, viewed and revoked, and what its token opens, with their errors", async () => {
    const docId = (
      await call(
        "POST /api/workspace/documents",
        "/api/workspace/documents",
        asAlice("POST", { kind: "deck", title: "Ferries", source: SOURCE_EXAMPLES.deck }),
      )
    ).body.document.id as string;
    const many = "/api/workspace/documents/{id}/shares";
    const one = `${many}/{shareId}`;
    const made = await call(
      `POST ${many}`,
      `/api/workspace/documents/${docId}/shares`,
      asAlice("POST", { label: "Crew", downloads: true }),
    );
    expect(made.status).toBe(201);
    const shareId = made.body.share.id as string;
    const token = new URL(made.body.url as string).pathname.split("/")[2]!;
    expect(
      (
        await call(
          `POST ${many}`,
          `/api/workspace/documents/${docId}/shares`,
          asAlice("POST", { expiresAt: "2020-01-01T00:00:00Z" }),
        )
      ).status,
    ).toBe(400);
    expect(
      (await call(`GET ${many}`, `/api/workspace/documents/${docId}/shares`, { headers: alice.headers })).body.items,
    ).toHaveLength(1);
    expect(
      (await call(`GET ${many}`, `/api/workspace/documents/${UNKNOWN_DOC}/shares`, { headers: alice.headers })).status,
    ).toBe(404);
    expect(
      (await call(`GET ${one}`, `/api/workspace/documents/${docId}/shares/${shareId}`, { headers: alice.headers })).body
        .share.label,
    ).toBe("Crew");
    expect(
      (
        await call(`GET ${one}`, `/api/workspace/documents/${docId}/shares/shr_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ`, {
          headers: alice.headers,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(
          `PATCH ${one}`,
          `/api/workspace/documents/${docId}/shares/${shareId}`,
          asAlice("PATCH", { password: "ferry-crew-only" }),
        )
      ).body.share.hasPassword,
    ).toBe(true);
    expect(
      (await call(`PATCH ${one}`, `/api/workspace/documents/${docId}/shares/${shareId}`, asAlice("PATCH", {}))).status,
    ).toBe(400);

    const form = (password: string) => ({
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ password }).toString(),
      redirect: "manual" as const,
    });
    expect((await call("GET /s/{token}", `/s/${token}`)).status).toBe(200);
    expect((await call("GET /s/{token}", "/s/quire_sh_nothing")).status).toBe(404);
    expect((await call("POST /s/{token}", `/s/${token}`, form("wrong-password"))).status).toBe(401);
    const opened = await call("POST /s/{token}", `/s/${token}`, form("ferry-crew-only"));
    expect(opened.status).toBe(303);
    expect((await call("POST /s/{token}", "/s/quire_sh_nothing", form("anything"))).status).toBe(404);
    expect(
      (
        await call(
          "POST /api/shared/{token}/unlock",
          `/api/shared/${token}/unlock`,
          jsonRequest("POST", { password: "nope" }),
        )
      ).status,
    ).toBe(401);
    const unlocked = await call(
      "POST /api/shared/{token}/unlock",
      `/api/shared/${token}/unlock`,
      jsonRequest("POST", { password: "ferry-crew-only" }),
    );
    const k = `k=${encodeURIComponent(unlocked.body.key as string)}`;
    expect((await call("GET /api/shared/{token}", `/api/shared/${token}?${k}`)).body.slides.length).toBeGreaterThan(1);
    expect((await call("GET /api/shared/{token}", `/api/shared/${token}`)).status).toBe(404);
    expect(
      (await call("GET /api/shared/{token}/slides/{n}.png", `/api/shared/${token}/slides/1.png?width=320&${k}`)).status,
    ).toBe(200);
    expect(
      (await call("GET /api/shared/{token}/slides/{n}.png", `/api/shared/${token}/slides/x.png?${k}`)).status,
    ).toBe(400);
    expect((await call("GET /api/shared/{token}/content", `/api/shared/${token}/content?${k}`)).status).toBe(200);
    expect((await call("GET /api/shared/{token}/content", `/api/shared/${token}/content`)).status).toBe(404);
    expect(
      (await call("GET /api/shared/{token}/download/{format}", `/api/shared/${token}/download/pdf?${k}`)).status,
    ).toBe(200);
    expect(
      (await call("GET /api/shared/{token}/download/{format}", `/api/shared/${token}/download/xlsx?${k}`)).status,
    ).toBe(404);
    expect(
      (
        await call(
          "POST /api/shared/{token}/views",
          `/api/shared/${token}/views?${k}`,
          jsonRequest("POST", { slide: 2, seconds: 9 }),
        )
      ).status,
    ).toBe(204);
    expect(
      (
        await call(
          "POST /api/shared/{token}/views",
          `/api/shared/${token}/views?${k}`,
          jsonRequest("POST", { slide: 0, seconds: 9 }),
        )
      ).status,
    ).toBe(400);
    const views = await call(`GET ${one}/views`, `/api/workspace/documents/${docId}/shares/${shareId}/views`, {
      headers: alice.headers,
    });
    expect(views.body.slides).toEqual([{ slide: 2, seconds: 9 }]);
    expect(
      (
        await call(`GET ${one}/views`, `/api/workspace/documents/${docId}/shares/${shareId}/views?days=0`, {
          headers: alice.headers,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(`DELETE ${one}`, `/api/workspace/documents/${docId}/shares/${shareId}`, {
          method: "DELETE",
          headers: alice.headers,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(`DELETE ${one}`, `/api/workspace/documents/${docId}/shares/nope`, {
          method: "DELETE",
          headers: alice.headers,
        })
      ).status,
    ).toBe(400);
  });

  it("organizations: create, list, switch, read, rename, members, roles, invitations, accept, leave, delete, with their errors", async () => {
    const owner = await signInWithCookie(t);
    const invited = await signInWithCookie(t);
    const as = (who: CookieSession, method: string, body?: unknown) =>
      body === undefined ? { method, headers: who.headers } : jsonRequest(method, body, who.headers);
    const org = "/api/organizations/{id}";
    const made = await call("POST /api/organizations", "/api/organizations", as(owner, "POST", { name: "Docs team" }));
    expect(made.status).toBe(201);
    const id = made.body.id as string;
    expect((await call("POST /api/organizations", "/api/organizations", as(owner, "POST", { name: "" }))).status).toBe(
      400,
    );
    expect(
      (await call("GET /api/organizations", "/api/organizations", { headers: owner.headers })).body.items,
    ).toHaveLength(1);
    expect((await call("GET /api/organizations", "/api/organizations")).status).toBe(401);
    expect(
      (
        await call(
          "PUT /api/organizations/active",
          "/api/organizations/active",
          as(owner, "PUT", { organizationId: id }),
        )
      ).body.role,
    ).toBe("owner");
    expect(
      (
        await call(
          "PUT /api/organizations/active",
          "/api/organizations/active",
          as(invited, "PUT", { organizationId: id }),
        )
      ).status,
    ).toBe(404);
    expect(
      (await call(`GET ${org}`, `/api/organizations/${id}`, { headers: owner.headers })).body.members,
    ).toHaveLength(1);
    expect((await call(`GET ${org}`, `/api/organizations/${id}`, { headers: invited.headers })).status).toBe(404);
    expect(
      (await call(`PATCH ${org}`, `/api/organizations/${id}`, as(owner, "PATCH", { name: "Docs" }))).body.name,
    ).toBe("Docs");
    expect((await call(`PATCH ${org}`, `/api/organizations/${id}`, as(owner, "PATCH", { name: "" }))).status).toBe(400);
    const invite = await call(
      `POST ${org}/invitations`,
      `/api/organizations/${id}/invitations`,
      as(owner, "POST", { email: invited.email, role: "member" }),
    );
    expect(invite.status).toBe(201);
    expect(
      (
        await call(
          `POST ${org}/invitations`,
          `/api/organizations/${id}/invitations`,
          as(owner, "POST", { email: "not an address" }),
        )
      ).status,
    ).toBe(400);
    expect(
      (await call(`GET ${org}/invitations`, `/api/organizations/${id}/invitations`, { headers: owner.headers })).body,
    ).toHaveLength(1);
    expect(
      (await call(`GET ${org}/invitations`, `/api/organizations/${id}/invitations`, { headers: invited.headers }))
        .status,
    ).toBe(404);
    const invitation = "/api/invitations/{invitationId}";
    expect(
      (await call(`GET ${invitation}`, `/api/invitations/${invite.body.id}`, { headers: invited.headers })).body
        .organizationName,
    ).toBe("Docs");
    expect(
      (await call(`GET ${invitation}`, `/api/invitations/${invite.body.id}`, { headers: owner.headers })).status,
    ).toBe(404);
    expect(
      (await call(`POST ${invitation}/accept`, `/api/invitations/${invite.body.id}/accept`, as(invited, "POST"))).body
        .organizationId,
    ).toBe(id);
    expect(
      (await call(`POST ${invitation}/accept`, `/api/invitations/${invite.body.id}/accept`, as(invited, "POST")))
        .status,
    ).toBe(404);
    const members = await call(`GET ${org}/members`, `/api/organizations/${id}/members`, { headers: owner.headers });
    expect((await call(`GET ${org}/members`, `/api/organizations/${id}/members`)).status).toBe(401);
    const joined = (members.body as { id: string; userId: string }[]).find((m) => m.userId === invited.userId)!;
    const member = `${org}/members/{memberId}`;
    expect(
      (
        await call(
          `PATCH ${member}`,
          `/api/organizations/${id}/members/${joined.id}`,
          as(owner, "PATCH", { role: "admin" }),
        )
      ).body.role,
    ).toBe("admin");
    expect(
      (
        await call(
          `PATCH ${member}`,
          `/api/organizations/${id}/members/${joined.id}`,
          as(owner, "PATCH", { role: "king" }),
        )
      ).status,
    ).toBe(400);
    const second = await call(
      `POST ${org}/invitations`,
      `/api/organizations/${id}/invitations`,
      as(owner, "POST", { email: "later@example.test", role: "member" }),
    );
    const revoke = `${org}/invitations/{invitationId}`;
    expect(
      (await call(`DELETE ${revoke}`, `/api/organizations/${id}/invitations/${second.body.id}`, as(owner, "DELETE")))
        .status,
    ).toBe(200);
    expect(
      (await call(`DELETE ${revoke}`, `/api/organizations/${id}/invitations/${second.body.id}`, as(owner, "DELETE")))
        .status,
    ).toBe(404);
    expect((await call(`POST ${org}/leave`, `/api/organizations/${id}/leave`, as(invited, "POST"))).status).toBe(200);
    expect((await call(`POST ${org}/leave`, `/api/organizations/${id}/leave`, as(invited, "POST"))).status).toBe(404);
    const again = await call(
      `POST ${org}/invitations`,
      `/api/organizations/${id}/invitations`,
      as(owner, "POST", { email: invited.email, role: "member" }),
    );
    await call(`POST ${invitation}/accept`, `/api/invitations/${again.body.id}/accept`, as(invited, "POST"));
    const rejoined = (
      (await call(`GET ${org}/members`, `/api/organizations/${id}/members`, { headers: owner.headers })).body as {
        id: string;
        userId: string;
      }[]
    ).find((m) => m.userId === invited.userId)!;
    expect(
      (await call(`DELETE ${member}`, `/api/organizations/${id}/members/${rejoined.id}`, as(owner, "DELETE"))).status,
    ).toBe(200);
    expect(
      (await call(`DELETE ${member}`, `/api/organizations/${id}/members/${rejoined.id}`, as(invited, "DELETE"))).status,
    ).toBe(404);
    const keys = `${org}/keys`;
    const issued = await call(
      `POST ${keys}`,
      `/api/organizations/${id}/keys`,
      as(owner, "POST", { name: "sync", scopes: ["documents:read"], quota: { limit: 10, refillSeconds: 3600 } }),
    );
    expect(issued.status).toBe(201);
    expect(
      (await call(`POST ${keys}`, `/api/organizations/${id}/keys`, as(owner, "POST", { name: "sync", scopes: [] })))
        .status,
    ).toBe(400);
    expect((await call(`GET ${keys}`, `/api/organizations/${id}/keys`, { headers: owner.headers })).body).toHaveLength(
      1,
    );
    expect((await call(`GET ${keys}`, `/api/organizations/${id}/keys`, { headers: invited.headers })).status).toBe(404);
    expect(
      (await call(`DELETE ${keys}/{keyId}`, `/api/organizations/${id}/keys/${issued.body.id}`, as(owner, "DELETE")))
        .status,
    ).toBe(200);
    expect(
      (await call(`DELETE ${keys}/{keyId}`, `/api/organizations/${id}/keys/${issued.body.id}`, as(owner, "DELETE")))
        .status,
    ).toBe(404);
    expect((await call("GET /api/usage", "/api/usage", { headers: owner.headers })).body.organization.id).toBe(id);
    expect((await call("GET /api/usage", "/api/usage")).status).toBe(401);
    expect((await call("GET /api/pictures", "/api/pictures", { headers: owner.headers })).body.modes).toHaveLength(4);
    expect((await call("GET /api/pictures", "/api/pictures")).status).toBe(401);
    const mine = (
      await call(
        "POST /api/workspace/documents",
        "/api/workspace/documents",
        as(owner, "POST", { kind: "doc", title: "Moving", source: "# Moving\n\nText." }),
      )
    ).body.document.id;
    const moveOp = "POST /api/workspace/documents/{id}/move";
    expect(
      (await call(moveOp, `/api/workspace/documents/${mine}/move`, as(owner, "POST", { organizationId: id }))).status,
    ).toBe(400);
    expect(
      (await call(moveOp, `/api/workspace/documents/${mine}/move`, as(owner, "POST", { organizationId: null }))).body
        .document.id,
    ).toBe(mine);
    expect(
      (await call(`GET ${org}/audit`, `/api/organizations/${id}/audit?limit=5`, { headers: owner.headers })).body.items,
    ).toHaveLength(5);
    expect(
      (await call(`GET ${org}/audit`, `/api/organizations/${id}/audit?limit=0`, { headers: owner.headers })).status,
    ).toBe(400);
    expect(
      (await call(`DELETE ${org}`, `/api/organizations/${id}`, as(owner, "DELETE", { confirm: "no" }))).status,
    ).toBe(400);
    expect(
      (await call(`DELETE ${org}`, `/api/organizations/${id}`, as(owner, "DELETE", { confirm: made.body.slug })))
        .status,
    ).toBe(200);
  });

  it("covered every operation of the document: a success each, and an error where it lists one", () => {
    const missing: string[] = [];
    for (const [path, item] of Object.entries<Json>(doc.paths)) {
      for (const [method, operation] of Object.entries<Json>(item)) {
        const op = `${method.toUpperCase()} ${path}`;
        const statuses = [...(answered.get(op) ?? [])];
        if (!statuses.some((s) => s < 400)) missing.push(`${op}: no success`);
        const errors = Object.keys(operation.responses).filter((s) => s.startsWith("4"));
        if (errors.length && !statuses.some((s) => s >= 400))
          missing.push(`${op}: no error (lists ${errors.join(", ")})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
