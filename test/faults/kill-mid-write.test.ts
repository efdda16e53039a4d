// kill -9 while uploads and document writes are in flight, then a restart on the same DATA_DIR: acknowledged writes
// are all there, nothing partial is listed, no temp file survives boot, and the service works.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { basename, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempPathIn } from "../../src/store/temp-files.js";
import { freePort } from "../../bench/http-harness.js";
import { createApiKey, sqliteOutbox } from "../../bench/sign-in.js";
import { startQuire, type QuireProcess } from "../scale/processes.js";
import { thirdPartyFile } from "../fixtures.js";

const FIXTURE = thirdPartyFile("brands/poi-themes-7-masters.pptx");
const PPTX = "application/vnd.openxmlformats-officedocument.presentationml.presentation";
const RACING_UPLOADS = 6;

let port: number;
let env: Record<string, string>;
let quire: QuireProcess;
let apiKey: string;

const auth = () => ({ authorization: `Bearer ${apiKey}` });
const upload = (p: QuireProcess, name: string, body: Uint8Array<ArrayBuffer>) =>
  fetch(`${p.url}/api/brands?name=${encodeURIComponent(name)}`, {
    method: "POST",
    headers: { ...auth(), "content-type": PPTX },
    body,
  });
const createDocument = (p: QuireProcess, title: string) =>
  fetch(`${p.url}/api/workspace/documents`, {
    method: "POST",
    headers: { ...auth(), "content-type": "application/json" },
    body: JSON.stringify({ kind: "doc", title, source: `# ${title}\n\nKept.` }),
  });

/** Sends the headers and the first half of a body, then leaves the rest unsent: a request cut off by the kill. */
function startHalfSentRequest(p: QuireProcess, path: string, contentType: string, body: Uint8Array): Promise<void> {
  return new Promise((resolve) => {
    const req = request(`${p.url}${path}`, {
      method: "POST",
      headers: { ...auth(), "content-type": contentType, "content-length": body.byteLength },
    });
    req.on("error", () => {}); // the kill resets it
    req.write(body.subarray(0, body.byteLength >> 1), () => resolve());
  });
}

/** Every temp-file name the service writes: `.tmp-<host>-<pid>-<hex>` and `<file>.<pid>.tmp`. */
function tempFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((path) =>
    /(^|\/)\.tmp-|\.\d+\.tmp$/.test(path),
  );
}

beforeAll(async () => {
  port = await freePort();
  env = { PUBLIC_URL: `http://127.0.0.1:${port}`, RATE_LIMIT_BRANDS_PER_MINUTE: "100" };
  quire = await startQuire(env, { port });
  apiKey = await createApiKey(quire.url, `kill-${Date.now()}@example.test`, sqliteOutbox(quire.dataDir), quire.url);
}, 90_000);

afterAll(async () => {
  await quire?.stop("SIGKILL");
});

describe("kill -9 mid-write, then restart", () => {
  it("keeps acknowledged brands and documents, lists nothing partial, sweeps temp files, and serves again", async () => {
    const template = readFileSync(FIXTURE);
    const first = await upload(quire, "Acknowledged", template);
    expect(first.status).toBe(201);
    const acknowledgedBrands = [(await first.json()).brand.id as string];
    const doc = await createDocument(quire, "Acknowledged doc");
    expect(doc.status).toBe(201);
    const acknowledgedDocuments = [(await doc.json()).document.id as string];

    // Bodies still on the wire when the process dies.
    const bigSource = `# Interrupted doc\n\n${"A long paragraph that never fully arrives. ".repeat(20_000)}`;
    await startHalfSentRequest(quire, "/api/brands?name=Interrupted", PPTX, template);
    await startHalfSentRequest(
      quire,
      "/api/workspace/documents",
      "application/json",
      Buffer.from(JSON.stringify({ kind: "doc", title: "Interrupted doc", source: bigSource })),
    );

    // Complete uploads racing the kill: it lands while some are being analysed, stored or recorded.
    const racing = Array.from({ length: RACING_UPLOADS }, (_, i) =>
      upload(quire, `Racing ${i}`, template).then(
        async (res) => ({
          status: res.status,
          id: res.status === 201 ? ((await res.json()).brand.id as string) : undefined,
        }),
        () => ({ status: 0, id: undefined }),
      ),
    );
    await Promise.race(racing);
    const killedPid = quire.child.pid!;
    await quire.stop("SIGKILL");
    const outcomes = await Promise.all(racing);
    for (const outcome of outcomes) if (outcome.id) acknowledgedBrands.push(outcome.id);
    console.info(`[kill-mid-write] racing uploads at the kill: ${outcomes.map((o) => o.status || "cut").join(", ")}`);

    // The kill rarely lands inside the microseconds of a write() call, so also leave exactly what such a kill leaves:
    // a partial temp file named by the killed writer, beside the blobs it was writing.
    const brandsDir = join(quire.dataDir, "blobs", "brands");
    const partial = join(brandsDir, basename(tempPathIn(brandsDir)).replace(`-${process.pid}-`, `-${killedPid}-`));
    writeFileSync(partial, template.subarray(0, 1000));

    quire = await startQuire(env, { port, dataDir: quire.dataDir });

    expect(tempFilesUnder(quire.dataDir)).toEqual([]);
    expect(existsSync(partial)).toBe(false);

    const brands = (await (await fetch(`${quire.url}/api/brands`, { headers: auth() })).json()).items as {
      id: string;
      name: string;
      bytes: number;
      sha256: string;
    }[];
    const listed = brands.map((b) => b.id);
    for (const id of acknowledgedBrands) expect(listed).toContain(id);
    expect(brands.map((b) => b.name)).not.toContain("Interrupted");
    for (const brand of brands) {
      // Every listed brand is whole: its stored template is there, byte for byte.
      const stored = readFileSync(join(brandsDir, `${brand.id}.pptx`));
      expect(stored.byteLength).toBe(brand.bytes);
      expect(createHash("sha256").update(stored).digest("hex")).toBe(brand.sha256);
    }

    const documents = (await (await fetch(`${quire.url}/api/workspace/documents`, { headers: auth() })).json())
      .items as { id: string; title: string }[];
    for (const id of acknowledgedDocuments) expect(documents.map((d) => d.id)).toContain(id);
    expect(documents.map((d) => d.title)).not.toContain("Interrupted doc");

    const again = await upload(quire, "After restart", template);
    expect(again.status).toBe(201);
    const { brand } = await again.json();
    const generated = await fetch(`${quire.url}/api/brands/${brand.id}/generate`, {
      method: "POST",
      headers: { ...auth(), "content-type": "application/json" },
      body: JSON.stringify({
        source: { kind: "deck", title: "After the crash", slides: [{ layout: "title", title: "Still here" }] },
      }),
    });
    expect(generated.status).toBe(200);
    expect(
      Buffer.from(await generated.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe("PK");
    expect((await createDocument(quire, "After restart")).status).toBe(201);
  }, 120_000);
});
