// Showcase: the public list and read, fork into a workspace, hostile ids, and the boot-time validation of the files.
import { mkdtempSync, rmSync, writeFileSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { jsonRequest, type TestApp } from "../harness.js";
import { signInWithCookie, signUpWithKey, type KeySession } from "../auth-helpers.js";
import { DIALECTS } from "../pg.js";
import { SourceSchema } from "../../src/formats/model/source.js";
import { DEFAULT_SHOWCASE_DIR, loadShowcase } from "../../src/documents/showcase.js";
import { DOCS, openWorkspaceApp, type DocumentBody } from "../workspace/workspace-app.js";

interface Demo {
  id: string;
  kind: string;
  title: string;
  description: string;
  tags: string[];
  source?: Record<string, unknown>;
}

describe.each(DIALECTS)("showcase routes on %s", (dialect) => {
  let t: TestApp;
  let user: KeySession;
  beforeAll(async () => {
    t = await openWorkspaceApp(dialect);
    user = await signUpWithKey(t);
  });
  afterAll(async () => t?.close());

  test("GET /api/showcase is public: ≥ 9 demos, 3+ of each kind, summaries without source", async () => {
    const res = await t.app.request("/api/showcase");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("max-age");
    const { items } = (await res.json()) as { items: Demo[] };
    expect(items.length).toBeGreaterThanOrEqual(9);
    for (const kind of ["deck", "doc", "sheet"])
      expect(items.filter((d) => d.kind === kind).length).toBeGreaterThanOrEqual(3);
    expect(new Set(items.map((d) => d.id)).size).toBe(items.length);
    for (const demo of items) {
      expect(Object.keys(demo).sort()).toEqual(["description", "id", "kind", "tags", "title"]);
      expect(demo.id).toMatch(/^[a-z0-9-]+$/);
      expect(demo.description.length).toBeGreaterThan(40);
      expect(demo.tags.length).toBeGreaterThan(0);
    }
  });

  test("GET /api/showcase/{id} returns each demo with a valid source matching its summary", async () => {
    const { items } = (await (await t.app.request("/api/showcase")).json()) as { items: Demo[] };
    for (const summary of items) {
      const res = await t.app.request(`/api/showcase/${summary.id}`);
      expect(res.status).toBe(200);
      const { demo } = (await res.json()) as { demo: Demo };
      expect({ ...demo, source: undefined }).toEqual({ ...summary, source: undefined });
      const parsed = SourceSchema.parse(demo.source);
      expect(parsed).toEqual(demo.source);
      expect(parsed.kind).toBe(summary.kind);
      expect(parsed.title).toBe(summary.title);
    }
  });

  test("unknown ids are 404; ids outside a-z0-9- are 400 before any lookup; never 500", async () => {
    for (const id of ["no-such-demo", "constructor", "prototype", "valueof", "0"]) {
      const res = await t.app.request(`/api/showcase/${id}`);
      expect(res.status, id).toBe(404);
      expect(((await res.json()) as { error: string }).error).toBe("not_found");
    }
    for (const id of [
      "__proto__",
      "Startup-Pitch",
      "startup_pitch",
      "a".repeat(10 * 1024),
      "..%2F..%2Fpackage.json",
      "startup-pitch%00",
      "%2e%2e",
      "-lead",
      "trail-",
    ]) {
      const res = await t.app.request(`/api/showcase/${id}`);
      expect([400, 404], `${id.slice(0, 30)} → ${res.status}`).toContain(res.status);
      const body = (await res.json()) as { error: string };
      expect(["invalid_request", "not_found"]).toContain(body.error);
    }
    expect((await t.app.request("/api/showcase/BAD")).status).toBe(400);
    expect((await t.app.request("/api/showcase/..%2F..%2Fpackage.json")).status).toBe(400);
  });

  test("POST /api/showcase/fork copies a demo into the caller's workspace (origin showcase); each fork is a new document", async () => {
    const { demo } = (await (await t.app.request("/api/showcase/sales-pipeline")).json()) as { demo: Demo };
    const res = await t.app.request(
      "/api/showcase/fork",
      jsonRequest("POST", { demoId: "sales-pipeline" }, user.headers),
    );
    expect(res.status).toBe(201);
    const { document } = (await res.json()) as { document: DocumentBody };
    expect(document).toMatchObject({ kind: "sheet", title: demo.title, origin: "showcase", version: 1, brandId: null });
    expect(document.source).toEqual(demo.source);
    const again = (await (
      await t.app.request("/api/showcase/fork", jsonRequest("POST", { demoId: "sales-pipeline" }, user.headers))
    ).json()) as { document: DocumentBody };
    expect(again.document.id).not.toBe(document.id);
    const list = (await (await t.app.request(`${DOCS}?kind=sheet`, { headers: user.headers })).json()) as {
      items: DocumentBody[];
    };
    expect(list.items.map((d) => d.id)).toEqual([again.document.id, document.id]);
    // Editing the copy leaves the demo as it was.
    await t.app.request(`${DOCS}/${document.id}`, jsonRequest("PATCH", { title: "My pipeline" }, user.headers));
    const after = (await (await t.app.request("/api/showcase/sales-pipeline")).json()) as { demo: Demo };
    expect(after.demo.title).toBe(demo.title);
  });

  test("fork: a repeat with the same Idempotency-Key makes one copy", async () => {
    const headers = { ...user.headers, "idempotency-key": `fork-${Date.now()}` };
    const a = await t.app.request("/api/showcase/fork", jsonRequest("POST", { demoId: "product-spec" }, headers));
    const b = await t.app.request("/api/showcase/fork", jsonRequest("POST", { demoId: "product-spec" }, headers));
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(await b.json()).toEqual(await a.json());
    const conflict = await t.app.request(
      "/api/showcase/fork",
      jsonRequest("POST", { demoId: "research-brief" }, headers),
    );
    expect(conflict.status).toBe(409);
  });

  test("fork errors: no credentials 401, unknown demo 404, bad ids and bodies 400, cross-site cookie 403", async () => {
    expect((await t.app.request("/api/showcase/fork", jsonRequest("POST", { demoId: "product-spec" }))).status).toBe(
      401,
    );
    expect(
      (await t.app.request("/api/showcase/fork", jsonRequest("POST", { demoId: "nope" }, user.headers))).status,
    ).toBe(404);
    for (const body of [
      {},
      { demoId: "" },
      { demoId: 7 },
      { demoId: "x".repeat(65) },
      { demoId: "__proto__" },
      { demoId: "../etc" },
    ]) {
      const res = await t.app.request("/api/showcase/fork", jsonRequest("POST", body, user.headers));
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const session = await signInWithCookie(t);
    const cross = await t.app.request(
      "/api/showcase/fork",
      jsonRequest("POST", { demoId: "product-spec" }, { cookie: session.cookie, origin: "https://evil.example" }),
    );
    expect(cross.status).toBe(403);
    const mine = (await (await t.app.request(DOCS, { headers: { cookie: session.cookie } })).json()) as {
      items: unknown[];
    };
    expect(mine.items).toEqual([]);
  });
});

describe("showcase files", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "quire-showcase-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const good = JSON.parse(readFileSync(join(DEFAULT_SHOWCASE_DIR, "product-spec.json"), "utf8")) as Demo;
  const write = (name: string, value: unknown) =>
    writeFileSync(join(dir, name), typeof value === "string" ? value : JSON.stringify(value));

  test("decks use many layouts (incl. table, chart, notes); sheets have typed columns and formulas; docs have structure", () => {
    const showcase = loadShowcase();
    for (const summary of showcase.list()) {
      const { source } = showcase.get(summary.id);
      if (source.kind === "deck") {
        const layouts = new Set(source.slides.map((s) => s.layout));
        expect(layouts.size, summary.id).toBeGreaterThanOrEqual(7);
        for (const l of ["title", "bullets", "table", "chart"])
          expect(layouts.has(l as never), `${summary.id} ${l}`).toBe(true);
        expect(source.slides.filter((s) => s.notes).length, summary.id).toBeGreaterThanOrEqual(
          source.slides.length / 2,
        );
      } else if (source.kind === "sheet") {
        const cells = source.sheets.flatMap((s) => s.rows.flat());
        expect(cells.filter((c) => c !== null && typeof c === "object").length, summary.id).toBeGreaterThanOrEqual(5);
        expect(
          source.sheets[0]!.columns.every((c) => c.type),
          summary.id,
        ).toBe(true);
        expect(source.sheets[0]!.rows.length, summary.id).toBeGreaterThanOrEqual(10);
      } else {
        expect(source.markdown.match(/^#{1,3} /gm)?.length ?? 0, summary.id).toBeGreaterThanOrEqual(5);
        expect(source.markdown, summary.id).toMatch(/^\|.+\|$/m);
        expect(source.markdown.length, summary.id).toBeGreaterThan(2500);
      }
    }
  });

  test("a bad file fails loading loudly, naming the file and the problem", () => {
    write("product-spec.json", good);
    expect(loadShowcase(dir).list()).toHaveLength(1);
    write("broken.json", "{ not json");
    expect(() => loadShowcase(dir)).toThrow(/broken\.json: not valid JSON/);
    rmSync(join(dir, "broken.json"));
    write("bad-source.json", { ...good, id: "bad-source", source: { ...good.source, markdown: 42 } });
    expect(() => loadShowcase(dir)).toThrow(/bad-source\.json: source\.markdown/);
    rmSync(join(dir, "bad-source.json"));
    write("renamed.json", { ...good });
    expect(() => loadShowcase(dir)).toThrow(/renamed\.json: id "product-spec" must match the file name/);
    rmSync(join(dir, "renamed.json"));
    write("kind-clash.json", { ...good, id: "kind-clash", kind: "sheet" });
    expect(() => loadShowcase(dir)).toThrow(/kind-clash\.json: kind "sheet" but the source is a doc/);
    rmSync(join(dir, "kind-clash.json"));
    write("extra.json", { ...good, id: "extra", secret: true });
    expect(() => loadShowcase(dir)).toThrow(/extra\.json/);
    rmSync(join(dir, "extra.json"));
    rmSync(join(dir, "product-spec.json"));
    expect(() => loadShowcase(dir)).toThrow(/no demos/);
  });
});
