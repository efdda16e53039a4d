// A picture whose metadata names no focus gets one from its own pixels, found once in the image work process and kept
// with the asset: its subject's centre (sharp decodes it small, smartcrop finds the subject). Metadata faces and the
// user's own focus win; a picture declaring more pixels than the limits is refused before anything decodes it.
import { createCanvas } from "@napi-rs/canvas";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { decodeSmall, focusOfPixels, subjectFocus } from "../../src/assets/subject-focus.js";
import { deflatingPng, jpegDeclaring, pngDeclaring } from "../hostile/corpus-pictures.js";
import { subjectPicture } from "../pictures/smart-crop-pictures.js";
import { exifWithGps, jpegWith } from "./images.js";
import { rgbPng } from "../png.js";

const LIMITS = { maxBytes: 10 * 1024 * 1024, maxSide: 12_000, maxPixels: 100_000_000 };

/** A sign at the right of a 960 × 640 picture, its box's centre at (0.8, 0.35). */
const SIGN = subjectPicture(960, 640, "sign", "plain", 4, { x: 0.8, y: 0.35 });
const centreOf = ({ x, y, w, h }: typeof SIGN.box, width: number, height: number) => ({
  x: (x + w / 2) / width,
  y: (y + h / 2) / height,
});

/** A Focus region at (0.1, 0.9) in XMP, as digiKam writes one. */
function withXmpFocus(jpeg: Buffer): Buffer {
  const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:mwg-rs="http://www.metadataworkinggroup.com/schemas/regions/" xmlns:stArea="http://ns.adobe.com/xmp/sType/Area#"><mwg-rs:Regions rdf:parseType="Resource"><mwg-rs:RegionList><rdf:Bag><rdf:li rdf:parseType="Resource"><mwg-rs:Type>Focus</mwg-rs:Type><mwg-rs:Area stArea:x="0.1" stArea:y="0.9" stArea:unit="normalized"/></rdf:li></rdf:Bag></mwg-rs:RegionList></mwg-rs:Regions></rdf:Description></rdf:RDF></x:xmpmeta>`;
  const payload = Buffer.concat([Buffer.from("http://ns.adobe.com/xap/1.0/\0", "latin1"), Buffer.from(xmp, "utf8")]);
  const header = Buffer.from([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]);
  return Buffer.concat([jpeg.subarray(0, 2), header, payload, jpeg.subarray(2)]);
}

describe("subjectFocus", () => {
  it("is the subject's centre, off the picture's", async () => {
    const focus = (await subjectFocus(SIGN.jpeg, LIMITS))!;
    const subject = centreOf(SIGN.box, SIGN.width, SIGN.height);
    expect(subject.x).toBeGreaterThan(0.7);
    expect(Math.abs(focus.x - subject.x)).toBeLessThan(0.1);
    expect(Math.abs(focus.y - subject.y)).toBeLessThan(0.15);
  });

  it("is found in the picture as shown, its EXIF orientation applied", async () => {
    // The stored pixels are turned a quarter: orientation 6 shows the pixel at (x, y) of a W × H picture at (H − y, x).
    const person = subjectPicture(960, 640, "person", "plain", 9, { x: 0.25, y: 0.3 });
    const stored = centreOf(person.box, person.width, person.height);
    const focus = (await subjectFocus(jpegWith(person.jpeg, exifWithGps(6)), LIMITS))!;
    expect(Math.abs(focus.x - (1 - stored.y))).toBeLessThan(0.15);
    expect(Math.abs(focus.y - stored.x)).toBeLessThan(0.15);
  });

  it("reads a greyscale, a 16-bit and a CMYK picture as the same colour picture", async () => {
    const expected = await subjectFocus(SIGN.jpeg, LIMITS);
    const variants = [
      await sharp(SIGN.jpeg).toColourspace("b-w").jpeg().toBuffer(),
      await sharp(SIGN.jpeg).toColourspace("b-w").ensureAlpha().png().toBuffer(),
      await sharp(SIGN.jpeg).toColourspace("rgb16").png().toBuffer(),
      await sharp(SIGN.jpeg).toColourspace("cmyk").jpeg().toBuffer(),
    ];
    for (const bytes of variants) {
      const small = await decodeSmall(bytes, LIMITS);
      expect(small.data.length).toBe(small.width * small.height * 4);
      const focus = (await subjectFocus(bytes, LIMITS))!;
      expect(Math.abs(focus.x - expected!.x)).toBeLessThan(0.1);
    }
  });

  it("is null for a plain picture, one too small to say, and one that cannot be read", async () => {
    expect(await subjectFocus(deflatingPng(900, 600), LIMITS)).toBeNull();
    // A plain colour scores alike everywhere but at the picture's edges, which tipped the best square off the centre.
    for (const [w, h] of [
      [64, 48],
      [1600, 900],
    ] as const) {
      for (const rgb of [
        [20, 90, 160],
        [200, 40, 40],
        [128, 128, 128],
      ] as const)
        expect(
          await subjectFocus(
            rgbPng(w, h, () => [...rgb]),
            LIMITS,
          ),
        ).toBeNull();
    }
    expect(await subjectFocus(createCanvas(12, 8).toBuffer("image/png"), LIMITS)).toBeNull();
    expect(await subjectFocus(SIGN.jpeg.subarray(0, 2_000), LIMITS)).toBeNull();
    expect(await focusOfPixels({ width: 8, height: 8, data: new Uint8Array(256) })).toBeNull();
    expect(await focusOfPixels({ width: 32, height: 32, data: new Uint8Array(32 * 32 * 3) })).toBeNull();
  });

  it("leaves a picture declaring more pixels than the limit undecoded: libvips refuses it from the header", async () => {
    for (const bomb of [pngDeclaring(30_000, 30_000), jpegDeclaring(30_000, 30_000)]) {
      await expect(decodeSmall(bomb, LIMITS)).rejects.toThrow(/pixel limit/);
      expect(await subjectFocus(bomb, LIMITS)).toBeNull();
    }
    // The limit is the one given: a 3000 × 2000 picture is refused under a 1-megapixel limit.
    await expect(decodeSmall(deflatingPng(3000, 2000), { ...LIMITS, maxPixels: 1_000_000 })).rejects.toThrow(
      /pixel limit/,
    );
  });
});

describe("an upload whose picture names no focus", () => {
  let t: TestApp;
  let alice: KeySession;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUpWithKey(t);
  });
  afterAll(() => t?.close());

  type Asset = { id: string; focus: { x: number; y: number } | null };
  const upload = async (bytes: Buffer, type = "image/jpeg") =>
    t.app.request("/api/assets?name=sign", {
      method: "POST",
      headers: { ...alice.headers, "content-type": type },
      body: new Uint8Array(bytes),
    });
  const listed = async (id: string) => {
    const { items } = (await (await t.app.request("/api/assets?limit=50", { headers: alice.headers })).json()) as {
      items: Asset[];
    };
    return items.find((a) => a.id === id)!;
  };

  it("gets its subject's centre as its focus, kept with the asset", async () => {
    const res = await upload(SIGN.jpeg);
    expect(res.status).toBe(201);
    const asset = (await res.json()) as Asset;
    const subject = centreOf(SIGN.box, SIGN.width, SIGN.height);
    expect(Math.abs(asset.focus!.x - subject.x)).toBeLessThan(0.1);
    expect((await listed(asset.id)).focus).toEqual(asset.focus);
  });

  it("keeps the focus its metadata names rather than the one its pixels would give", async () => {
    const asset = (await (await upload(withXmpFocus(SIGN.jpeg))).json()) as Asset;
    expect(asset.focus).toEqual({ x: 0.1, y: 0.9 });
  });

  it("takes the user's focus (PATCH) over the computed one, and never computes it again", async () => {
    const asset = (await (await upload(SIGN.jpeg)).json()) as Asset;
    expect(asset.focus!.x).toBeGreaterThan(0.6);
    const changed = await t.app.request(
      `/api/assets/${asset.id}`,
      jsonRequest("PATCH", { focus: { x: 0.2, y: 0.4 } }, alice.headers),
    );
    expect(((await changed.json()) as Asset).focus).toEqual({ x: 0.2, y: 0.4 });
    // A later edit of something else, and a read, keep the user's point.
    await t.app.request(`/api/assets/${asset.id}`, jsonRequest("PATCH", { alt: "The shop's sign" }, alice.headers));
    expect((await listed(asset.id)).focus).toEqual({ x: 0.2, y: 0.4 });
    // A deck showing it crops to the user's point: a 3:2 picture in image-text's tall frame keeps about 57% of its width,
    // so the point at 0.2 pins its left edge (0%); the computed one, at 0.8, would have pinned its right edge (100%).
    const deck = {
      kind: "deck",
      title: "Shop",
      slides: [
        {
          layout: "image-text",
          title: "Our sign",
          body: "- Open daily",
          image: { src: asset.id, alt: "The sign", focus: (await listed(asset.id)).focus },
        },
      ],
    };
    const { html } = (await (
      await t.app.request("/api/render", jsonRequest("POST", { source: deck }, alice.headers))
    ).json()) as { html: string };
    expect(html).toMatch(/object-position:0% 50%/);
  });

  it("refuses a picture declaring 30000 × 30000 before decoding it, and the server goes on", async () => {
    for (const [bytes, type] of [
      [jpegDeclaring(30_000, 30_000), "image/jpeg"],
      [pngDeclaring(30_000, 30_000), "image/png"],
    ] as const) {
      const res = await upload(bytes, type);
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toMatch(/at most 12000/);
    }
    expect((await t.app.request("/api/health")).status).toBe(200);
    expect((await upload(SIGN.jpeg)).status).toBe(201);
  });
});
