// @quire/sdk against a real server: typed routes, the agent's stream as typed lines, files attached, exports and brand
// decks downloaded, a batch zip, an import, an error per class; and its generated types match the service's document.
import { readFileSync } from "node:fs";
import { unzipSync, strFromU8 } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_VERSION, createQuireClient, QuireError, type AgentLine, type QuireClient } from "@quire/sdk";
import { API_VERSIONS, LATEST_API_VERSION } from "../../src/http/api-versions.js";
import { signUpWithKey } from "../auth-helpers.js";
import { startLiveServer, type LiveServer } from "../e2e/browser.js";
import { sdkTypes } from "../../scripts/generate-sdk-types.js";
import { thirdPartyFile } from "../fixtures.js";

let server: LiveServer;
let quire: QuireClient;

beforeAll(async () => {
  server = await startLiveServer({
    RATE_LIMIT_AGENT_PER_MINUTE: "1000",
    RATE_LIMIT_IMPORT_PER_MINUTE: "4",
    UPLOAD_MAX_BYTES: String(1024 * 1024),
  });
  quire = createQuireClient({ baseUrl: server.url, apiKey: (await signUpWithKey(server.t)).apiKey });
});
afterAll(async () => server?.close());

const brandFile = () => ({
  name: "brand.pptx",
  data: new Uint8Array(readFileSync(thirdPartyFile("brands/pypptx-default-4x3.pptx"))),
});

describe("@quire/sdk — happy", () => {
  it("streams a deck as typed lines in order, then reads it back through the typed routes", async () => {
    const lines: AgentLine[] = [];
    for await (const line of quire.agent({
      prompt: "A 4-slide deck about urban beekeeping for the board",
      kind: "deck",
    }))
      lines.push(line);
    const types = lines.map((l) => l.type).filter((t, i, all) => t !== all[i - 1]);
    expect(types).toEqual(["run", "status", "outline", "slide", "status", "document", "done"]);
    const done = lines.at(-1)!;
    if (done.type !== "done") throw new Error("no done line");
    const doc = await quire.ok(
      quire.api.GET("/api/workspace/documents/{id}", { params: { path: { id: done.documentId! } } }),
    );
    expect(doc.document).toMatchObject({ id: done.documentId, kind: "deck" });
    const page = await quire.ok(
      quire.api.GET("/api/workspace/documents", { params: { query: { kind: "deck", limit: 5 } } }),
    );
    expect("items" in page ? page.items.map((d) => d.id) : []).toContain(done.documentId);
  });

  it("makes a doc from an attached file and exports it as docx", async () => {
    const { document } = await quire.generate(
      { prompt: "Write a one-page brief from these notes", kind: "doc" },
      {
        files: [
          {
            name: "notes.md",
            data: new TextEncoder().encode(
              "# Depot notes\n\n## Results\n\nDelivery times fell 18% in the first quarter.\n",
            ),
          },
        ],
      },
    );
    expect(document.kind).toBe("doc");
    expect(JSON.stringify(document.source)).toContain("18%");
    const file = await quire.export({ documentId: document.id!, format: "docx" });
    expect(file.mimeType).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(file.filename).toMatch(/\.docx$/);
    expect(strFromU8(file.bytes.subarray(0, 2))).toBe("PK");
  });

  it("uploads a brand, builds a deck on it and runs a batch whose zip has a manifest", async () => {
    const { brand } = (await quire.uploadBrand(brandFile())) as { brand: { id: string } };
    const deck = await quire.generateOnBrand(brand.id, {
      source: "# Depot review\n\n---\n\n## Results\n\n- Delivery times fell",
      save: true,
    });
    expect(deck.filename).toMatch(/\.pptx$/);
    expect(deck.documentId).toMatch(/^doc_/);
    const zip = await quire.batch(brand.id, {
      items: [{ source: "# One\n\n---\n\n## A\n\n- x" }, { source: "# Two\n\n---\n\n## B\n\n- y" }],
    });
    const parts = unzipSync(zip.bytes);
    expect(JSON.parse(strFromU8(parts["manifest.json"]!))).toEqual([
      expect.objectContaining({ index: 1, status: "ok" }),
      expect.objectContaining({ index: 2, status: "ok" }),
    ]);
  });

  it("draws a saved deck's slide as PNG bytes; a slide past the end is a QuireError with the API's code", async () => {
    const source = {
      kind: "deck" as const,
      title: "Depot",
      slides: [
        { layout: "title" as const, title: "Depot review" },
        { layout: "bullets" as const, title: "Results", bullets: ["Delivery times fell 18%"] },
      ],
    };
    const { document } = (await quire.ok(
      quire.api.POST("/api/workspace/documents", { body: { kind: "deck", title: "Depot", source } as never }),
    )) as { document: { id: string } };
    const png = await quire.slideImage(document.id, 2, { width: 240 });
    expect(Buffer.from(png.subarray(0, 8)).toString("hex")).toBe("89504e470d0a1a0a");
    expect(Buffer.from(png.subarray(16, 24)).readUInt32BE(0)).toBe(240);
    const past = await quire.slideImage(document.id, 3).catch((e: unknown) => e);
    expect(past).toBeInstanceOf(QuireError);
    expect(past).toMatchObject({ status: 400, code: "invalid_request" });
  });

  it("imports a file into a source", async () => {
    const read = (await quire.importFile({
      name: "sales.csv",
      data: new TextEncoder().encode("Region,Q1\nNorth,12\n"),
    })) as { kind: string; format: string };
    expect(read).toMatchObject({ kind: "sheet", format: "csv" });
  });
});

describe("@quire/sdk — an error per class", () => {
  const refused = async (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: unknown) => e as QuireError,
    );

  it("401, 400 with details, 404, 413, 415 and 429 arrive as QuireErrors with the API's code", async () => {
    const anonymous = createQuireClient({ baseUrl: server.url });
    expect(await refused(anonymous.ok(anonymous.api.GET("/api/workspace/documents", {})))).toMatchObject({
      status: 401,
      code: "unauthorized",
    });
    const bad = await refused(
      quire.export({ source: { kind: "deck", title: "x", slides: [] }, format: "pptx" } as never),
    );
    expect(bad).toMatchObject({ status: 400, code: "invalid_request" });
    expect((bad as QuireError).details?.length).toBeGreaterThan(0);
    expect(await refused(quire.export({ documentId: "doc_01J0000000000000000000000A", format: "pdf" }))).toMatchObject({
      status: 404,
      code: "not_found",
    });
    expect(
      await refused(quire.importFile({ name: "big.txt", data: new Uint8Array(1024 * 1024 + 1).fill(65) })),
    ).toMatchObject({ status: 413, code: "file_too_large" });
    expect(
      await refused(quire.importFile({ name: "tool.exe", data: new Uint8Array([0x4d, 0x5a, 0x90, 0]) })),
    ).toMatchObject({ status: 415, code: "unsupported_media_type" });
    let limited: QuireError | null = null;
    for (let i = 0; i < 6 && !limited; i++)
      limited = (await refused(
        quire.importFile({ name: "a.txt", data: new TextEncoder().encode("Some words.") }),
      )) as QuireError | null;
    expect(limited).toMatchObject({ status: 429 });
    expect(limited!.code).toMatch(/^rate_limit/);
  });

  it("an error line ends generate() with a QuireError carrying the line's code", async () => {
    const types = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
    const { zipSync, strToU8 } = await import("fflate");
    const bomb = zipSync({ "[Content_Types].xml": strToU8(types), "word/bomb.xml": new Uint8Array(4 << 20) });
    const err = await refused(
      quire.generate(
        { prompt: "Turn this document into slides", kind: "deck" },
        { files: [{ name: "bomb.docx", data: bomb }] },
      ),
    );
    expect(err).toMatchObject({ code: "invalid_request" });
  });
});

describe("@quire/sdk — generated types", () => {
  it("type every route of the service's OpenAPI document, with its components", async () => {
    const types = await sdkTypes();
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };
    for (const path of Object.keys(doc.paths)) expect(types, path).toContain(`"${path}": {`);
    for (const name of ["Deck", "Doc", "Sheet", "AgentLine", "Error"])
      expect(Object.keys(doc.components.schemas)).toContain(name);
  });
});

describe("@quire/sdk — API version", () => {
  it("asks for the version its types describe, the service's newest, unless told another", async () => {
    expect(API_VERSION).toBe(LATEST_API_VERSION);
    const seen: (string | null)[] = [];
    const spy: typeof fetch = async (input, init) => {
      const request = new Request(input as RequestInfo, init);
      seen.push(request.headers.get("quire-version"));
      return fetch(request);
    };
    const key = (await signUpWithKey(server.t)).apiKey;
    const pinned = createQuireClient({ baseUrl: server.url, apiKey: key, fetch: spy, apiVersion: API_VERSIONS[0] });
    const { response } = await pinned.api.GET("/api/workspace/documents", { params: { query: { limit: 1 } } });
    expect(response.headers.get("quire-version")).toBe(API_VERSIONS[0]);
    const current = createQuireClient({ baseUrl: server.url, apiKey: key, fetch: spy });
    await current.slideImage("doc_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ", 1).catch(() => null);
    expect(seen).toEqual([API_VERSIONS[0], API_VERSION]);
  });
});
