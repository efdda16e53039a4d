// A JSON body nested deeper than the limit (64 levels of objects and arrays) is 400 invalid_request with `details`,
// as every invalid_request is (docs/api/conventions.md): the path where it first goes too deep, a message naming the
// limit. A body at the limit passes the check (and meets the route's schema as usual).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";

let t: TestApp;
let alice: KeySession;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpWithKey(t);
});
afterAll(async () => t?.close());

/** `levels` objects, one inside the next, each under the key `a`; the innermost is {}. */
const nestedObjects = (levels: number): unknown => (levels <= 1 ? {} : { a: nestedObjects(levels - 1) });
const nestedArrays = (levels: number): unknown => (levels <= 1 ? [] : [nestedArrays(levels - 1)]);
const post = (body: unknown) => t.app.request("/api/workspace/documents", jsonRequest("POST", body, alice.headers));

describe("a body nested too deep", () => {
  it("is 400 invalid_request with details: the path where it goes past 64 levels, and the limit", async () => {
    // The body is level 1, `source` level 2: 63 more objects reach 65.
    const res = await post({ kind: "doc", title: "Deep", source: nestedObjects(64) });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ error: "invalid_request", message: expect.stringMatching(/64 levels/) });
    expect(body.details).toHaveLength(1);
    expect(body.details[0].path).toBe(["source", ...Array(63).fill("a")].join("."));
    expect(body.details[0].message).toMatch(/64/);
  });

  it("names array indexes in the path", async () => {
    const res = await post({ kind: "doc", title: "Deep", list: nestedArrays(64) });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe("invalid_request");
    expect(body.details[0].path).toBe(["list", ...Array(63).fill("0")].join("."));
  });

  it("keeps a body at the limit to the route's own checks (details from the schema, not the depth)", async () => {
    const res = await post({ kind: "doc", title: "Deep enough", source: nestedObjects(63) });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe("invalid_request");
    expect(body.message).not.toMatch(/nests deeper/);
  });
});

describe("brackets inside strings", () => {
  // Strings are skipped whole: brackets and escaped quotes in them are text, not nesting.
  const inText = `${"[{".repeat(100)} \\" ${"[".repeat(100)} \\\\`;

  it("do not count as nesting, whatever quotes and backslashes they hold", async () => {
    const res = await post({
      kind: "doc",
      title: "Brackets",
      source: { title: inText, blocks: [{ type: "paragraph", text: inText }] },
    });
    expect((await res.json()).message ?? "").not.toMatch(/nests deeper/);
  });

  it("leave real nesting after an escaped quote counted", async () => {
    const res = await post({ kind: "doc", title: 'Quote \\" then [', source: nestedObjects(64) });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/nests deeper than 64/);
  });
});
