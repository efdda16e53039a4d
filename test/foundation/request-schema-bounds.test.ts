// Every request schema of the OpenAPI document is bounded: each string a client may send has a maxLength (or an enum,
// const or bounded format), each array a maxItems, each map a maxProperties — in bodies (JSON and multipart), query,
// path and header parameters, through references, unions and nested items. The walker is checked on a small document.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithKey } from "../auth-helpers.js";
import { createTestApp, type TestApp } from "../harness.js";
import { unboundedInRequests, type Unbounded } from "./schema-bounds.js";

const said = (f: Unbounded) => `${f.route} ${f.path}: ${f.problem}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe("the service's request schemas", () => {
  it("bound every string, array and map a client may send", async () => {
    const doc = await (await t.app.request("/api/openapi.json")).json();
    const found = unboundedInRequests(doc).map(said);
    expect(found).toEqual([]);
  });
});

describe("a multipart form's documented bounds", () => {
  it("are held as a JSON body's: a field past its maxLength is 400 naming it, before anything is read", async () => {
    const alice = await signUpWithKey(t);
    const form = new FormData();
    form.append("prompt", "A deck about the harbour's cranes");
    form.append("attachments", "doc_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ, ".repeat(40));
    form.append("language", "en-GB");
    form.append("files", new File([new TextEncoder().encode("# Notes")], "notes.md"));
    const res = await t.app.request("/api/agent", { method: "POST", headers: alice.headers, body: form });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: "invalid_request",
      details: [{ path: "attachments", message: "at most 1,000 characters" }],
    });
  });
});

/**
 * A document of one route whose JSON body is `body` (and multipart one `form`), with `parameters` (the first on the
 * path item, the rest on the operation), and `schemas` as components.
 */
const documentOf = (
  body: unknown,
  parameters: unknown[] = [],
  schemas: Record<string, unknown> = {},
  form?: unknown,
) => ({
  openapi: "3.1.0",
  paths: {
    "/api/things/{id}": {
      parameters: parameters.slice(0, 1),
      post: {
        parameters: parameters.slice(1),
        requestBody: {
          content: {
            "application/json": { schema: body },
            ...(form ? { "multipart/form-data": { schema: form } } : {}),
          },
        },
      },
    },
  },
  components: {
    schemas,
    parameters: { Key: { name: "Idempotency-Key", in: "header", schema: { type: "string", pattern: "^[a-z]+$" } } },
  },
});
const findingsOf = (doc: Record<string, unknown>) => unboundedInRequests(doc).map((f) => `${f.path}: ${f.problem}`);

describe("the walker", () => {
  it("finds nothing in a bounded request", () => {
    const bounded = {
      type: "object",
      properties: {
        name: { type: "string", maxLength: 100 },
        kind: { type: "string", enum: ["a", "b"] },
        fixed: { const: "x" },
        at: { type: "string", format: "date-time" },
        tags: { type: "array", maxItems: 5, items: { type: "string", maxLength: 10 } },
        pair: { type: "array", prefixItems: [{ type: "number" }, { type: "boolean" }], items: false },
        colours: { type: "object", additionalProperties: { type: "string", maxLength: 7 }, maxProperties: 6 },
        nothingElse: { type: "object", properties: { n: { type: "integer" } }, additionalProperties: false },
        either: { anyOf: [{ type: "string", maxLength: 3 }, { type: "null" }] },
        self: { $ref: "#/components/schemas/Node" },
      },
    };
    const node = {
      type: "object",
      properties: {
        label: { type: ["string", "null"], maxLength: 20 },
        children: { type: "array", maxItems: 3, items: { $ref: "#/components/schemas/Node" } },
      },
    };
    const id = { name: "id", in: "path", schema: { type: "string", pattern: "^t_[0-9]+$", maxLength: 24 } };
    expect(
      findingsOf(
        documentOf(bounded, [id, { name: "limit", in: "query", schema: { type: "integer" } }], { Node: node }),
      ),
    ).toEqual([]);
  });

  it("names each unbounded string, array and map, where it is, through references, unions, maps and items", () => {
    const body = {
      allOf: [
        {
          type: "object",
          properties: {
            prompt: { type: "string" },
            id: { type: "string", pattern: "^doc_[0-9A-Z]{26}$" },
            rows: {
              type: "array",
              maxItems: 10,
              items: { type: "array", items: { oneOf: [{ type: "string" }, { type: "number" }] } },
            },
            theme: { $ref: "#/components/schemas/Theme" },
            meta: { type: "object", propertyNames: { type: "string", maxLength: 8 }, maxProperties: 4 },
            cells: { type: "object", patternProperties: { "^[A-Z]+[0-9]+$": { type: "number" } } },
          },
        },
      ],
    };
    const theme = {
      type: "object",
      properties: { colors: { type: "object", additionalProperties: { type: "string", pattern: "^#[0-9A-F]{6}$" } } },
    };
    const id = { name: "id", in: "path", schema: { type: "string" } };
    const form = {
      type: "object",
      properties: { file: { type: "string", format: "binary" }, note: { type: "string" } },
    };
    const doc = documentOf(
      body,
      [
        id,
        { $ref: "#/components/parameters/Key" },
        { name: "q", in: "query", schema: { type: "string", maxLength: 10 } },
      ],
      { Theme: theme },
      form,
    );
    expect(findingsOf(doc).sort()).toEqual(
      [
        "path.id: string without maxLength",
        "header.Idempotency-Key: string without maxLength",
        "body(application/json)<allOf[0]>.prompt: string without maxLength",
        "body(application/json)<allOf[0]>.id: string without maxLength",
        "body(application/json)<allOf[0]>.rows[]: array without maxItems",
        "body(application/json)<allOf[0]>.rows[][]<oneOf[0]>: string without maxLength",
        "body(application/json)<allOf[0]>.theme.colors: map without maxProperties",
        "body(application/json)<allOf[0]>.theme.colors{*}: string without maxLength",
        "body(application/json)<allOf[0]>.cells: map without maxProperties",
        "body(multipart/form-data).note: string without maxLength",
      ].sort(),
    );
    expect(unboundedInRequests(doc).every((f) => f.route === "POST /api/things/{id}")).toBe(true);
  });

  it("fails on the schema the attack used: a theme of any number of colours", () => {
    const theme = {
      type: "object",
      properties: {
        name: { type: "string", maxLength: 64 },
        colors: { type: "object", additionalProperties: { type: "string", maxLength: 7 } },
      },
    };
    expect(findingsOf(documentOf({ type: "object", properties: { theme } }))).toEqual([
      "body(application/json).theme.colors: map without maxProperties",
    ]);
  });
});
