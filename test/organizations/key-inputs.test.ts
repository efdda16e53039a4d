// What a call uses beyond its route needs the scope of that use: a document used as input (`attachments`,
// `documentId`, an uploaded picture a deck draws) needs `documents:read`, saving or changing one `documents:write`, a
// brand built on outside the brand routes `brands:generate`. Found by a probe: a `brands:generate`-only key read a
// document through `attachments` into its deck (saved as a new document); an `agent`-only key read documents through
// `attachments` and revised one in place through `documentId`.
import { readFileSync } from "node:fs";
import { unzipSync, strFromU8 } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithCookie, type CookieSession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { rgbPng } from "../png.js";
import { organizationSpace } from "../../src/lib/space-id.js";
import { json, refused } from "./answers.js";

const TEMPLATE = new URL("../../assets/themes/light.pptx", import.meta.url);
const SECRET = "Merger talks with Northwind";

let t: TestApp;
let maker: CookieSession;
let orgId: string;
const ids = { doc: "", personalDoc: "", brand: "", asset: "" };

type Headers = Record<string, string>;
const call = (headers: Headers, method: string, path: string, body?: unknown) =>
  t.app.request(path, jsonRequest(method, body, headers));
const keys = new Map<string, Headers>();
async function keyWith(...scopes: string[]): Promise<Headers> {
  const name = scopes.join("+");
  if (!keys.has(name))
    keys.set(name, {
      authorization: `Bearer ${(await json(await call(maker.headers, "POST", `/api/organizations/${orgId}/keys`, { name, scopes }), 201)).key}`,
    });
  return keys.get(name)!;
}
const documentsOfOrganization = async () =>
  (await t.deps.repos.documents.list({ spaceId: organizationSpace(orgId), limit: 100 })).items
    .map((d) => `${d.id}@${d.version}`)
    .sort();
/** The text of every part of a pptx: what a deck would show of a document read into it. */
const pptxText = async (res: Response) =>
  Object.values(unzipSync(new Uint8Array(await res.arrayBuffer())))
    .map((b) => strFromU8(b))
    .join("\n");
const PROMPT = "A short deck about the quarter's plans for the board";

beforeAll(async () => {
  t = await createTestApp({
    env: {
      RATE_LIMIT_GENERATE_PER_MINUTE: "1000",
      RATE_LIMIT_AGENT_PER_MINUTE: "1000",
      RATE_LIMIT_EXPORT_PER_MINUTE: "1000",
      RATE_LIMIT_BATCH_PER_MINUTE: "1000",
    },
  });
  maker = await signInWithCookie(t);
  ids.personalDoc = (
    await json(
      await call(maker.headers, "POST", "/api/workspace/documents", {
        kind: "doc",
        title: "Diary",
        source: "# Diary\n\nPersonal notes.",
      }),
      201,
    )
  ).document.id;
  orgId = (await json(await call(maker.headers, "POST", "/api/organizations", { name: "Keel & Co" }), 201)).id;
  const writer = await keyWith("documents:write", "brands:manage");
  ids.doc = (
    await json(
      await call(writer, "POST", "/api/workspace/documents", {
        kind: "doc",
        title: "Board memo",
        source: `# Board memo\n\n## Strategy\n\n${SECRET} start in May.`,
      }),
      201,
    )
  ).document.id;
  const form = new FormData();
  form.append("file", new File([new Uint8Array(readFileSync(TEMPLATE))], "light.pptx"));
  ids.brand = (
    await json(await t.app.request("/api/brands", { method: "POST", headers: writer, body: form }), 201)
  ).brand.id;
  ids.asset = (
    await json(
      await t.app.request("/api/assets", {
        method: "POST",
        headers: { ...writer, "content-type": "image/png" },
        body: new Uint8Array(rgbPng(4, 4, () => [9, 99, 199])),
      }),
      201,
    )
  ).id;
}, 60_000);
afterAll(async () => t?.close());

describe("a brands:generate-only key", () => {
  it("cannot read a document through attachments: 403 naming documents:read, nothing saved, nothing of it in an answer", async () => {
    const key = await keyWith("brands:generate");
    await refused(await call(key, "GET", `/api/workspace/documents/${ids.doc}`), 403, "forbidden");
    const before = await documentsOfOrganization();
    const answer = await refused(
      await call(key, "POST", `/api/brands/${ids.brand}/generate`, {
        prompt: PROMPT,
        attachments: [ids.doc],
        save: true,
      }),
      403,
      "forbidden",
    );
    expect(answer.message).toMatch(/`attachments`.*`documents:read`/);
    expect(JSON.stringify(answer)).not.toContain(SECRET);
    expect(await documentsOfOrganization()).toEqual(before);
  });

  it("cannot draw an uploaded picture, in one deck or in a batch item", async () => {
    const key = await keyWith("brands:generate");
    const deck = `# Site\n\n---\n\n## Photo\n\n![Yard](${ids.asset})`;
    expect(
      (await refused(await call(key, "POST", `/api/brands/${ids.brand}/generate`, { source: deck }), 403, "forbidden"))
        .message,
    ).toMatch(/uploaded image.*`documents:read`/);
    const batch = await refused(
      await call(key, "POST", `/api/brands/${ids.brand}/batch`, {
        items: [
          { source: "# Fine\n\n---\n\n## Words" },
          { source: "# Site\n\n---\n\n## {{pic}}", variables: { pic: ids.asset } },
        ],
      }),
      403,
      "forbidden",
    );
    expect(batch.message).toMatch(/item 2.*`documents:read`/);
  });

  it("generates from a source, and saves the deck only with documents:write", async () => {
    const key = await keyWith("brands:generate");
    const made = await t.app.request(
      `/api/brands/${ids.brand}/generate`,
      jsonRequest("POST", { source: "# Plan\n\n---\n\n## Next\n\n- Ship" }, key),
    );
    expect(made.status).toBe(200);
    expect(await pptxText(made)).toContain("Ship");
    const before = await documentsOfOrganization();
    expect(
      (
        await refused(
          await call(key, "POST", `/api/brands/${ids.brand}/generate`, {
            source: "# Plan\n\n---\n\n## Next\n\n- Ship",
            save: true,
          }),
          403,
          "forbidden",
        )
      ).message,
    ).toMatch(/`save: true`.*`documents:write`/);
    expect(await documentsOfOrganization()).toEqual(before);
    const saved = await t.app.request(
      `/api/brands/${ids.brand}/generate`,
      jsonRequest(
        "POST",
        { source: "# Plan\n\n---\n\n## Next\n\n- Ship", save: true },
        await keyWith("brands:generate", "documents:write"),
      ),
    );
    expect(saved.status).toBe(200);
    expect(saved.headers.get("x-document-id")).toMatch(/^doc_/);
  });

  it("with documents:read too, builds on the organization's document — and a personal one of its maker is 404", async () => {
    const key = await keyWith("brands:generate", "documents:read");
    const made = await t.app.request(
      `/api/brands/${ids.brand}/generate`,
      jsonRequest("POST", { prompt: PROMPT, attachments: [ids.doc] }, key),
    );
    expect(made.status).toBe(200);
    expect(await pptxText(made)).toContain("Northwind");
    await refused(
      await call(key, "POST", `/api/brands/${ids.brand}/generate`, { prompt: PROMPT, attachments: [ids.personalDoc] }),
      404,
      "not_found",
    );
  });
});

describe("an agent-only key", () => {
  it("cannot read documents through attachments nor revise one through documentId; the document is unchanged", async () => {
    const key = await keyWith("agent");
    const before = await documentsOfOrganization();
    const read = await refused(
      await call(key, "POST", "/api/agent", { prompt: PROMPT, attachments: [ids.doc], save: false }),
      403,
      "forbidden",
    );
    expect(read.message).toMatch(/`attachments`.*`documents:read`/);
    const revise = await refused(
      await call(key, "POST", "/api/agent", { prompt: "Add a slide about the risks of the plan", documentId: ids.doc }),
      403,
      "forbidden",
    );
    expect(revise.message).toMatch(/`documentId`.*`documents:read`/);
    expect(JSON.stringify([read, revise])).not.toContain(SECRET);
    expect(await documentsOfOrganization()).toEqual(before);
  });

  it("saves its run only with documents:write; with save: false the document comes in the stream alone", async () => {
    const key = await keyWith("agent");
    const before = await documentsOfOrganization();
    expect(
      (await refused(await call(key, "POST", "/api/agent", { prompt: PROMPT }), 403, "forbidden")).message,
    ).toMatch(/`save`.*`documents:write`/);
    const unsaved = await call(key, "POST", "/api/agent", { prompt: PROMPT, save: false });
    expect(unsaved.status).toBe(200);
    expect(await unsaved.text()).toContain('"type":"done"');
    expect(await documentsOfOrganization()).toEqual(before);
  });

  it("revises in place with documents:read and documents:write; read-only, it gets the revision unsaved", async () => {
    const readOnly = await keyWith("agent", "documents:read");
    await refused(
      await call(readOnly, "POST", "/api/agent", {
        prompt: "Add a section about the risks of the plan",
        documentId: ids.doc,
      }),
      403,
      "forbidden",
    );
    const before = await documentsOfOrganization();
    const unsaved = await call(readOnly, "POST", "/api/agent", {
      prompt: "Add a section about the risks of the plan",
      documentId: ids.doc,
      save: false,
    });
    expect(await unsaved.text()).toContain(SECRET);
    expect(await documentsOfOrganization()).toEqual(before);
    const revised = await call(await keyWith("agent", "documents:read", "documents:write"), "POST", "/api/agent", {
      prompt: "Add a section about the risks of the plan",
      documentId: ids.doc,
    });
    expect(await revised.text()).toContain('"type":"done"');
    expect(await documentsOfOrganization()).not.toEqual(before);
  });

  it("writes for a brand only with brands:generate", async () => {
    const key = await keyWith("agent");
    expect(
      (
        await refused(
          await call(key, "POST", "/api/agent", { prompt: PROMPT, brandId: ids.brand, save: false }),
          403,
          "forbidden",
        )
      ).message,
    ).toMatch(/`brandId`.*`brands:generate`/);
    const run = await call(await keyWith("agent", "brands:generate"), "POST", "/api/agent", {
      prompt: PROMPT,
      brandId: ids.brand,
      save: false,
    });
    expect(run.status).toBe(200);
  });

  it("shows the space's pictures only with documents:read, and keeps stock or generated ones only with documents:write", async () => {
    const key = await keyWith("agent");
    expect(
      (
        await refused(
          await call(key, "POST", "/api/agent", { prompt: PROMPT, images: "library", save: false }),
          403,
          "forbidden",
        )
      ).message,
    ).toMatch(/`images: "library"`.*`documents:read`/);
    expect(
      (
        await refused(
          await call(key, "POST", "/api/agent", { prompt: PROMPT, images: "stock", save: false }),
          403,
          "forbidden",
        )
      ).message,
    ).toMatch(/`images: "stock"`.*`documents:write`/);
    const run = await call(await keyWith("agent", "documents:read"), "POST", "/api/agent", {
      prompt: PROMPT,
      images: "library",
      save: false,
    });
    expect(run.status).toBe(200);
    expect(await run.text()).toContain('"type":"done"');
  });
});

describe("a documents:read-only key", () => {
  it("exports on a brand only with brands:generate", async () => {
    const key = await keyWith("documents:read");
    expect(
      (
        await refused(
          await call(key, "POST", "/api/export", { documentId: ids.doc, format: "pptx", brandId: ids.brand }),
          403,
          "forbidden",
        )
      ).message,
    ).toMatch(/`brandId`.*`brands:generate`/);
    expect((await call(key, "POST", "/api/export", { documentId: ids.doc, format: "pptx" })).status).toBe(200);
    expect(
      (
        await call(await keyWith("documents:read", "brands:generate"), "POST", "/api/export", {
          documentId: ids.doc,
          format: "pptx",
          brandId: ids.brand,
        })
      ).status,
    ).toBe(200);
  });

  it("draws a pdf or html on a brand only with brands:generate, the refusal before any work", async () => {
    const key = await keyWith("documents:read");
    for (const format of ["pdf", "html"]) {
      expect(
        (
          await refused(
            await call(key, "POST", "/api/export", { documentId: ids.doc, format, brandId: ids.brand }),
            403,
            "forbidden",
          )
        ).message,
        format,
      ).toMatch(/`brandId`.*`brands:generate`/);
    }
    // Without brandId the doc's own pdf, as before (a doc's saved brand applies to its pptx alone).
    expect((await call(key, "POST", "/api/export", { documentId: ids.doc, format: "pdf" })).status).toBe(200);
    const drawn = await call(await keyWith("documents:read", "brands:generate"), "POST", "/api/export", {
      documentId: ids.doc,
      format: "pdf",
      brandId: ids.brand,
    });
    expect(drawn.status, await drawn.clone().text()).toBe(200);
    expect(drawn.headers.get("content-type")).toBe("application/pdf");
  }, 60_000);
});
