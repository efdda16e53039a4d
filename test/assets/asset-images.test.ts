// Asset ids as image srcs: render and export embed the owner's stored (stripped) bytes in pptx, pdf, html and docx;
// anyone else's, a deleted one, or an anonymous render gets the writers' placeholder and a warning.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import type { Source } from "../../src/formats/model/source.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { signInWithCookie, signUpWithKey, type CookieSession, type KeySession } from "../auth-helpers.js";
import { rgbPng } from "../png.js";
import { BASE_JPEG, exifWithGps, jpegWith, pngWithText } from "./images.js";

let t: TestApp;
let alice: KeySession;
let bob: KeySession;
let carol: CookieSession;
const PNG = rgbPng(24, 16, (x, y) => [x * 10, y * 15, 90]);
let pngId: string;
let jpegId: string;

beforeAll(async () => {
  t = await createTestApp({
    env: { EXPORT_WORKERS: "1", RATE_LIMIT_EXPORT_PER_MINUTE: "1000", RATE_LIMIT_ASSETS_PER_MINUTE: "1000" },
  });
  alice = await signUpWithKey(t);
  bob = await signUpWithKey(t);
  carol = await signInWithCookie(t);
  const up = async (bytes: Buffer, type: string, who: { headers: Record<string, string> } = alice) =>
    (
      await (
        await t.app.request("/api/assets", {
          method: "POST",
          headers: { ...who.headers, "content-type": type },
          body: bytes as BodyInit,
        })
      ).json()
    ).id as string;
  pngId = await up(pngWithText(PNG), "image/png");
  jpegId = await up(jpegWith(BASE_JPEG, exifWithGps()), "image/jpeg");
});
afterAll(() => t?.close());

const deck = (png: string, jpeg: string): Source => ({
  kind: "deck",
  title: "Pictures",
  slides: [
    { layout: "image", title: "A chart", image: { src: png, alt: "Chart" } },
    { layout: "image-text", title: "Photo", image: { src: jpeg, alt: "Photo" }, body: "Taken on site." },
    { layout: "full-bleed", title: "Wide", image: { src: jpeg, alt: "Wide" } },
    {
      layout: "team",
      title: "Team",
      people: [{ name: "Ada", role: "Lead", image: { src: png, alt: "Ada" } }, { name: "Bo" }],
    },
  ],
});
const doc = (src: string): Source => ({
  kind: "doc",
  title: "Notes",
  markdown: `# Notes\n\n![Logo](${src})\n\nText.\n`,
});

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");
const exportFile = async (who: KeySession, body: unknown) => {
  const res = await t.app.request("/api/export", jsonRequest("POST", body, who.headers));
  expect(res.status).toBe(200);
  return { bytes: Buffer.from(await res.arrayBuffer()), warnings: Number(res.headers.get("x-export-warnings")) };
};
const render = async (headers: Record<string, string>, source: Source) => {
  const res = await t.app.request("/api/render", jsonRequest("POST", { source }, headers));
  expect(res.status).toBe(200);
  return (await res.json()) as { html: string; warnings: string[] };
};
const media = (zip: Uint8Array, folder: string) =>
  Object.entries(unzipSync(zip))
    .filter(([name]) => name.startsWith(folder))
    .map(([, data]) => Buffer.from(data));

describe("asset ids in a deck", () => {
  it("embeds the stored bytes in the pptx (every image layout and a portrait)", async () => {
    const { bytes, warnings } = await exportFile(alice, { source: deck(pngId, jpegId), format: "pptx" });
    const pictures = media(bytes, "ppt/media/");
    expect(pictures.some((m) => m.equals(PNG))).toBe(true);
    expect(pictures.some((m) => m.equals(BASE_JPEG))).toBe(true);
    expect(pictures.some((m) => m.includes("Canon") || m.includes("Alice Example"))).toBe(false);
    expect(warnings).toBe(0);
  });

  it("embeds the JPEG in the pdf and both as data: URLs in the html", async () => {
    const pdf = await exportFile(alice, { source: deck(pngId, jpegId), format: "pdf" });
    expect(pdf.bytes.includes(BASE_JPEG)).toBe(true);
    const html = (await exportFile(alice, { source: deck(pngId, jpegId), format: "html" })).bytes.toString("utf8");
    expect(html).toContain(`data:image/png;base64,${b64(PNG)}`);
    expect(html).toContain(`data:image/jpeg;base64,${b64(BASE_JPEG)}`);
    expect(html).not.toContain(pngId);
  });

  it("exports a saved document that names assets (the document keeps the ids)", async () => {
    const created = await t.app.request(
      "/api/workspace/documents",
      jsonRequest("POST", { kind: "deck", title: "Saved", source: deck(pngId, jpegId) }, alice.headers),
    );
    const { document } = await created.json();
    expect(document.source.slides[0].image.src).toBe(pngId);
    const { bytes } = await exportFile(alice, { documentId: document.id, format: "pptx" });
    expect(media(bytes, "ppt/media/").some((m) => m.equals(PNG))).toBe(true);
  });

  it("renders for the owner by key and by cookie, with no warning", async () => {
    for (const headers of [alice.headers, carol.headers]) {
      const mine = headers === alice.headers ? pngId : await uploadAs(carol);
      const out = await render(headers, deck(mine, mine));
      expect(out.html).toContain(`data:image/png;base64,${b64(PNG)}`);
      expect(out.warnings).toEqual([]);
    }
  });
});

async function uploadAs(who: { headers: Record<string, string> }): Promise<string> {
  return (
    await (
      await t.app.request("/api/assets", {
        method: "POST",
        headers: { ...who.headers, "content-type": "image/png" },
        body: PNG as BodyInit,
      })
    ).json()
  ).id;
}

describe("asset ids in a doc", () => {
  it("embeds a Markdown image in html, docx and pdf", async () => {
    const html = (await exportFile(alice, { source: doc(pngId), format: "html" })).bytes.toString("utf8");
    expect(html).toContain(`data:image/png;base64,${b64(PNG)}`);
    const docx = (await exportFile(alice, { source: doc(pngId), format: "docx" })).bytes;
    expect(media(docx, "word/media/").some((m) => m.equals(PNG))).toBe(true);
    const pdf = (await exportFile(alice, { source: doc(jpegId), format: "pdf" })).bytes;
    expect(pdf.includes(BASE_JPEG)).toBe(true);
  });
});

describe("asset ids that are not the caller's", () => {
  it("shows a placeholder and warns for someone else's asset, in render and export", async () => {
    const out = await render(bob.headers, deck(pngId, jpegId));
    expect(out.html).not.toContain(b64(PNG));
    expect(out.warnings).toContain(
      `Slide 1: image ${pngId} is not an image in this space (deleted, or never uploaded here); a placeholder is shown.`,
    );
    const exported = await exportFile(bob, { source: deck(pngId, jpegId), format: "pptx" });
    expect(media(exported.bytes, "ppt/media/").some((m) => m.equals(PNG) || m.equals(BASE_JPEG))).toBe(false);
    expect(exported.warnings).toBeGreaterThanOrEqual(2);
  });

  it("shows a placeholder for an anonymous render, and for a cookie sent cross-site", async () => {
    const anonymous = await render({}, doc(pngId));
    expect(anonymous.html).not.toContain(b64(PNG));
    // One true warning: the picture is fetched for its owner, so never "never fetched" (it was said twice).
    expect(anonymous.warnings).toEqual([
      `image ${pngId} is an uploaded image; sign in or send your API key to show it; a placeholder is shown.`,
    ]);
    expect((await render({}, deck(pngId, jpegId))).warnings).toEqual(
      [`Slide 1: image ${pngId}`, `Slide 2: image ${jpegId}`].map(
        (what) => `${what} is an uploaded image; sign in or send your API key to show it; a placeholder is shown.`,
      ),
    );
    const crossSite = await render(
      { cookie: carol.cookie, origin: "https://evil.example" },
      doc(await uploadAs(carol)),
    );
    expect(crossSite.html).not.toContain(b64(PNG));
  });

  it("shows a placeholder once the asset is deleted", async () => {
    const id = await uploadAs(alice);
    await t.app.request(`/api/assets/${id}`, { method: "DELETE", headers: alice.headers });
    const out = await render(alice.headers, doc(id));
    expect(out.html).not.toContain(b64(PNG));
    expect(out.warnings.join(" ")).toContain(`image ${id} is not an image in this space`);
  });

  it("leaves an id-like text that is not an image src alone", async () => {
    const source: Source = { kind: "doc", title: "T", markdown: `Link [here](${pngId}) and \`![x](${pngId})\`.\n` };
    const out = await render(alice.headers, source);
    expect(out.html).not.toContain(b64(PNG));
    expect(out.warnings.filter((w) => w.includes(`image ${pngId}`))).toEqual([]);
  });
});
